import { i18n, initI18n } from '@casino/shared';

/** The yields of the boot, held or let through by the test (bootstrap.tsx runs one step per task). */
const yields: { hold: boolean; waiting: Array<() => void>; count: number } = { hold: false, waiting: [], count: 0 };
jest.mock('./shell/yield-to-browser', () => ({
  yieldToBrowser: () =>
    new Promise<void>((resolve) => {
      yields.count += 1;
      if (yields.hold) yields.waiting.push(resolve);
      else resolve();
    }),
}));

/** When the modules the boot evaluates step by step were evaluated (a mocked module's factory runs at its first import). */
const evaluated: string[] = [];
const render = jest.fn();
jest.mock('react-dom/client', () => {
  evaluated.push('react-dom');
  return { createRoot: jest.fn(() => ({ render })), hydrateRoot: jest.fn() };
});
// The page itself (router, guards, API calls) is not what these tests are about.
jest.mock('./App', () => {
  evaluated.push('app');
  return { App: () => null, createPageQueryClient: jest.fn(), createShell: jest.fn() };
});

/** Lets every queued microtask and the task in progress finish (nothing in the boot waits for time). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function releaseOneYield(): Promise<void> {
  await settle();
  const next = yields.waiting.shift();
  if (!next) throw new Error('the boot is not waiting for a yield');
  next();
  await settle();
}

beforeEach(() => {
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '<div id="root"></div>';
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('the boot (issue 36 item 4: one step per task)', () => {
  it('evaluates React DOM and the app only in tasks after the first, each after a yield to the browser', async () => {
    yields.hold = true;
    const { booted } = await import('./bootstrap');
    await settle();
    // The first task read the page and asked for the first page's remote; nothing heavy was evaluated in it.
    expect(evaluated).toEqual([]);
    expect(yields.waiting).toHaveLength(1);

    await releaseOneYield();
    expect(evaluated).toEqual(['react-dom']);
    await releaseOneYield(); // @casino/shared
    await releaseOneYield(); // i18next's start
    expect(evaluated).toEqual(['react-dom']);
    await releaseOneYield();
    expect(evaluated).toEqual(['react-dom', 'app']);

    yields.hold = false;
    await booted;
    // A browser-rendered page (no server data block): one render of the app, after four yields.
    expect(render).toHaveBeenCalledTimes(1);
    expect(yields.count).toBe(4);
  });

  it('on "/" in an English browser starts i18n in en and never downloads the ru strings', async () => {
    const { booted } = await import('./bootstrap'); // the same module registry as this test: the same i18n instance
    await booted;
    // The first call's language wins, so 'ru' here changes nothing once the boot started it.
    await initI18n('ru');

    expect(i18n.language).toBe('en');
    expect(i18n.hasResourceBundle('en', 'shared')).toBe(true);
    expect(i18n.hasResourceBundle('ru', 'shared')).toBe(false);
  });
});
