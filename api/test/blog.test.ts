import { LOCALES } from '@casino/contract/schemas';
import { bodyProblems } from '../src/modules/content/body-rules';
import { call, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api.close());

describe('blog', () => {
  test('articles are paged, newest first, with author and tags', async () => {
    const first = (await call(api, 'GET', '/api/v1/blog/articles?lang=en&perPage=5')).body.data;
    const second = (await call(api, 'GET', '/api/v1/blog/articles?lang=en&perPage=5&page=2')).body.data;
    expect(first).toMatchObject({ page: 1, perPage: 5 });
    expect(first.total).toBeGreaterThanOrEqual(12);
    expect(first.items).toHaveLength(5);
    const ids = [...first.items, ...second.items].map((a: { id: number }) => a.id);
    expect(new Set(ids).size).toBe(10);
    const dates = [...first.items, ...second.items].map((a: { publishedAt: string }) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.items[0]).toMatchObject({
      author: { id: expect.any(Number), name: expect.any(String) },
      tags: expect.any(Array),
    });
    expect(first.items[0].tags.length).toBeGreaterThan(0);
    const beyond = (await call(api, 'GET', '/api/v1/blog/articles?lang=en&page=99')).body.data;
    expect(beyond.items).toEqual([]);
  });

  test('every article is translated in all ten languages, with bodies in en and ru', async () => {
    const en = (await call(api, 'GET', '/api/v1/blog/articles?lang=en&perPage=100')).body.data.items;
    for (const lang of LOCALES.filter((l) => l !== 'en')) {
      const items = (await call(api, 'GET', `/api/v1/blog/articles?lang=${lang}&perPage=100`)).body.data
        .items;
      items.forEach((article: { title: string; summary: string; lang: string }, i: number) => {
        expect(article.lang).toBe(lang);
        expect(article.title).not.toBe(en[i].title);
        expect(article.summary).not.toBe(en[i].summary);
      });
    }
    for (const article of en) {
      const full = {
        en: (await call(api, 'GET', `/api/v1/blog/articles/${article.id}?lang=en`)).body.data,
        ru: (await call(api, 'GET', `/api/v1/blog/articles/${article.slug}?lang=ru`)).body.data,
        fr: (await call(api, 'GET', `/api/v1/blog/articles/${article.slug}?lang=fr`)).body.data,
      };
      expect(full.en).toMatchObject({
        id: article.id,
        bodyLang: 'en',
        bodyIsFallback: false,
        bodyFormat: 'html',
      });
      expect(full.ru).toMatchObject({ id: article.id, bodyLang: 'ru', bodyIsFallback: false });
      expect(full.ru.body).not.toBe(full.en.body);
      expect(full.fr).toMatchObject({ bodyLang: 'en', bodyIsFallback: true, body: full.en.body });
      for (const body of [full.en.body, full.ru.body]) expect(bodyProblems(body)).toEqual([]);
    }
  });

  test('authors with translated roles, and their articles', async () => {
    const authors = (await call(api, 'GET', '/api/v1/blog/authors?lang=es')).body.data.items;
    expect(authors).toHaveLength(3);
    const marco = authors.find((a: { slug: string }) => a.slug === 'marco-rossi');
    expect(marco).toMatchObject({ name: 'Marco Rossi', role: 'Experto en juegos de mesa', articleCount: 4 });
    expect((await fetch(api.url + marco.avatar)).headers.get('content-type')).toContain('image/svg+xml');
    for (const key of [marco.id, marco.slug]) {
      const { status, body } = await call(api, 'GET', `/api/v1/blog/authors/${key}/articles?lang=es`);
      expect(status).toBe(200);
      expect(body.data.author.slug).toBe('marco-rossi');
      expect(body.data.articles.total).toBe(4);
      for (const article of body.data.articles.items) expect(article.author.slug).toBe('marco-rossi');
    }
    expect((await call(api, 'GET', '/api/v1/blog/authors/nobody/articles')).status).toBe(404);
  });

  test('tags with counts, and the articles of a tag', async () => {
    const tags = (await call(api, 'GET', '/api/v1/blog/tags?lang=ru')).body.data.items;
    expect(tags.length).toBeGreaterThanOrEqual(6);
    const slots = tags.find((t: { slug: string }) => t.slug === 'slots');
    expect(slots.name).toBe('Слоты');
    const { body } = await call(api, 'GET', '/api/v1/blog/tags/slots/articles?lang=ru&perPage=2');
    expect(body.data.tag).toMatchObject({ slug: 'slots', articleCount: slots.articleCount });
    expect(body.data.articles.total).toBe(slots.articleCount);
    expect(body.data.articles.items).toHaveLength(2);
    for (const article of body.data.articles.items)
      expect(article.tags.map((t: { slug: string }) => t.slug)).toContain('slots');
    expect((await call(api, 'GET', '/api/v1/blog/tags/nothing/articles')).status).toBe(404);
  });

  test('unknown article 404, bad lang and paging 400', async () => {
    expect((await call(api, 'GET', '/api/v1/blog/articles/999999?lang=en')).status).toBe(404);
    expect((await call(api, 'GET', '/api/v1/blog/articles/no-such-article')).status).toBe(404);
    for (const query of ['lang=xx', 'page=0', 'perPage=1000', 'page=abc', 'perPage=-1']) {
      const { status, body } = await call(api, 'GET', `/api/v1/blog/articles?${query}`);
      expect(status).toBe(400);
      expect(body.errors[0].field).toMatch(/^querystring\./);
    }
    expect((await call(api, 'GET', '/api/v1/blog/articles/99999999999999999999')).status).toBe(404);
  });
});
