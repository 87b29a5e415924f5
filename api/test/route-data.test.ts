import { addRedirect, normalisePath } from '../src/modules/route-data/paths';
import { call, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api.close());

const routeData = async (path: string) =>
  call(api, 'GET', `/api/v1/route-data?path=${encodeURIComponent(path)}`);

describe('GET /route-data', () => {
  test('no redirect for an ordinary path', async () => {
    const { status, body } = await routeData('/en/tournaments/list');
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'ok', data: { redirect: null } });
  });

  test('an old promo path goes to an internal target under the same locale', async () => {
    expect((await routeData('/en/promo/summer-2025')).body.data.redirect).toEqual({
      type: 'internal',
      to: '/en/bonuses',
      permanent: true,
    });
    expect((await routeData('/kk/promo/summer-2025')).body.data.redirect).toEqual({
      type: 'internal',
      to: '/kk/bonuses',
      permanent: true,
    });
  });

  test('without a locale prefix the internal target comes back as stored', async () => {
    expect((await routeData('/promo/summer-2025')).body.data.redirect).toEqual({
      type: 'internal',
      to: '/bonuses',
      permanent: true,
    });
  });

  test('a partner path goes to an absolute https URL', async () => {
    const { body } = await routeData('/de/partners/sign-up');
    expect(body.data.redirect).toEqual({
      type: 'external',
      url: 'https://partners.casino.example/sign-up?source=site',
      permanent: false,
    });
  });

  test('paths are compared after normalisation: case, trailing and repeated slashes, query and hash', async () => {
    for (const path of [
      '/EN/Promo/Summer-2025/',
      '/en//promo/summer-2025',
      '/en/promo/summer-2025?utm=x',
      '/en/promo/summer-2025#top',
      '/en/promo/summer%2D2025',
    ]) {
      expect((await routeData(path)).body.data.redirect).toEqual({
        type: 'internal',
        to: '/en/bonuses',
        permanent: true,
      });
    }
  });

  test('a redirect stored with a locale prefix applies to that locale only', async () => {
    expect((await routeData('/ru/cashback')).body.data.redirect).toEqual({
      type: 'internal',
      to: '/ru/display/cash_back_system',
      permanent: false,
    });
    expect((await routeData('/en/cashback')).body.data.redirect).toBeNull();
    expect((await routeData('/cashback')).body.data.redirect).toBeNull();
  });

  test('a locale-prefixed entry wins over the unprefixed one', async () => {
    addRedirect(api.app.db, { from: '/tr/welcome-bonus', type: 'internal', target: '/bonuses' });
    expect((await routeData('/tr/welcome-bonus')).body.data.redirect.to).toBe('/tr/bonuses');
    expect((await routeData('/pl/welcome-bonus')).body.data.redirect.to).toBe(
      '/pl/display/first_deposit_bonus',
    );
  });

  test.each([
    ['', 'querystring.path'],
    ['no-slash', 'querystring.path'],
  ])('path=%p is a 400', async (path, field) => {
    const { status, body } = await call(api, 'GET', `/api/v1/route-data?path=${path}`);
    expect(status).toBe(400);
    expect(body.errors[0].field).toBe(field);
  });

  test('a missing path is a 400 and odd paths never a 500', async () => {
    expect((await call(api, 'GET', '/api/v1/route-data')).status).toBe(400);
    for (const path of ['/%E0%A4%A', '/' + 'a'.repeat(3000), '/\u0000', '/..%2F..%2Fetc', '/en/%']) {
      const { status } = await routeData(path);
      expect(status === 200 || status === 400).toBe(true);
    }
  });
});

describe('storing redirects', () => {
  test.each([
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['//evil.example/x'],
    ['ftp://files.example/x'],
    ['https://'],
    ['/relative/path'],
  ])('an external target %p is refused', (target) => {
    expect(() =>
      addRedirect(api.app.db, {
        from: '/x-' + Math.random().toString(36).slice(2),
        type: 'external',
        target,
      }),
    ).toThrow(/http or https/);
  });

  test('internal targets must be app paths without a locale prefix, and not the source itself', () => {
    expect(() =>
      addRedirect(api.app.db, { from: '/a1', type: 'internal', target: 'https://x.example' }),
    ).toThrow();
    expect(() => addRedirect(api.app.db, { from: '/a2', type: 'internal', target: '/en/bonuses' })).toThrow(
      /locale/,
    );
    expect(() => addRedirect(api.app.db, { from: '/a3', type: 'internal', target: '/a3' })).toThrow(/itself/);
  });

  test('the table itself refuses non-http(s) external targets, whoever inserts', () => {
    const insert = api.app.db.prepare(
      "INSERT INTO redirects (from_path, type, target, permanent, created_at) VALUES (?, 'external', ?, 1, '2026-01-01')",
    );
    expect(() => insert.run('/raw-1', 'javascript:alert(1)')).toThrow(/CHECK/);
    expect(() => insert.run('/raw-2', 'https://ok.example/')).not.toThrow();
  });

  test('the lookup uses the unique index on from_path', () => {
    const plan = api.app.db
      .prepare(
        'EXPLAIN QUERY PLAN SELECT type, target, permanent FROM redirects WHERE from_path IN (?, ?) ORDER BY length(from_path) DESC LIMIT 1',
      )
      .all('/a', '/b') as { detail: string }[];
    expect(plan.map((row) => row.detail).join(' ')).toMatch(/USING INDEX/);
  });

  test('normalisation', () => {
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/EN//Blog/')).toBe('/en/blog');
    expect(normalisePath('/a?b=/c#d')).toBe('/a');
    expect(normalisePath('/%E0%A4%A')).toBeNull();
  });
});
