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
function servedPages(): Pick<RouteEntry, 'id' | 'pattern' | 'access' | 'params'>[] {
  return (['games', 'account', 'content', 'promotions'] as const).flatMap((remote) => {
    const file = path.join(repoRoot, `remote-${remote}`, 'dist', 'route-manifest.json');
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`pnpm build\` first.`);
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { routes: Pick<RouteEntry, 'id' | 'pattern' | 'access' | 'params'>[] }).routes;
  });
}

/**
 * One real address for every page the remotes declare (SPEC.md section 2, each remote's src/route-manifest.ts): the
 * page's pattern with sample parameters (SAMPLES below, ids read from the API as a player would reach them). A journey
 * that must visit "every route" walks these; a page whose parameters have no sample fails `routesWithoutAddress` and
 * its own test, naming what to add (a page nobody checks is the defect).
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

/** The walks that visit a public page signed in too (the player-only pages every walk visits signed in). */
export type Walk = 'assistive-technology' | 'uncovered';

/**
 * What a page needs to be walked, by page id: the one place a page's sample parameters live. A page without
 * parameters (`bonuses/spring`) needs nothing here: its address is its pattern, and both walks visit it the day its
 * remote declares it. A parameter with shape rules (`params: { section: [...] }`) takes its first allowed value.
 */
interface PageSample {
  /** A real value for each `:name` and `*slug` of the pattern (ids read from the API as a player reaches them). */
  params?: Record<string, Resolver>;
  /** A public page that shows a signed-in player something else: these walks visit it signed in too. */
  signedIn?: readonly Walk[];
  /** Renders what another page renders (a social callback, a bare game address): the slower walk leaves it out. */
  sameAs?: string;
}

const both: readonly Walk[] = ['assistive-technology', 'uncovered'];

const SAMPLES: Record<string, PageSample> = {
  home: { signedIn: ['assistive-technology'] },
  'social-check-mailru': { sameAs: 'social-auth' },
  'social-check-vkontakte': { sameAs: 'social-auth' },
  'social-check-yandex': { sameAs: 'social-auth' },
  'reset-password': { params: { hash: () => '0f3c9a7d2b' } },
  'confirm-email': { params: { slug: () => 'player', hash: () => '0f3c9a7d2b' } },
  unsubscribe: { params: { slug: () => 'weekly-news', type: () => 'email' } },
  'player-history-section': { params: { section: () => 'payments' } },
  'player-profile-section': { params: { section: () => 'view' } },
  'game-play': { params: { name: id('gameSlug') } },
  'game-rules': { params: { id: id('gameSlug') } },
  'games-lobby': { signedIn: ['assistive-technology'] },
  'blog-by': { params: { typeby: () => 'author', id: id('blogAuthor') } },
  'blog-article': { params: { id: id('blogArticle') } },
  'news-show': { params: { id: id('news') } },
  help: { params: { id: id('help') } },
  display: { params: { id: () => 'aboutus' } },
  'tournaments-show': { params: { id: id('tournament') }, signedIn: both },
  'races-stage': { params: { id: id('raceStage') }, signedIn: ['assistive-technology'] },
  bonuses: { signedIn: both },
  'bonus-code': { signedIn: ['assistive-technology'] },
  points: { signedIn: both },
  'game-by-slug': { params: { slug: async () => `games/${await id('providerSlug')()}`, id: id('gameSlug') }, signedIn: ['assistive-technology'] },
  'game-by-id': { params: { id: async () => `games-${await id('gameSlug')()}` }, sameAs: 'game-by-slug' },
};

type Declared = Pick<RouteEntry, 'id' | 'pattern' | 'access' | 'params'>;

/** The parameters of a pattern (`:name` one segment, `*slug` one or more), in order. */
const parametersOf = (pattern: string) => [...pattern.matchAll(/[:*]([A-Za-z0-9_]+)/g)].map((match) => match[1]!);

/** Why a declared page cannot be walked (a parameter with no sample value), or null. */
function missingSample(entry: Declared): string | null {
  const missing = parametersOf(entry.pattern).filter((name) => !SAMPLES[entry.id]?.params?.[name] && !entry.params?.[name]?.length);
  return missing.length === 0
    ? null
    : `page "${entry.id}" (pattern "${entry.pattern}") has no sample value for ${missing.map((name) => `"${name}"`).join(', ')}: ` +
        `add SAMPLES['${entry.id}'].params in e2e/support/routes.ts`;
}

/** The declared page's address with its sample parameters filled in. */
async function addressOf(entry: Declared): Promise<string> {
  const problem = missingSample(entry);
  if (problem) throw new Error(problem);
  let address = entry.pattern;
  for (const name of parametersOf(entry.pattern)) {
    const sample = SAMPLES[entry.id]?.params?.[name];
    const value = sample ? await sample() : entry.params![name]![0]!;
    address = address.replace(new RegExp(`[:*]${name}(?![A-Za-z0-9_])`), value);
  }
  return address;
}

/** Route ids the manifests declare whose sample parameters are missing, each with what to add (must be empty). */
export function routesWithoutAddress(): string[] {
  return servedPages().map(missingSample).filter((problem): problem is string => problem !== null);
}

/** One page of a walk: its id, and the test resolves its address when it runs (`pageAddress`). */
export interface WalkPage {
  id: string;
  signedIn: boolean;
}

/**
 * The pages a walk visits, read synchronously from the built manifests (a test per page, so workers share the walk
 * and a failure names its page): as a guest every page a guest can open and the Page Not Found page (`sameAs` pages
 * only in the assistive-technology walk); signed in every page only a player opens and the public pages whose sample
 * names this walk. A page a remote adds is in the walk without a change here.
 */
export function walkPages(walk: Walk): WalkPage[] {
  const pages = servedPages();
  const guest = pages
    .filter((entry) => forGuest({ access: entry.access }))
    .filter((entry) => walk === 'assistive-technology' || !SAMPLES[entry.id]?.sameAs)
    .map((entry) => ({ id: entry.id, signedIn: false }));
  const player = pages
    .filter((entry) => (forPlayer({ access: entry.access }) && !forGuest({ access: entry.access })) || SAMPLES[entry.id]?.signedIn?.includes(walk))
    .map((entry) => ({ id: entry.id, signedIn: true }));
  return [...guest, { id: NOT_FOUND.id, signedIn: false }, ...player];
}

const NOT_FOUND: SamplePage = { id: 'not-found', path: 'no-such-page/really', access: 'not-found' };

/** A page's real address and access rule; throws the missing sample's message for a page that has none. */
export async function pageAddress(id: string): Promise<SamplePage> {
  if (id === NOT_FOUND.id) return NOT_FOUND;
  const entry = servedPages().find((page) => page.id === id);
  if (!entry) throw new Error(`no built route manifest declares a page "${id}"`);
  return { id, path: await addressOf(entry), access: entry.access };
}

/** Every page the manifests declare plus the Page Not Found page, with a real address each. */
export async function everyPage(): Promise<SamplePage[]> {
  const pages: SamplePage[] = [];
  for (const entry of servedPages()) pages.push({ id: entry.id, path: await addressOf(entry), access: entry.access });
  pages.push(NOT_FOUND);
  return pages;
}

/** The pages a guest can open (public, guest-only, the 404) and those a signed-in player can open. */
export const forGuest = (page: Pick<SamplePage, 'access'>) =>
  page.access === 'public' || page.access === 'guest-only' || page.access === 'not-found';
export const forPlayer = (page: Pick<SamplePage, 'access'>) => page.access !== 'guest-only';
