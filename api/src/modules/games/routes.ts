import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  type ContributionGame,
  type GameSection,
  type GameSort,
  type GameTab,
  type Locale,
  type ProviderWithCount,
} from '@casino/contract/schemas';
import { optionalPlayer, playerIdOf, requirePlayer } from '../../auth/guard';
import { nowIso } from '../../db/database';
import { ApiError } from '../../errors';
import { catalogueOf } from './catalogue';
import { liveTables } from './live-tables';
import { CATEGORY_TITLES, LOBBY_TITLES, pick } from './texts';
import { thumbnailSvg, THUMBNAIL_CACHE_CONTROL } from './thumbnail';
import { RasterThumbnails } from './thumbnail-raster';
import { route } from '../../http/route';

/** Categories that get their own row on the lobby's home tab, in this order. */
const HOME_CATEGORY_ROWS = ['jackpots', 'live', 'megaways', 'bonus-buy', 'slots', 'crash'];
/** A category tab shows its most popular, its newest and then its biggest studios. */
const PROVIDER_ROWS_PER_CATEGORY = 4;

export async function gamesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;
  const catalogue = catalogueOf(db, app.config.publicUrl);

  // Counts change only when the operator pads the catalogue (catalogue.version): computed once per version.
  const countsStatement = db.prepare(
    'SELECT category_id AS categoryId, provider_id AS providerId, COUNT(*) AS n FROM games GROUP BY category_id, provider_id',
  );
  const liveStatement = db.prepare('SELECT id FROM games WHERE is_live = 1 ORDER BY popularity DESC, id').pluck();
  const newStatement = db.prepare('SELECT COUNT(*) FROM games WHERE is_new = 1').pluck();
  let derived: { version: number; countRows: { categoryId: number; providerId: number; n: number }[]; liveGameIds: number[]; newCount: number } | undefined;
  const counts = () => {
    if (derived?.version !== catalogue.version)
      derived = {
        version: catalogue.version,
        countRows: countsStatement.all() as { categoryId: number; providerId: number; n: number }[],
        liveGameIds: liveStatement.all() as number[],
        newCount: newStatement.get() as number,
      };
    return derived;
  };
  const providerCounts = (categoryId?: number): ProviderWithCount[] => {
    const counted = new Map<number, number>();
    for (const row of counts().countRows)
      if (categoryId === undefined || row.categoryId === categoryId) counted.set(row.providerId, (counted.get(row.providerId) ?? 0) + row.n);
    return catalogue.providers
      .filter((p) => counted.has(p.id))
      .map((p) => ({ slug: p.slug, name: p.name, gameCount: counted.get(p.id)! }))
      .sort((a, b) => b.gameCount - a.gameCount || a.name.localeCompare(b.name));
  };
  const categoryCount = (categoryId: number) => counts().countRows.filter((r) => r.categoryId === categoryId).reduce((sum, r) => sum + r.n, 0);
  const rateOf = db.prepare('SELECT per_eur FROM game_currency_rates WHERE currency = ?').pluck();
  const lastGamesOf = db.prepare('SELECT game_id FROM player_last_games WHERE player_id = ? ORDER BY played_at DESC, game_id LIMIT ?').pluck();
  const gameExists = db.prepare('SELECT 1 FROM games WHERE id = ?').pluck();
  const removeFavorite = db.prepare('DELETE FROM player_favorite_games WHERE player_id = ? AND game_id = ?');
  const addFavorite = db.prepare('INSERT INTO player_favorite_games (player_id, game_id, created_at) VALUES (?, ?, ?)');

  const favoritesOf = (playerId: number | undefined) => new Set(catalogue.favoriteIds(playerId));

  const tabs = (lang: Locale | undefined): GameTab[] => [
    { slug: 'home', title: pick(LOBBY_TITLES.home, lang), category: null, gameCount: catalogue.size },
    { slug: 'popular', title: pick(LOBBY_TITLES.popular, lang), category: null, gameCount: catalogue.size },
    { slug: 'new', title: pick(LOBBY_TITLES.new, lang), category: null, gameCount: counts().newCount },
    ...catalogue.categories.map((c) => ({
      slug: c.slug,
      title: pick(CATEGORY_TITLES[c.slug]!, lang),
      category: c.slug,
      gameCount: categoryCount(c.id),
    })),
  ];

  const section = (
    slug: string,
    title: string,
    search: { category?: string; provider?: string; sort?: GameSort },
    limit: number,
    favorites: Set<number>,
  ): GameSection => {
    const { ids, total } = catalogue.search({ ...search, limit, offset: 0 });
    return { slug, title, search, total, games: catalogue.cards(ids, favorites) };
  };

  const sections = (tab: string, lang: Locale | undefined, limit: number, favorites: Set<number>): GameSection[] | undefined => {
    const popular = (category?: string) =>
      section(category ? `${category}-popular` : 'popular', pick(LOBBY_TITLES.popular, lang), { ...(category ? { category } : {}), sort: 'popular' }, limit, favorites);
    const newest = (category?: string) =>
      section(category ? `${category}-new` : 'new', pick(LOBBY_TITLES.new, lang), { ...(category ? { category } : {}), sort: 'new' }, limit, favorites);
    if (tab === 'home')
      return [
        popular(),
        newest(),
        ...HOME_CATEGORY_ROWS.map((slug) => section(slug, pick(CATEGORY_TITLES[slug]!, lang), { category: slug, sort: 'popular' }, limit, favorites)),
      ];
    if (tab === 'popular') return [popular()];
    if (tab === 'new') return [newest()];
    const category = catalogue.category(tab);
    if (!category) return undefined;
    return [
      popular(tab),
      newest(tab),
      ...providerCounts(category.id)
        .slice(0, PROVIDER_ROWS_PER_CATEGORY)
        .map((p) => section(`${tab}-${p.slug}`, p.name, { category: tab, provider: p.slug, sort: 'popular' }, limit, favorites)),
    ];
  };

  route(app, 'game.tabs', {}, async (request) => ({ status: 'ok', data: tabs(request.query.lang) }));

  route(
    app,
    'game.tabHome',
    { preHandler: optionalPlayer },
    async (request) => {
      const { lang, limit = 12 } = request.query;
      return { status: 'ok', data: { tabs: tabs(lang), sections: sections('home', lang, limit, favoritesOf(request.playerId))! } };
    },
  );

  route(app, 'game.sections', { preHandler: optionalPlayer }, async (request) => {
    const { tab = 'home', lang, limit = 12 } = request.query;
    const result = sections(tab, lang, limit, favoritesOf(request.playerId));
    if (!result) throw ApiError.notFound('tab', `no lobby tab "${tab}"`);
    return { status: 'ok', data: result };
  });

  // The response schema lets Fastify serialise the hot path with a compiled serialiser instead of JSON.stringify.
  route(app, 'game.search', { preHandler: optionalPlayer }, async (request) => {
    const { query, provider, category, sort, page = 1, perPage = 24 } = request.query;
    const { ids, total } = catalogue.search({ query, provider, category, sort, limit: perPage, offset: (page - 1) * perPage });
    return { status: 'ok' as const, data: { items: catalogue.cards(ids, favoritesOf(request.playerId)), page, perPage, total } };
  });

  route(app, 'game.windowSearch', { preHandler: optionalPlayer }, async (request) => {
    const { query, limit = 8 } = request.query;
    const { ids, total } = catalogue.search({ query, limit, offset: 0 });
    const needle = query.trim().toLowerCase();
    const providers = needle ? providerCounts().filter((p) => p.name.toLowerCase().includes(needle)) : [];
    return { status: 'ok', data: { games: catalogue.cards(ids, favoritesOf(request.playerId)), providers, totalGames: total } };
  });

  route(app, 'game.providersByCategory', {}, async (request) => {
    const { category } = request.query;
    if (category === undefined) return { status: 'ok', data: providerCounts() };
    const found = catalogue.category(category);
    if (!found) throw ApiError.notFound('category', `no game category "${category}"`);
    return { status: 'ok', data: providerCounts(found.id) };
  });

  route(app, 'game.info', { preHandler: optionalPlayer }, async (request) => {
    const game = catalogue.gameBySlug(request.params.slug);
    if (!game) throw ApiError.notFound('slug', 'no game with this slug');
    return { status: 'ok', data: catalogue.details(game, favoritesOf(request.playerId).has(game.id)) };
  });

  // The cards' bitmaps of the artwork, drawn once per game (thumbnail-raster.ts); forgotten when the catalogue reloads.
  const raster = new RasterThumbnails();
  let rasterVersion = catalogue.version;
  route(
    app,
    'game.thumbnail',
    {},
    async (request, reply) => {
      const game = catalogue.game(Number.parseInt(request.params.file, 10));
      if (!game) throw ApiError.notFound('file', 'no game with this id');
      if (request.params.file.endsWith('.webp')) {
        if (rasterVersion !== catalogue.version) {
          raster.clear();
          rasterVersion = catalogue.version;
        }
        const bitmap = await raster.get(game.id, () => thumbnailSvg(game));
        return reply.header('cache-control', THUMBNAIL_CACHE_CONTROL).type('image/webp').send(bitmap);
      }
      return reply.header('cache-control', THUMBNAIL_CACHE_CONTROL).type('image/svg+xml; charset=utf-8').send(thumbnailSvg(game));
    },
  );

  route(app, 'game.liveInfo', {}, async (request) => {
    const { currency } = request.params;
    const perEur = rateOf.get(currency) as number | undefined;
    if (perEur === undefined) throw ApiError.notFound('currency', `currency ${currency} is not supported`);
    return { status: 'ok', data: liveTables(catalogue, counts().liveGameIds, currency, perEur) };
  });

  route(app, 'game.contributionGames', {}, async (request) => {
    const { category, page = 1, perPage = 50 } = request.query;
    const { ids, total } = catalogue.search({ category, sort: 'popular', limit: perPage, offset: (page - 1) * perPage });
    const none = new Set<number>();
    const items: ContributionGame[] = catalogue.cards(ids, none).map((game) => ({
      game,
      contributionPercent: catalogue.category(game.category)!.contribution,
    }));
    return { status: 'ok', data: { items, page, perPage, total } };
  });

  route(app, 'game.favorites', { preHandler: requirePlayer }, async (request) => {
    const ids = catalogue.favoriteIds(playerIdOf(request));
    return { status: 'ok', data: catalogue.cards(ids, new Set(ids)) };
  });

  route(app, 'game.toggleFavorite', { preHandler: requirePlayer }, async (request) => {
    const playerId = playerIdOf(request);
    const { gameId } = request.params;
    if (!gameExists.get(gameId)) throw ApiError.notFound('gameId', 'no game with this id');
    const isFavorite = db.transaction(() => {
      if (removeFavorite.run(playerId, gameId).changes > 0) return false;
      addFavorite.run(playerId, gameId, nowIso());
      return true;
    })();
    return { status: 'ok', data: { gameId, isFavorite, favorites: catalogue.favoriteIds(playerId) } };
  });

  route(app, 'game.lastPlayed', { preHandler: requirePlayer }, async (request) => {
    const playerId = playerIdOf(request);
    const ids = lastGamesOf.all(playerId, request.query.limit ?? 20) as number[];
    return { status: 'ok', data: catalogue.cards(ids, favoritesOf(playerId)) };
  });
}

