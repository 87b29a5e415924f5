import { LOCALES } from '@casino/contract/schemas';
import { call, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api.close());

describe('news', () => {
  test('paged list, newest first, translated in every language', async () => {
    const en = (await call(api, 'GET', '/api/v1/news?lang=en&perPage=100')).body.data;
    expect(en.total).toBeGreaterThanOrEqual(10);
    const dates = en.items.map((n: { publishedAt: string }) => n.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const lang of LOCALES.filter((l) => l !== 'en')) {
      const items = (await call(api, 'GET', `/api/v1/news?lang=${lang}&perPage=100`)).body.data.items;
      items.forEach((item: { title: string; summary: string }, i: number) => {
        expect(item.title).not.toBe(en.items[i].title);
        expect(item.summary).not.toBe(en.items[i].summary);
      });
    }
    const page2 = (await call(api, 'GET', '/api/v1/news?lang=en&perPage=3&page=2')).body.data;
    expect(page2.items.map((n: { id: number }) => n.id)).toEqual(
      en.items.slice(3, 6).map((n: { id: number }) => n.id),
    );
  });

  test('one item by id or slug, body in en and ru, fallback flagged elsewhere', async () => {
    const list = (await call(api, 'GET', '/api/v1/news?lang=en')).body.data.items;
    const { id, slug } = list[0];
    const en = (await call(api, 'GET', `/api/v1/news/${id}?lang=en`)).body.data;
    const ru = (await call(api, 'GET', `/api/v1/news/${slug}?lang=ru`)).body.data;
    const tr = (await call(api, 'GET', `/api/v1/news/${slug}?lang=tr`)).body.data;
    expect(en).toMatchObject({ id, slug, bodyLang: 'en', bodyIsFallback: false });
    expect(ru).toMatchObject({ id, bodyLang: 'ru', bodyIsFallback: false });
    expect(ru.body).toMatch(/[а-яё]/i);
    expect(tr).toMatchObject({ bodyLang: 'en', bodyIsFallback: true, body: en.body });
    expect(tr.title).not.toBe(en.title);
    expect((await fetch(api.url + en.image)).status).toBe(200);
  });

  test('unknown id 404, bad lang 400', async () => {
    expect((await call(api, 'GET', '/api/v1/news/424242')).status).toBe(404);
    expect((await call(api, 'GET', '/api/v1/news?lang=english')).status).toBe(400);
    expect((await call(api, 'GET', '/api/v1/news/1?lang=english')).status).toBe(400);
  });
});
