import { pushPageView, loadAnalyticsTags } from './analytics';
import { parseBuildId, startBuildCheck } from './build-check';
import { detectDevice } from './device';

describe('build check', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reloads once when the build id changes from the one at boot', async () => {
    const answers = ['b1', 'b1', null, 'b2', 'b3'];
    const readBuildId = jest.fn(async () => answers.shift() ?? null);
    const reload = jest.fn();
    const stop = startBuildCheck({ intervalMs: 1000, readBuildId, reload });
    await jest.advanceTimersByTimeAsync(0);
    expect(reload).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1000); // b1 again
    await jest.advanceTimersByTimeAsync(1000); // network failure: not a change
    expect(reload).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1000); // b2
    expect(reload).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(5000);
    expect(readBuildId).toHaveBeenCalledTimes(4);
    stop();
  });

  it('stops polling when stopped', async () => {
    const readBuildId = jest.fn(async () => 'b1');
    const stop = startBuildCheck({ intervalMs: 1000, readBuildId, reload: jest.fn() });
    await jest.advanceTimersByTimeAsync(0);
    stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(readBuildId).toHaveBeenCalledTimes(1);
  });

  it('reads a bare id or a JSON body', () => {
    expect(parseBuildId('abc\n')).toBe('abc');
    expect(parseBuildId('{"buildId":"x1"}')).toBe('x1');
    expect(parseBuildId('{"status":"ok","data":{"buildId":"x2"}}')).toBe('x2');
    expect(parseBuildId('')).toBeNull();
  });
});

describe('analytics', () => {
  beforeEach(() => {
    delete window.dataLayer;
    delete window.gtag;
    document.head.innerHTML = '';
  });

  it('pushes a page view to the data layer', () => {
    pushPageView('/en/blog', 'en');
    expect(window.dataLayer).toEqual([
      expect.objectContaining({ event: 'page_view', page_path: '/en/blog', language: 'en' }),
    ]);
  });

  it('loads no script without ids, and each script once with ids', () => {
    expect(loadAnalyticsTags({ tagManagerId: '', analyticsPropertyId: '' })).toEqual([]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    loadAnalyticsTags({ tagManagerId: 'GTM-ABC123', analyticsPropertyId: 'G-XYZ987' });
    loadAnalyticsTags({ tagManagerId: 'GTM-ABC123', analyticsPropertyId: 'G-XYZ987' });
    expect([...document.querySelectorAll('script')].map((s) => s.id)).toEqual(['casino-gtm', 'casino-gtag']);
    pushPageView('/en/news/list', 'en');
    const last = window.dataLayer!.at(-1) as IArguments;
    expect([...last]).toEqual([
      'event',
      'page_view',
      expect.objectContaining({ page_path: '/en/news/list' }),
    ]);
  });

  it('refuses a malformed id', () => {
    expect(loadAnalyticsTags({ tagManagerId: '"><script>', analyticsPropertyId: '' })).toEqual([]);
  });
});

describe('device detection', () => {
  it('tells mobile, tablet and desktop apart from the user agent', () => {
    expect(detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148').kind).toBe(
      'mobile',
    );
    expect(
      detectDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/120 Mobile Safari/537.36').kind,
    ).toBe('mobile');
    expect(detectDevice('Mozilla/5.0 (Linux; Android 13; SM-X200) Chrome/120 Safari/537.36').kind).toBe(
      'tablet',
    );
    expect(detectDevice('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)').kind).toBe('tablet');
    expect(detectDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/120').kind).toBe('desktop');
  });

  it('lets the CDN header passed by the edge win', () => {
    expect(detectDevice('Mozilla/5.0 (X11; Linux x86_64)', 'mobile')).toMatchObject({
      kind: 'mobile',
      isMobile: true,
    });
  });
});
