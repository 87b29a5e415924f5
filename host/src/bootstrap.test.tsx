import { i18n, initI18n } from '@casino/shared';

// The page itself (router, guards, API calls) is not what this test is about: only which language boot starts in.
jest.mock('./App', () => ({ App: () => null }));

describe('boot on "/" in an English browser', () => {
  it('starts i18n in en and never downloads the ru strings', async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '<div id="root"></div>';
    jest.spyOn(console, 'warn').mockImplementation(() => {});

    await import('./bootstrap'); // the same module registry as this test: the same i18n instance
    // Waits for the boot's initialisation: the first call's language wins, so 'ru' here changes nothing if boot started it.
    await initI18n('ru');

    expect(i18n.language).toBe('en');
    expect(i18n.hasResourceBundle('en', 'shared')).toBe(true);
    expect(i18n.hasResourceBundle('ru', 'shared')).toBe(false);
  });
});
