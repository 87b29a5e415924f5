import { DISPLAY_PAGE_SLUGS, LOCALES } from '@casino/contract/schemas';
import { bodyProblems } from '../src/modules/content/body-rules';
import { call, startTestApi, type TestApi } from './harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => api.close());

const nonEnglish = LOCALES.filter((lang) => lang !== 'en');

describe('display pages', () => {
  test.each([...DISPLAY_PAGE_SLUGS])(
    '%s exists in all ten languages, translated, body included',
    async (slug) => {
      const en = await call(api, 'GET', `/api/v1/pages/${slug}?lang=en`);
      expect(en.status).toBe(200);
      expect(en.body.data).toMatchObject({
        slug,
        lang: 'en',
        bodyFormat: 'html',
        bodyLang: 'en',
        bodyIsFallback: false,
      });
      expect(en.body.data.body.length).toBeGreaterThan(200);
      for (const lang of nonEnglish) {
        const page = (await call(api, 'GET', `/api/v1/pages/${slug}?lang=${lang}`)).body.data;
        expect(page.lang).toBe(lang);
        expect(page.title).not.toBe(en.body.data.title);
        expect(page.summary).not.toBe(en.body.data.summary);
        expect(page).toMatchObject({ bodyLang: lang, bodyIsFallback: false });
        expect(page.body).not.toBe(en.body.data.body);
        if (lang === 'ru' || lang === 'kk') expect(page.body).toMatch(/[а-яё]/i);
        expect(bodyProblems(page.body)).toEqual([]);
      }
    },
  );

  test('the list names every display page of SPEC.md section 2, in the requested language', async () => {
    const { status, body } = await call(api, 'GET', '/api/v1/pages?lang=pl');
    expect(status).toBe(200);
    expect(body.data.items.map((p: { slug: string }) => p.slug).sort()).toEqual(
      [...DISPLAY_PAGE_SLUGS].sort(),
    );
    expect(body.data.items.find((p: { slug: string }) => p.slug === 'privacypolicy').title).toBe(
      'Polityka prywatności',
    );
  });

  test('ru is the default language', async () => {
    const { body } = await call(api, 'GET', '/api/v1/pages/aboutus');
    expect(body.data).toMatchObject({ lang: 'ru', title: 'О нас', bodyLang: 'ru' });
  });

  test('an unknown slug is a 404 with the documented body', async () => {
    const { status, body } = await call(api, 'GET', '/api/v1/pages/no-such-page?lang=en');
    expect(status).toBe(404);
    expect(body).toEqual({
      status: 'error',
      errors: [{ field: 'slug', code: 'not_found', message: expect.stringContaining('no-such-page') }],
    });
  });

  test.each(['xx', 'EN', 'ua', ''])('lang=%s is a 400 naming the field', async (lang) => {
    const { status, body } = await call(api, 'GET', `/api/v1/pages/terms?lang=${lang}`);
    expect(status).toBe(400);
    expect(body.status).toBe('error');
    expect(body.errors[0].field).toBe('querystring.lang');
  });
});

describe('slider, promo, menu, chat, footer', () => {
  test('banners are translated and their images are SVG served by the API', async () => {
    const en = (await call(api, 'GET', '/api/v1/banners-for-slider?lang=en')).body.data.items;
    const es = (await call(api, 'GET', '/api/v1/banners-for-slider?lang=es')).body.data.items;
    expect(en.length).toBeGreaterThanOrEqual(4);
    expect(es.map((b: { id: number }) => b.id)).toEqual(en.map((b: { id: number }) => b.id));
    es.forEach((banner: { title: string; subtitle: string; buttonLabel: string }, i: number) => {
      expect(banner.title).not.toBe(en[i].title);
      expect(banner.subtitle).not.toBe(en[i].subtitle);
      expect(banner.buttonLabel).not.toBe(en[i].buttonLabel);
    });
    const image = await fetch(api.url + en[0].image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg /);
  });

  test('promos are translated, with a path and an image', async () => {
    const de = (await call(api, 'GET', '/api/v1/promo?lang=de')).body.data.items;
    expect(de.length).toBeGreaterThanOrEqual(4);
    expect(de[0]).toMatchObject({
      id: 'welcome',
      title: 'Willkommenspaket',
      path: '/display/first_deposit_bonus',
    });
    expect((await fetch(api.url + de[0].image)).status).toBe(200);
  });

  test('the menu lists the product sections with routes of SPEC.md section 2, and footer groups of display pages', async () => {
    const { body } = await call(api, 'GET', '/api/v1/menu?lang=tr');
    const paths = body.data.main.map((item: { path: string }) => item.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/games',
        '/tournaments/list',
        '/races/list',
        '/bonuses',
        '/points',
        '/blog',
        '/news/list',
        '/bonus/code',
      ]),
    );
    expect(paths).toContain('/help');
    expect(body.data.main.find((item: { id: string }) => item.id === 'tournaments').label).toBe('Turnuvalar');
    const footerLinks = body.data.footer.flatMap((group: { items: { path: string }[] }) =>
      group.items.map((i) => i.path),
    );
    expect(footerLinks).toContain('/display/terms');
    expect(body.data.footer[0].title).toBe('Şirket');
  });

  test('every help link in the menu and every internal banner/promo path points at something that exists', async () => {
    const menu = (await call(api, 'GET', '/api/v1/menu?lang=en')).body.data;
    // The menu's Help opens the help index (every topic, grouped), which needs topics to show.
    expect(menu.main.find((item: { id: string }) => item.id === 'help').path).toBe('/help');
    expect((await call(api, 'GET', '/api/v1/help?lang=en')).body.data.categories.length).toBeGreaterThan(1);
    const displayLinks = [
      ...(await call(api, 'GET', '/api/v1/banners-for-slider?lang=en')).body.data.items,
      ...(await call(api, 'GET', '/api/v1/promo?lang=en')).body.data.items,
      ...menu.footer.flatMap((group: { items: unknown[] }) => group.items),
    ]
      .map((item: { path: string }) => /^\/display\/(.+)$/.exec(item.path)?.[1])
      .filter(Boolean);
    expect(displayLinks.length).toBeGreaterThan(10);
    for (const slug of displayLinks)
      expect((await call(api, 'GET', `/api/v1/pages/${slug}?lang=en`)).status).toBe(200);
  });

  test('chat answers with operator hours, translated messages and channels, and no outside service', async () => {
    const { body } = await call(api, 'GET', '/api/v1/chat?lang=kk');
    expect(body.data).toMatchObject({ enabled: true, opensAt: '08:00', closesAt: '23:00', timeZone: 'UTC' });
    expect(typeof body.data.online).toBe('boolean');
    expect(body.data.greeting).toMatch(/[а-яәғқңөұүһі]/i);
    expect(body.data.offlineMessage).not.toBe(
      (await call(api, 'GET', '/api/v1/chat?lang=en')).body.data.offlineMessage,
    );
    for (const channel of body.data.channels) expect(channel.href).toMatch(/^(mailto:|tel:|https:\/\/)/);
  });

  test('footer icons: payments, licences, 18+ and responsible-gaming partners, each an SVG of this API', async () => {
    const { body } = await call(api, 'GET', '/api/v1/footer-icons?lang=fr');
    expect(body.data.payments.length).toBeGreaterThanOrEqual(4);
    expect(body.data.licences.length).toBeGreaterThanOrEqual(1);
    expect(body.data.responsibleGaming.length).toBeGreaterThanOrEqual(2);
    expect(body.data.ageRestriction.name).toBe('Réservé aux adultes : 18+');
    const icons = [
      ...body.data.payments,
      ...body.data.licences,
      body.data.ageRestriction,
      ...body.data.responsibleGaming,
    ];
    for (const icon of icons) {
      expect(icon.image).toMatch(/^\/api\/v1\/footer-icons\/[a-z0-9-]+\.svg$/);
      const response = await fetch(api.url + icon.image);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
    }
    expect((await call(api, 'GET', '/api/v1/footer-icons/nope.svg')).status).toBe(404);
    expect((await call(api, 'GET', '/api/v1/footer-icons/..%2Fsecret')).status).toBe(400);
  });

  test('generated images: unknown names are a 404, not a crash', async () => {
    expect((await call(api, 'GET', '/api/v1/content/images/banner-1.svg')).status).toBe(200);
    expect((await call(api, 'GET', '/api/v1/content/images/evil.svg')).status).toBe(404);
    const tooLong = await call(api, 'GET', `/api/v1/content/images/${'a'.repeat(200)}`);
    expect([400, 414]).toContain(tooLong.status);
    expect(tooLong.body.status).toBe('error');
  });
});

describe('countries', () => {
  test('ISO codes with names in the requested language, sorted by that name', async () => {
    const de = (await call(api, 'GET', '/api/v1/countries?lang=de')).body.data.items;
    const kk = (await call(api, 'GET', '/api/v1/countries?lang=kk')).body.data.items;
    const en = (await call(api, 'GET', '/api/v1/countries?lang=en')).body.data.items;
    expect(de).toHaveLength(249);
    const name = (list: { code: string; name: string }[], code: string) =>
      list.find((c) => c.code === code)?.name;
    expect(name(de, 'DE')).toBe('Deutschland');
    expect(name(en, 'DE')).toBe('Germany');
    expect(name(kk, 'KZ')).toBe('Қазақстан');
    expect(name((await call(api, 'GET', '/api/v1/countries?lang=es')).body.data.items, 'DE')).toBe(
      'Alemania',
    );
    const collator = new Intl.Collator('de');
    for (let i = 1; i < de.length; i++)
      expect(collator.compare(de[i - 1].name, de[i].name)).toBeLessThanOrEqual(0);
    expect((await call(api, 'GET', '/api/v1/countries?lang=zz')).status).toBe(400);
  });
});

describe('bad input never produces a 500', () => {
  const urls = [
    '/api/v1/pages/%E0%A4%A',
    '/api/v1/pages/' + 'x'.repeat(500),
    '/api/v1/pages?lang=en&lang=ru',
    '/api/v1/banners-for-slider?lang=%00',
    '/api/v1/menu?lang=<script>',
    '/api/v1/promo?lang=' + 'e'.repeat(5000),
    '/api/v1/chat?lang=ru;drop',
    '/api/v1/footer-icons?lang=123',
    '/api/v1/countries?lang=true',
    '/api/v1/content/images/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  ];
  test.each(urls)('%s', async (url) => {
    const { status, body } = await call(api, 'GET', url);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.status).toBe('error');
  });
});
