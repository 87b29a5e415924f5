import { LOCALES } from '@casino/contract/schemas';
import { call, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api.close());

describe('help', () => {
  test('articles grouped by category, translated in every language', async () => {
    const en = (await call(api, 'GET', '/api/v1/help?lang=en')).body.data.categories;
    const articlesEn = en.flatMap((c: { articles: unknown[] }) => c.articles);
    expect(articlesEn.length).toBeGreaterThanOrEqual(10);
    expect(en.map((c: { id: string }) => c.id)).toEqual([
      'account',
      'security',
      'payments',
      'bonuses',
      'games',
    ]);
    for (const lang of LOCALES.filter((l) => l !== 'en')) {
      const categories = (await call(api, 'GET', `/api/v1/help?lang=${lang}`)).body.data.categories;
      const articles = categories.flatMap((c: { articles: unknown[] }) => c.articles);
      articles.forEach((article: { title: string; summary: string; lang: string }, i: number) => {
        expect(article.lang).toBe(lang);
        expect(article.title).not.toBe(articlesEn[i].title);
        expect(article.summary).not.toBe(articlesEn[i].summary);
      });
    }
  });

  test('one article by slug or id, with its category title and bodies in en and ru', async () => {
    const en = (await call(api, 'GET', '/api/v1/help/how-to-register?lang=en')).body.data;
    expect(en).toMatchObject({
      slug: 'how-to-register',
      category: 'account',
      categoryTitle: 'Account',
      bodyIsFallback: false,
    });
    const ru = (await call(api, 'GET', `/api/v1/help/${en.id}?lang=ru`)).body.data;
    expect(ru).toMatchObject({
      slug: 'how-to-register',
      categoryTitle: 'Аккаунт',
      bodyLang: 'ru',
      bodyIsFallback: false,
    });
    const ca = (await call(api, 'GET', '/api/v1/help/how-to-register?lang=ca')).body.data;
    expect(ca).toMatchObject({ title: 'Com puc crear un compte?', bodyLang: 'en', bodyIsFallback: true });
  });

  test('unknown article 404, bad lang 400', async () => {
    expect((await call(api, 'GET', '/api/v1/help/nothing-here')).status).toBe(404);
    expect((await call(api, 'GET', '/api/v1/help?lang=ua')).status).toBe(400);
  });
});
