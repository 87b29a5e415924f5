import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { releaseCli, releaseToken } from './support/release';
import { callApi } from './support/session';
import { appendToElement, prependToLoader } from './support/source-edit';
import { edgeUrl, repoRoot } from './support/stack';

/**
 * Issue 32, item 5: the content team ships a new fragment (its own component, the news from GET /news, strings in ten
 * languages) and the games team places it on the lobby, each in its own package, built for real from a copy of the
 * source (nothing in the repository is touched), published with its own publisher token and switched live: no host
 * build, no host change, no line in @casino/contract (both packages declare the fragment's props by declaration merging,
 * docs/pages.md "Another team's piece on your page"). A guest's lobby is rendered with it on the server and in the
 * browser, in two languages; rolling games back removes it. Switching the games version first is refused by the
 * release check `fragments`, which names the fragment content's live version does not expose.
 */
const FRAGMENT = 'content/news-teaser';
const LOBBY = 'games';

/** The fragment's strings, in every language of the product. */
const STRINGS: Record<string, { title: string; all: string }> = {
  en: { title: 'Casino news', all: 'All news' },
  ca: { title: 'Notícies del casino', all: 'Totes les notícies' },
  es: { title: 'Noticias del casino', all: 'Todas las noticias' },
  fr: { title: 'Actualités du casino', all: 'Toutes les actualités' },
  kk: { title: 'Казино жаңалықтары', all: 'Барлық жаңалықтар' },
  pl: { title: 'Wiadomości kasyna', all: 'Wszystkie wiadomości' },
  pt: { title: 'Notícias do casino', all: 'Todas as notícias' },
  ru: { title: 'Новости казино', all: 'Все новости' },
  tr: { title: 'Casino haberleri', all: 'Tüm haberler' },
  de: { title: 'Casino-Neuigkeiten', all: 'Alle Neuigkeiten' },
};

/** The fragment's props, declared in each package that names it (TypeScript declaration merging on the contract). */
const PROPS_DECLARATION = `import '@casino/contract/fragments';

declare module '@casino/contract/fragments' {
  interface FragmentProps {
    /** content: the latest news (GET /news), a heading and a link to all of them. */
    '${FRAGMENT}': { count: number };
  }
}
`;

/** content: the fragment's query, next to its endpoint. */
const API_SOURCE = `import { ENDPOINTS, type Locale } from '@casino/contract';
import { endpointQuery } from '@casino/shared';

export const newsTeaserQuery = (lang: Locale, count: number) => endpointQuery(ENDPOINTS['news.list'], { query: { lang, page: 1, perPage: count } });
`;

/** content: the exposed fragment, with the prefetch the placing page's loader runs (primeFragment). */
const FRAGMENT_SOURCE = `import { useQuery } from '@tanstack/react-query';
import { localePath, newsArticlePath, SECTION_PATHS, type FragmentModule } from '@casino/contract';
import type { FragmentProps } from '@casino/contract/fragments';
import { PageLink, prefetch as prefetchQueries, routeLocale, useParams, useTranslation } from '@casino/shared';
import '../../app/translations';
import { NAMESPACE } from '../../app/namespace';
import { newsTeaserQuery } from '../../features/news-teaser/api';

/** Fragment \`${FRAGMENT}\`: the latest news, for another team's page. */
export function Fragment({ count }: FragmentProps['${FRAGMENT}']) {
  const { t } = useTranslation(NAMESPACE);
  const locale = routeLocale(useParams());
  const news = useQuery(newsTeaserQuery(locale, count));
  return (
    <aside data-testid="news-teaser" aria-labelledby="news-teaser-title">
      <h2 id="news-teaser-title">{t('newsTeaser.title')}</h2>
      <ul>
        {(news.data?.items ?? []).map((item) => (
          <li key={item.id}>
            <PageLink to={newsArticlePath(locale, item.slug)}>{item.title}</PageLink>
          </li>
        ))}
      </ul>
      <PageLink to={localePath(locale, SECTION_PATHS.newsList)}>{t('newsTeaser.all')}</PageLink>
    </aside>
  );
}

export const prefetch: FragmentModule<'${FRAGMENT}'>['prefetch'] = ({ count }, { context, locale }) => prefetchQueries(context, newsTeaserQuery(locale, count));
`;

/** The content remote with the new fragment: its exposed module, its query, its strings, its \`exposes\` entry. */
function addTheFragment(app: string): void {
  fs.mkdirSync(path.join(app, 'src', 'features', 'news-teaser'), { recursive: true });
  fs.writeFileSync(path.join(app, 'src', 'features', 'news-teaser', 'api.ts'), API_SOURCE);
  fs.writeFileSync(path.join(app, 'src', 'exposes', 'fragments', 'news-teaser.tsx'), FRAGMENT_SOURCE);
  fs.writeFileSync(path.join(app, 'src', 'news-teaser-fragment.ts'), PROPS_DECLARATION);
  insertBefore(path.join(app, 'rspack.config.mjs'), "'./fragments/chat'", "'./fragments/news-teaser': './src/exposes/fragments/news-teaser.tsx', ");
  for (const [lang, strings] of Object.entries(STRINGS)) {
    const file = path.join(app, 'src', 'locales', `${lang}.json`);
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    json.newsTeaser = strings;
    fs.writeFileSync(file, JSON.stringify(json, null, 2));
  }
}

/**
 * The games remote placing it on the lobby: the slot as the last child of the lobby's root element (the one every
 * journey finds the lobby by, `data-testid="games-lobby"`), and the lobby's loader priming it. Both are found by the
 * code's structure (support/source-edit.ts), not by a line of the lobby's markup, which changes with the lobby.
 */
function placeTheFragment(app: string): void {
  fs.writeFileSync(path.join(app, 'src', 'news-teaser-fragment.ts'), PROPS_DECLARATION);
  appendToElement(path.join(app, 'src', 'features', 'lobby', 'LobbyPage.tsx'), 'games-lobby', `<FragmentSlot name="${FRAGMENT}" props={{ count: 3 }} />`);
  prependToLoader(
    path.join(app, 'src', 'exposes', 'routes.tsx'),
    'games-lobby',
    `await primeFragment('${FRAGMENT}', { count: 3 }, { context: args.context, locale: routeLocale(args.params) })`,
    [
      { name: 'primeFragment', from: '@casino/shared' },
      { name: 'routeLocale', from: '@casino/shared' },
    ],
  );
}

function insertBefore(file: string, marker: string, text: string): void {
  const source = fs.readFileSync(file, 'utf8');
  const at = source.indexOf(marker);
  expect(at, `${marker} in ${file}`).toBeGreaterThan(0);
  fs.writeFileSync(file, source.slice(0, at) + text + source.slice(at));
}

/** A production build of a copy of one remote's source, changed by `change`; returns its dist folder. */
function buildChangedCopy(work: string, remote: string, change: (app: string) => void): string {
  const app = path.join(work, `remote-${remote}`);
  const source = path.join(repoRoot, `remote-${remote}`);
  fs.cpSync(source, app, { recursive: true, filter: (file) => !/[\\/](node_modules|dist)$/.test(file) });
  fs.symlinkSync(path.join(source, 'node_modules'), path.join(app, 'node_modules'), 'dir');
  if (!fs.existsSync(path.join(work, 'tsconfig.base.json'))) fs.copyFileSync(path.join(repoRoot, 'tsconfig.base.json'), path.join(work, 'tsconfig.base.json'));
  change(app);
  execFileSync(path.join(app, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
    cwd: app,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return path.join(app, 'dist');
}

/** Each remote's own publisher token (a publisher may publish its remote only); the switches are a release manager's. */
const publishAs = (remote: string, dist: string, version: string) =>
  releaseCli(['publish', remote, '--dist', dist, '--version', version], { token: releaseToken(`publisher-${remote}`) });
const revision = () => String(releaseCli(['status']).revision);

test('a remote ships a new fragment alone: content exposes it, games places it, both switched live, gone after rolling games back', async ({ page, request }) => {
  test.setTimeout(900_000);
  const fragmentInHtml = `data-fragment="${FRAGMENT}"`;
  // Before: the lobby has no such fragment. (Not through `request`: its kept-alive connection would sit idle through
  // the builds below, which block this process, and be reused after the edge closed it: ECONNRESET.)
  expect(await (await fetch(`${edgeUrl}/en/${LOBBY}`)).text()).not.toContain(fragmentInHtml);
  const news = (await callApi('GET', '/news?lang=pl&page=1&perPage=3')).body.data.items as { title: string }[];
  expect(news.length).toBeGreaterThan(0);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fragment-alone-'));
  const stamp = Date.now().toString(36);
  const contentVersion = `9.4.0-news-teaser-${stamp}`;
  const gamesVersion = `9.4.0-places-news-teaser-${stamp}`;
  const switched: string[] = [];
  try {
    const gamesDist = buildChangedCopy(work, 'games', placeTheFragment);
    const contentDist = buildChangedCopy(work, 'content', addTheFragment);
    // What each build recorded: games places the fragment, content exposes it.
    const gamesManifest = JSON.parse(fs.readFileSync(path.join(gamesDist, 'mf-manifest.json'), 'utf8'));
    expect(gamesManifest.casinoFragments.places).toContain(FRAGMENT);
    const contentManifest = JSON.parse(fs.readFileSync(path.join(contentDist, 'mf-manifest.json'), 'utf8'));
    expect(contentManifest.exposes.map((expose: { path: string }) => expose.path)).toContain('./fragments/news-teaser');

    publishAs('games', gamesDist, gamesVersion);
    publishAs('content', contentDist, contentVersion);

    // games first: content's live version does not expose the fragment, and the check says which.
    const liveContent = releaseCli(['status']).remotes.content.live as string;
    let refusal = '';
    try {
      releaseCli(['switch', 'games', gamesVersion, '--reason', 'e2e: places a fragment not yet shipped', '--revision', revision()]);
    } catch (error) {
      refusal = `${(error as { stdout?: string }).stdout ?? ''}${(error as { stderr?: string }).stderr ?? ''}`;
    }
    expect(refusal).toContain(`places ${FRAGMENT}, which content ${liveContent} (live) does not expose`);
    expect(releaseCli(['status']).remotes.games.live).not.toBe(gamesVersion);

    // content ships the fragment, then games places it.
    releaseCli(['switch', 'content', contentVersion, '--reason', 'e2e: a new fragment', '--revision', revision()]);
    switched.push('content');
    releaseCli(['switch', 'games', gamesVersion, '--reason', 'e2e: places the new fragment', '--revision', revision()]);
    switched.push('games');

    // A guest's lobby is rendered on the server with the fragment whole, in the language of the path.
    for (const lang of ['en', 'pl'] as const) {
      const response = await request.get(`/${lang}/${LOBBY}`);
      expect(response.status()).toBe(200);
      expect(response.headers()['x-casino-render']).toBe('server');
      const html = await response.text();
      expect(html).toContain(fragmentInHtml);
      expect(html).toContain(`<h2 id="news-teaser-title">${STRINGS[lang]!.title}</h2>`);
      expect(html).toContain(STRINGS[lang]!.all);
    }
    expect(await (await request.get(`/pl/${LOBBY}`)).text()).toContain(news[0]!.title.replace(/&/g, '&amp;'));

    // In the browser: the server's lobby comes alive with it, and a lobby rendered in the browser shows it too.
    await page.goto(`/pl/${LOBBY}`);
    const teaser = page.getByTestId('news-teaser');
    await expect(teaser.getByRole('heading', { level: 2 })).toHaveText(STRINGS.pl!.title);
    await expect(teaser.getByRole('link', { name: news[0]!.title })).toBeVisible();
    await page.route(`**/de/${LOBBY}`, (route) => route.continue({ headers: { ...route.request().headers(), 'x-casino-render': 'browser' } }));
    const browserRendered = await page.goto(`/de/${LOBBY}`);
    expect(browserRendered?.headers()['x-casino-render']).toBeUndefined();
    await expect(teaser.getByRole('heading', { level: 2 })).toHaveText(STRINGS.de!.title);
    await expect(teaser.getByRole('link', { name: STRINGS.de!.all })).toBeVisible();
    await page.unrouteAll();
  } finally {
    for (const remote of switched.reverse()) {
      releaseCli(['rollback', remote, '--reason', `e2e: back before the fragment`, '--revision', revision()]);
    }
    fs.rmSync(work, { recursive: true, force: true });
  }

  // Rolled back (games first): the lobby no longer places it, on the server and in the browser.
  expect(await (await request.get(`/en/${LOBBY}`)).text()).not.toContain(fragmentInHtml);
  await page.goto(`/pl/${LOBBY}`);
  await expect(page.getByTestId('games-lobby')).toBeVisible();
  await expect(page.getByTestId('news-teaser')).toHaveCount(0);
});
