import { defineRouteManifest } from './route-manifest';
import { pageRoutes, routerPath } from './page-routes';

describe("a remote's routes are made from its manifest", () => {
  const manifest = defineRouteManifest('account', [
    { id: 'login', pattern: 'login', layout: 'default', access: 'public', titleKey: 'pages.login', descriptionKey: 'descriptions.login' },
    { id: 'confirm', pattern: 'confirm/email/*slug/:hash', layout: 'default', access: 'public' },
  ]);

  it('gives each declared page its code, its router path and its declared title keys', () => {
    const loader = () => null;
    const routes = pageRoutes(manifest, { login: { loader }, confirm: { paths: ['confirm/email/*', 'confirm/*'] } });
    expect(routes).toEqual([
      { loader, path: 'login', handle: { page: 'login', titleKey: 'pages.login', descriptionKey: 'descriptions.login' } },
      { path: 'confirm/email/*', handle: { page: 'confirm' } },
      { path: 'confirm/*', handle: { page: 'confirm' } },
    ]);
  });

  it('makes the home pattern an index route and a splat of a mid-pattern *slug', () => {
    expect(pageRoutes(defineRouteManifest('content', [{ id: 'home', pattern: '', layout: 'default', access: 'public' }]), { home: {} })).toEqual([
      { index: true, handle: { page: 'home' } },
    ]);
    expect(routerPath('unsubscribe/*slug/:type')).toBe('unsubscribe/*');
    expect(routerPath('tournaments/show/:id')).toBe('tournaments/show/:id');
  });

  it('does not compile while a declared page has no code', () => {
    // @ts-expect-error the page 'confirm' has no code
    expect(() => pageRoutes(manifest, { login: {} })).toThrow();
  });
});
