import { claimReload, installChunkErrorReload, isChunkLoadError, reloadForChunkError, RELOAD_GUARD_MS } from './chunk-reload';

function chunkError(): Error {
  const error = new Error('Loading chunk 123 failed.\n(missing: http://cdn/games/1.0.0/assets/123.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('reload on chunk-load errors', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('recognises chunk-load errors and nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads once, then not again on the same path within 10 seconds', () => {
    const reload = jest.fn();
    expect(reloadForChunkError(chunkError(), '/en/games', reload)).toBe(true);
    jest.advanceTimersByTime(RELOAD_GUARD_MS - 1);
    expect(reloadForChunkError(chunkError(), '/en/games', reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('allows another reload once the 10 seconds have passed', () => {
    const reload = jest.fn();
    reloadForChunkError(chunkError(), '/en/games', reload);
    jest.advanceTimersByTime(RELOAD_GUARD_MS);
    expect(reloadForChunkError(chunkError(), '/en/games', reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps a separate window per path', () => {
    expect(claimReload('/en/games')).toBe(true);
    expect(claimReload('/en/tournaments/list')).toBe(true);
    expect(claimReload('/en/games')).toBe(false);
  });

  it('never reloads for other errors', () => {
    const reload = jest.fn();
    expect(reloadForChunkError(new Error('boom'), '/en', reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('the page-wide safety net', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once for an unhandled chunk-load rejection', () => {
    const reload = jest.fn();
    const uninstall = installChunkErrorReload(window, reload);
    try {
      const error = new Error('Loading chunk 9 failed.');
      error.name = 'ChunkLoadError';
      const rejection = () => Object.assign(new Event('unhandledrejection'), { reason: error, promise: Promise.resolve() });
      window.dispatchEvent(rejection());
      window.dispatchEvent(rejection());
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      uninstall();
    }
  });
});
