import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { releaseCli } from './support/release';
import { registerPlayer, useSessionInBrowser } from './support/session';
import { prependToCallLiteral } from './support/source-edit';
import { repoRoot } from './support/stack';

/**
 * Issue 32, items 2 and 5: the promotions team adds a page (its route, a loader, strings in ten languages) in its own
 * package only, builds, publishes and switches the version live: no host build, no host change. The page is a 200
 * rendered on the server for a guest and renders in the browser, in two languages; rolling back makes it a 404
 * again. A real production build of the remote's source, changed in a copy: nothing in the repository is touched.
 * The page reads a new endpoint the reference API serves (GET /tournaments/calendar) through a definition of its own
 * (defineEndpoint in the page's api file), which the live host was never built with.
 * A second page of the same version is a player's own (issue 32's last items): declared `access: 'player-only'` with a
 * `playerArea` place, it sends a guest away by the host's access guard (SPEC.md section 6: to the home page) and is a
 * link of a signed-in player's player-area navigation, labelled in the page's language, until the rollback.
 */
const REMOTE = 'promotions';
const PATH = 'bonuses/spring';
const MINE = 'bonuses/spring/mine';

/** The player's page's strings: its navigation label, its title, its heading. */
const MINE_STRINGS: Record<string, { nav: string; title: string; meta: string }> = {
  en: { nav: 'My spring offers', title: 'Your spring offers', meta: 'The spring offers you can take part in.' },
  ca: { nav: 'Les meves ofertes de primavera', title: 'Les teves ofertes de primavera', meta: 'Les ofertes de primavera en què pots participar.' },
  es: { nav: 'Mis ofertas de primavera', title: 'Tus ofertas de primavera', meta: 'Las ofertas de primavera en las que puedes participar.' },
  fr: { nav: 'Mes offres de printemps', title: 'Vos offres de printemps', meta: 'Les offres de printemps auxquelles vous pouvez participer.' },
  kk: { nav: 'Менің көктемгі ұсыныстарым', title: 'Сіздің көктемгі ұсыныстарыңыз', meta: 'Сіз қатыса алатын көктемгі ұсыныстар.' },
  pl: { nav: 'Moje wiosenne oferty', title: 'Twoje wiosenne oferty', meta: 'Wiosenne oferty, w których możesz wziąć udział.' },
  pt: { nav: 'As minhas ofertas de primavera', title: 'As suas ofertas de primavera', meta: 'As ofertas de primavera em que pode participar.' },
  ru: { nav: 'Мои весенние предложения', title: 'Ваши весенние предложения', meta: 'Весенние предложения, в которых вы можете участвовать.' },
  tr: { nav: 'Bahar tekliflerim', title: 'Bahar teklifleriniz', meta: 'Katılabileceğiniz bahar teklifleri.' },
  de: { nav: 'Meine Frühlingsangebote', title: 'Ihre Frühlingsangebote', meta: 'Die Frühlingsangebote, an denen Sie teilnehmen können.' },
};

/** The page's strings, in every language of the product. */
const STRINGS: Record<string, { title: string; intro: string; meta: string; from: string }> = {
  en: { title: 'Spring festival', intro: 'Our spring offers, all in one place.', meta: 'The spring festival: every spring offer of the casino.', from: 'from {{date}}' },
  ca: { title: 'Festival de primavera', intro: 'Les nostres ofertes de primavera, totes en un sol lloc.', meta: 'El festival de primavera: totes les ofertes de primavera del casino.', from: 'des del {{date}}' },
  es: { title: 'Festival de primavera', intro: 'Nuestras ofertas de primavera, todas en un solo lugar.', meta: 'El festival de primavera: todas las ofertas de primavera del casino.', from: 'desde el {{date}}' },
  fr: { title: 'Festival du printemps', intro: 'Nos offres de printemps, toutes au même endroit.', meta: 'Le festival du printemps : toutes les offres de printemps du casino.', from: 'à partir du {{date}}' },
  kk: { title: 'Көктем фестивалі', intro: 'Біздің көктемгі ұсыныстарымыз бір жерде.', meta: 'Көктем фестивалі: казиноның барлық көктемгі ұсыныстары.', from: '{{date}} бастап' },
  pl: { title: 'Wiosenny festiwal', intro: 'Nasze wiosenne oferty w jednym miejscu.', meta: 'Wiosenny festiwal: wszystkie wiosenne oferty kasyna.', from: 'od {{date}}' },
  pt: { title: 'Festival da primavera', intro: 'As nossas ofertas de primavera, todas num só lugar.', meta: 'O festival da primavera: todas as ofertas de primavera do casino.', from: 'a partir de {{date}}' },
  ru: { title: 'Весенний фестиваль', intro: 'Все наши весенние предложения в одном месте.', meta: 'Весенний фестиваль: все весенние предложения казино.', from: 'с {{date}}' },
  tr: { title: 'Bahar festivali', intro: 'Bahar tekliflerimizin hepsi tek bir yerde.', meta: 'Bahar festivali: casinonun tüm bahar teklifleri.', from: '{{date}} tarihinden itibaren' },
  de: { title: 'Frühlingsfest', intro: 'Unsere Frühlingsangebote an einem Ort.', meta: 'Das Frühlingsfest: alle Frühlingsangebote des Casinos.', from: 'ab dem {{date}}' },
};

const PAGE_SOURCE = `import { useQuery } from '@tanstack/react-query';
import { routeLocale, useFormat, useParams, useTranslation } from '@casino/shared';
import { NAMESPACE } from '../../app/namespace';
import { calendarQuery } from './spring-api';

export function SpringPage() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const calendar = useQuery(calendarQuery(routeLocale(useParams())));
  return (
    <section data-testid="spring-page">
      <h1>{t('spring.title')}</h1>
      <p>{t('spring.intro')}</p>
      <ul>
        {(calendar.data?.items ?? []).map((item) => (
          <li key={item.id}>
            {item.title}: {t('spring.from', { date: format.date(item.startsAt, 'date') })}
          </li>
        ))}
      </ul>
    </section>
  );
}
`;

/**
 * The page's api file: an endpoint the API serves (GET /tournaments/calendar) defined in the promotions package itself
 * with defineEndpoint, a definition the live host was never built with; the call carries it from this bundle.
 */
const API_SOURCE = `import { defineEndpoint, type Locale } from '@casino/contract';
import { endpointQuery } from '@casino/shared';

interface SpringCalendar {
  items: { id: number; title: string; startsAt: string; endsAt: string }[];
}
const springCalendar = defineEndpoint<SpringCalendar, { query: { lang: Locale } }>({ name: 'spring.calendar', method: 'GET', path: '/tournaments/calendar' });
export const calendarQuery = (lang: Locale) => endpointQuery(springCalendar, { query: { lang } });
`;

/** The player's page: the same calendar, under the player's own heading. */
const MINE_SOURCE = `import { routeLocale, useParams, useTranslation } from '@casino/shared';
import { useQuery } from '@tanstack/react-query';
import { NAMESPACE } from '../../app/namespace';
import { calendarQuery } from './spring-api';

export function SpringMinePage() {
  const { t } = useTranslation(NAMESPACE);
  const calendar = useQuery(calendarQuery(routeLocale(useParams())));
  return (
    <section data-testid="spring-mine-page">
      <h1>{t('springMine.title')}</h1>
      <p>{calendar.data?.items.length ?? 0}</p>
    </section>
  );
}
`;

/** The pages' code, given to their declared ids (src/exposes/routes.tsx makes the routes from the manifest). */
const ROUTE_SOURCE = `'bonuses-spring-mine': {
        loader: async ({ context, params }) => prefetchForPlayer(context, (await import('../features/spring/spring-api')).calendarQuery(routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/spring/SpringMinePage')).SpringMinePage }),
      },
      'bonuses-spring': {
        loader: async ({ context, params }) => prefetch(context, (await import('../features/spring/spring-api')).calendarQuery(routeLocale(params))),
        lazy: async () => ({ Component: (await import('../features/spring/SpringPage')).SpringPage }),
      },
      `;

/**
 * The pages, declared once: path, layout, access rule and title keys (src/route-manifest.ts); the player's page also
 * its place in the player area's navigation, labelled from this remote's strings.
 */
const DECLARATION_SOURCE = `{ id: 'bonuses-spring-mine', pattern: '${MINE}', layout: 'dashboard', access: 'player-only', playerArea: { order: 9, labelKey: 'nav.springMine' }, ...meta('springMine') },
  { id: 'bonuses-spring', pattern: '${PATH}', layout: 'default', access: 'public', ...meta('spring') },
  `;

/** The promotions remote with the new page: its route, its declaration in the route manifest, its page, its strings. */
function addThePage(app: string): void {
  // Found by the code's structure (support/source-edit.ts), not before another page's line, which changes with it.
  prependToCallLiteral(path.join(app, 'src', 'exposes', 'routes.tsx'), 'pageRoutes', ROUTE_SOURCE);
  prependToCallLiteral(path.join(app, 'src', 'route-manifest.ts'), 'defineRouteManifest', DECLARATION_SOURCE);
  fs.mkdirSync(path.join(app, 'src', 'features', 'spring'), { recursive: true });
  fs.writeFileSync(path.join(app, 'src', 'features', 'spring', 'SpringPage.tsx'), PAGE_SOURCE);
  fs.writeFileSync(path.join(app, 'src', 'features', 'spring', 'spring-api.ts'), API_SOURCE);
  fs.writeFileSync(path.join(app, 'src', 'features', 'spring', 'SpringMinePage.tsx'), MINE_SOURCE);
  for (const [lang, strings] of Object.entries(STRINGS)) {
    const file = path.join(app, 'src', 'locales', `${lang}.json`);
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    json.pages.spring = strings.title;
    json.meta.spring = strings.meta;
    json.spring = { title: strings.title, intro: strings.intro, from: strings.from };
    const mine = MINE_STRINGS[lang]!;
    json.pages.springMine = mine.title;
    json.meta.springMine = mine.meta;
    json.springMine = { title: mine.title };
    json.nav = { ...json.nav, springMine: mine.nav };
    fs.writeFileSync(file, JSON.stringify(json, null, 2));
  }
}

test('a remote ships a new page alone: published, switched live, rendered in two languages, gone after rollback', async ({ page, request }) => {
  test.setTimeout(900_000);
  // Before: the live version has no such page.
  expect((await request.get(`/en/${PATH}`)).status()).toBe(404);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'promotions-page-'));
  const version = `9.3.0-new-page-${Date.now().toString(36)}`;
  let switched = false;
  try {
    const app = path.join(work, 'remote-promotions');
    const source = path.join(repoRoot, 'remote-promotions');
    fs.cpSync(source, app, { recursive: true, filter: (file) => !/[\\/](node_modules|dist)$/.test(file) });
    fs.symlinkSync(path.join(source, 'node_modules'), path.join(app, 'node_modules'), 'dir');
    fs.copyFileSync(path.join(repoRoot, 'tsconfig.base.json'), path.join(work, 'tsconfig.base.json'));
    addThePage(app);
    execFileSync(path.join(app, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
      cwd: app,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const manifest = JSON.parse(fs.readFileSync(path.join(app, 'dist', 'route-manifest.json'), 'utf8')) as { routes: { pattern: string }[] };
    expect(manifest.routes.map((route) => route.pattern)).toEqual(expect.arrayContaining([PATH, MINE]));

    releaseCli(['publish', REMOTE, '--dist', path.join(app, 'dist'), '--version', version]);
    releaseCli(['switch', REMOTE, version, '--reason', 'e2e: a new page', '--revision', String(releaseCli(['status']).revision)]);
    switched = true;

    // A guest's first load is rendered on the server, in the language of the path, with the page's title.
    for (const lang of ['en', 'pl'] as const) {
      const response = await request.get(`/${lang}/${PATH}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['x-casino-render']).toBe('server');
      const html = await response.text();
      expect(html).toContain(`<h1>${STRINGS[lang]!.title}</h1>`);
      expect(html).toContain(STRINGS[lang]!.intro);
    }

    // In the browser: the server's page comes alive, and a page asked to render in the browser renders there.
    await page.goto(`/pl/${PATH}`);
    await expect(page.getByTestId('spring-page').getByRole('heading', { level: 1 })).toHaveText(STRINGS.pl!.title);
    await expect(page).toHaveTitle(new RegExp(STRINGS.pl!.title));
    // Only the document asks for the browser render (a header on every request would make the CDN's requests preflight).
    await page.route(`**/de/${PATH}`, (route) => route.continue({ headers: { ...route.request().headers(), 'x-casino-render': 'browser' } }));
    const browserRendered = await page.goto(`/de/${PATH}`);
    expect(browserRendered?.headers()['x-casino-render']).toBeUndefined();
    await expect(page.getByTestId('spring-page').getByRole('heading', { level: 1 })).toHaveText(STRINGS.de!.title);
    await expect(page.getByTestId('spring-page').getByText(STRINGS.de!.intro)).toBeVisible();
    await expect(page.getByTestId('spring-page').getByRole('listitem').first()).toBeVisible();
    // The sitemap of the live versions lists it (not the player's page).
    const sitemap = await (await request.get('/sitemap-en.xml')).text();
    expect(sitemap).toContain(`/en/${PATH}<`);
    expect(sitemap).not.toContain(`/en/${MINE}<`);

    // The player's page: a guest is sent away by the access guard the manifest names (SPEC.md section 6: home) ...
    await page.unrouteAll();
    await page.goto(`/en/${MINE}`);
    await expect(page).toHaveURL(/\/en\/?$/);
    await expect(page.getByTestId('spring-mine-page')).toHaveCount(0);
    // ... and a signed-in player finds it in the player area's navigation, labelled in the page's language.
    await useSessionInBrowser(page, (await registerPlayer()).token);
    for (const lang of ['pl', 'en'] as const) {
      await page.goto(`/${lang}/player/balance`);
      const link = page.getByTestId('dashboard-nav').getByRole('link', { name: MINE_STRINGS[lang]!.nav });
      await expect(link).toHaveAttribute('href', `/${lang}/${MINE}`);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/${MINE}$`));
      await expect(page.getByTestId('spring-mine-page').getByRole('heading', { level: 1 })).toHaveText(MINE_STRINGS[lang]!.title);
      await expect(page.getByTestId('dashboard-nav')).toBeVisible();
    }
  } finally {
    if (switched) releaseCli(['rollback', REMOTE, '--reason', 'e2e: back without the page', '--revision', String(releaseCli(['status']).revision)]);
    fs.rmSync(work, { recursive: true, force: true });
  }

  // Rolled back: the path is Page Not Found again, for the edge and in the browser.
  expect((await request.get(`/en/${PATH}`)).status()).toBe(404);
  await page.unrouteAll();
  const gone = await page.goto(`/pl/${PATH}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByTestId('spring-page')).toHaveCount(0);
  // The player's navigation no longer links to the player's page.
  await page.goto('/pl/player/balance');
  await expect(page.getByTestId('dashboard-nav').getByRole('link', { name: MINE_STRINGS.pl!.nav })).toHaveCount(0);
  await expect(page.getByTestId('dashboard-nav').getByRole('link').first()).toBeVisible();
});
