import { forgetNamespaceVersion, i18n, initI18n, registerNamespace, requestI18n, scopeNamespaceVersions } from './i18n';

describe('the one i18n instance', () => {
  it('starts in the given language with the shared strings loaded', async () => {
    await initI18n('de');
    expect(i18n.language).toBe('de');
    expect(i18n.t('retry', { ns: 'shared' })).toBe('Erneut versuchen');
    expect(i18n.t('retry')).toBe('Erneut versuchen'); // the shared namespace is the default
  });

  it('is started once: a second initI18n (a remote dev shell after the host) changes nothing', async () => {
    await initI18n('fr');
    expect(i18n.language).toBe('de');
  });

  it('loads an app namespace lazily, per language', async () => {
    const loader = jest.fn(async (lang: string) => ({ default: { hello: `hello in ${lang}` } }));
    await registerNamespace('games', loader);
    expect(i18n.t('hello', { ns: 'games' })).toBe('hello in de');
    expect(loader).toHaveBeenCalledTimes(1);
    await i18n.changeLanguage('ru');
    expect(i18n.t('hello', { ns: 'games' })).toBe('hello in ru');
    expect(loader.mock.calls.map(([lang]) => lang)).toEqual(['de', 'ru']);
  });

  it('reloads a namespace registered again (a new remote version), in every language, never mixing the two', async () => {
    await registerNamespace('promotions', async (lang) => ({ title: `old ${lang}` }));
    await i18n.loadLanguages('en');
    expect(i18n.t('title', { ns: 'promotions', lng: 'en' })).toBe('old en');
    const reload = registerNamespace('promotions', async (lang) => ({ title: `new ${lang}` }));
    expect(i18n.hasResourceBundle('en', 'promotions')).toBe(false); // the next server render in English waits for the new
    await reload;
    expect(i18n.t('title', { ns: 'promotions' })).toBe(`new ${i18n.language}`);
    const english = await requestI18n('en');
    await english.loadNamespaces('promotions');
    expect(english.t('title', { ns: 'promotions' })).toBe('new en');
  });

  it('gives a server request its own language over the same strings', async () => {
    const request = await requestI18n('en');
    await request.loadNamespaces(['shared', 'games']);
    expect(request.t('retry')).toBe('Try again');
    expect(request.t('hello', { ns: 'games' })).toBe('hello in en');
    expect(i18n.language).toBe('ru'); // the page's own language is untouched
  });
});

describe('a server render among several versions of one remote', () => {
  afterAll(() => scopeNamespaceVersions({ registering: () => undefined, rendering: () => undefined }));

  it('reads the strings of the versions it renders with, whichever registered last (a canary, a rollback)', async () => {
    // As the render worker does: the version whose module registers, and the version each render uses.
    const now: { registering?: string; rendering?: string } = {};
    scopeNamespaceVersions({ registering: () => now.registering, rendering: () => now.rendering });
    now.registering = '1.0.0';
    await registerNamespace('content', async (lang) => ({ welcome: `Welcome (${lang})` }));
    now.registering = '2.0.0';
    await registerNamespace('content', async (lang) => ({ welcome: `Welcome, second edition (${lang})` }));
    now.registering = undefined;

    // Each instance is made before its render starts (render-page.tsx), then loads what the render uses.
    now.rendering = undefined;
    const live = await requestI18n('en');
    const canary = await requestI18n('en');
    now.rendering = '1.0.0';
    await live.loadNamespaces('content');
    now.rendering = '2.0.0';
    await canary.loadNamespaces('content');
    expect(live.t('welcome', { ns: 'content' })).toBe('Welcome (en)');
    expect(canary.t('welcome', { ns: 'content' })).toBe('Welcome, second edition (en)');

    // Rolled back: the next render with 1.0.0 reads 1.0.0's strings though 2.0.0 registered last.
    now.rendering = undefined;
    const afterRollback = await requestI18n('en');
    now.rendering = '1.0.0';
    await afterRollback.loadNamespaces('content');
    expect(afterRollback.t('welcome', { ns: 'content' })).toBe('Welcome (en)');
    expect(live.t('welcome', { ns: 'content' })).toBe('Welcome (en)');
  });

  it('falls back to the loader registered last for a version it no longer holds', async () => {
    forgetNamespaceVersion('content', '1.0.0');
    scopeNamespaceVersions({ registering: () => undefined, rendering: () => '1.0.0' });
    const request = await requestI18n('en');
    await request.loadNamespaces('content');
    expect(request.t('welcome', { ns: 'content' })).toBe('Welcome, second edition (en)');
  });
});

describe('a missing key', () => {
  const reported = () => (globalThis as unknown as { __casinoMissingKeys: string[] }).__casinoMissingKeys;

  it('is reported to the test run (shared/jest/missing-keys.cjs fails the test), not only shown as the raw key', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    // Taken off the list here, or this very test would fail: that is what happens to a test that renders one.
    expect(reported().splice(0)).toEqual(['en shared:no.such.key']);
  });

  it('is not reported for a namespace whose strings are not loaded, nor when the call gives a default', () => {
    expect(i18n.t('title', { ns: 'never-loaded' })).toBe('title');
    expect(i18n.t('no.such.key', { defaultValue: 'Hi' })).toBe('Hi');
    expect(reported()).toEqual([]);
  });
});
