import fs from 'node:fs';
import path from 'node:path';
import type { RouteEntry } from '@casino/contract';
import { callApi } from './session';
import { repoRoot } from './stack';

/**
 * Every page the four remotes' builds declare: their route manifests as `pnpm build` wrote them
 * (`remote-<name>/dist/route-manifest.json`, the file release publish copies into the version folder). The host has no
 * list of pages of its own (docs/pages.md).
 */
function servedPages(): Pick<RouteEntry, 'id' | 'access'>[] {
  return (['games', 'account', 'content', 'promotions'] as const).flatMap((remote) => {
    const file = path.join(repoRoot, `remote-${remote}`, 'dist', 'route-manifest.json');
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`pnpm build\` first.`);
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { routes: Pick<RouteEntry, 'id' | 'access'>[] }).routes;
  });
}

/**
 * One real address for every page the remotes declare (SPEC.md section 2, each remote's src/route-manifest.ts), with
 * ids read from the API as a player would reach them. A journey that must visit "every route" walks this list; a new
 * route in the table without an address here fails `everyRouteHasAnAddress` (a page nobody checks is the defect).
 */
export interface SamplePage {
  id: string;
  /** Path under the language prefix, without a leading slash ('' is home). */
  path: string;
  access: RouteEntry['access'] | 'not-found';
}

type Resolver = () => Promise<string> | string;

const slugOf = (item: { slug?: string; id?: string | number }) => String(item.slug ?? item.id);

let cache: Promise<Record<string, string>> | null = null;

async function apiIds(): Promise<Record<string, string>> {
  const [game, blog, authors, tags, news, help, tournaments, race] = await Promise.all([
    callApi('GET', '/game/search?perPage=1&sort=popular'),
    callApi('GET', '/blog/articles?lang=en'),
    callApi('GET', '/blog/authors?lang=en'),
    callApi('GET', '/blog/tags?lang=en'),
    callApi('GET', '/news?lang=en'),
    callApi('GET', '/help?lang=en'),
    callApi('GET', '/tournaments/active?lang=en'),
    callApi('GET', '/race/latest?lang=en'),
  ]);
  const first = game.body.data.items[0];
  return {
    gameSlug: first.slug,
    providerSlug: first.provider.slug,
    blogArticle: slugOf(blog.body.data.items[0]),
    blogAuthor: slugOf(authors.body.data.items[0]),
    blogTag: slugOf(tags.body.data.items[0]),
    news: slugOf(news.body.data.items[0]),
    help: slugOf(help.body.data.categories[0].articles[0]),
    tournament: String(
      (
        tournaments.body.data.find((t: { status: string }) => t.status !== 'finished') ??
        tournaments.body.data[0]
      ).id,
    ),
    raceStage: String(race.body.data.currentStage.id),
  };
}

const ids = () => (cache ??= apiIds());
const id =
  (name: string): Resolver =>
  async () =>
    (await ids())[name]!;

const ADDRESSES: Record<string, Resolver> = {
  home: () => '',
  login: () => 'login',
  registration: () => 'registration',
  'auth-external': () => 'auth/external',
  'social-auth': () => 'social/_auth',
  'social-check-mailru': () => 'social/check-mailru',
  'social-check-vkontakte': () => 'social/check-vkontakte',
  'social-check-yandex': () => 'social/check-yandex',
  'reset-password': () => 'reset-password/0f3c9a7d2b',
  'confirm-email': () => 'confirm/email/player/0f3c9a7d2b',
  unsubscribe: () => 'unsubscribe/weekly-news/email',
  'player-balance': () => 'player/balance',
  'player-bonus-campaigns': () => 'player/bonus-campaigns',
  'player-feedback-advertisement': () => 'player/feedback/advertisement',
  'player-history': () => 'player/history',
  'player-history-section': () => 'player/history/payments',
  'player-profile': () => 'player/profile',
  'player-profile-section': () => 'player/profile/view',
  'player-self-exclusion': () => 'player/self-exclusion',
  'player-limits': () => 'player/limits',
  'player-verification': () => 'player/verification',
  'player-security': () => 'player/security',
  'player-change-pass': () => 'player/change/pass',
  'player-change-subscriptions': () => 'player/change/subscriptions',
  'game-play': async () => `game/play/${await id('gameSlug')()}`,
  'game-rules': async () => `rules/${await id('gameSlug')()}`,
  'games-lobby': () => 'games',
  'games-favorites': () => 'games/favorites',
  'games-last': () => 'games/last',
  blog: () => 'blog',
  'blog-by': async () => `blog/author/${await id('blogAuthor')()}`,
  'blog-article': async () => `blog/${await id('blogArticle')()}`,
  'news-list': () => 'news/list',
  'news-show': async () => `news/show/${await id('news')()}`,
  'help-index': () => 'help',
  help: async () => `help/${await id('help')()}`,
  display: () => 'display/aboutus',
  contribution: () => 'contribution',
  'tournaments-list': () => 'tournaments/list',
  'tournaments-show': async () => `tournaments/show/${await id('tournament')()}`,
  'races-list': () => 'races/list',
  'races-stage': async () => `races/stages/show/${await id('raceStage')()}`,
  bonuses: () => 'bonuses',
  'bonus-code': () => 'bonus/code',
  points: () => 'points',
  'game-by-slug': async () => `games/${await id('providerSlug')()}/${await id('gameSlug')()}`,
  'game-by-id': async () => `games-${await id('gameSlug')()}`,
};

/** Route ids of the table that have no address here (must be empty). */
export function routesWithoutAddress(): string[] {
  return servedPages().filter((entry) => !ADDRESSES[entry.id]).map((entry) => entry.id);
}

/** Every page of the route table plus the Page Not Found page, with a real address each. */
export async function everyPage(): Promise<SamplePage[]> {
  const pages: SamplePage[] = [];
  for (const entry of servedPages()) {
    const resolve = ADDRESSES[entry.id];
    if (resolve) pages.push({ id: entry.id, path: await resolve(), access: entry.access });
  }
  pages.push({ id: 'not-found', path: 'no-such-page/really', access: 'not-found' });
  return pages;
}

/** The pages a guest can open (public, guest-only, the 404) and those a signed-in player can open. */
export const forGuest = (page: SamplePage) =>
  page.access === 'public' || page.access === 'guest-only' || page.access === 'not-found';
export const forPlayer = (page: SamplePage) => page.access !== 'guest-only';
