import { i18n, registerNamespace, requestI18n, scopeI18nToRequest, scopeNamespaceVersions } from './i18n';

/**
 * The server's path (host/src/server/render-page.tsx): a render worker scopes i18n to the request and renders each page
 * with its own instance (requestI18n). The page's singleton instance is read by no render there, so nothing is loaded
 * into it: not when a request starts, not when a remote's version registers its namespace. Its own file: the scoping
 * below is for the whole module, as in a worker.
 */
describe('i18n on the server', () => {
  let version = '1.0.0';
  beforeAll(() => {
    scopeI18nToRequest(() => undefined);
    scopeNamespaceVersions({ registering: () => version, rendering: () => version });
  });

  it('starts a request instance without starting the page instance', async () => {
    const request = await requestI18n('de');
    expect(request.t('retry')).toBe('Erneut versuchen');
    expect(i18n.isInitialized).toBeFalsy();
  });

  it('keeps a registered version’s loader for the renders, and loads nothing into the page instance', async () => {
    const first = jest.fn(async (language: string) => ({ title: `first ${language}` }));
    const second = jest.fn(async (language: string) => ({ title: `second ${language}` }));
    await registerNamespace('games', first);
    version = '2.0.0';
    await registerNamespace('games', second);
    await registerNamespace('games', second); // the same module running again
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();

    const request = await requestI18n('fr');
    await request.loadNamespaces('games');
    expect(request.t('title', { ns: 'games' })).toBe('second fr');
    expect(second.mock.calls).toEqual([['fr']]); // by the render that needs them, once
    expect(i18n.isInitialized).toBeFalsy();
  });
});
