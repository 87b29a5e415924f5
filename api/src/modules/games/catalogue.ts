import type { Statement } from 'better-sqlite3';
import type { GameCard, GameDetails, GameSort } from '@casino/contract/schemas';
import type { Db } from '../../db/database';
import { formatMoney, fromBase } from '../../money/money';

interface ProviderRow {
  id: number;
  slug: string;
  name: string;
}
interface CategoryRow {
  id: number;
  slug: string;
  contribution: number;
}
interface GameRow {
  id: number;
  slug: string;
  name: string;
  providerId: number;
  categoryId: number;
  rtpBp: number;
  volatility: 'low' | 'medium' | 'high';
  isNew: number;
  isPopular: number;
  hasDemo: number;
  hasJackpot: number;
  isLive: number;
  releasedAt: string;
  themeHue: number;
  themeSymbol: string;
  minBetCents: number;
  maxBetCents: number;
}
export type CatalogueGame = Omit<GameCard, 'isFavorite'> & { row: GameRow };

export interface SearchFilter {
  query?: string | undefined;
  provider?: string | undefined;
  category?: string | undefined;
  sort?: GameSort | undefined;
  limit: number;
  offset: number;
}

/** Turns free text into an FTS5 query: each word (letters and digits) must match as a prefix; null when no word. */
export function ftsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  return words
    .slice(0, 8)
    .map((word) => `"${word}"*`)
    .join(' ');
}

/** Distinct searches remembered; each entry is a few hundred bytes. */
const SEARCH_CACHE_SIZE = 2000;

const ORDER: Record<GameSort, string> = {
  popular: 'g.popularity DESC, g.id',
  new: 'g.released_at DESC, g.id',
  name: 'g.name COLLATE NOCASE, g.id',
};

/**
 * The static catalogue held in memory as ready-made cards (2,300 small objects), with searches answered by SQLite
 * through the FTS5 index and the (category, provider, popularity) indexes: a search costs two indexed queries and
 * a map lookup per returned game, never a scan of the whole catalogue in JavaScript.
 */
export class Catalogue {
  providers: ProviderRow[] = [];
  categories: CategoryRow[] = [];
  /** Bumped by reload(): whatever a module derives from the catalogue (counts) is recomputed when it changes. */
  version = 0;
  private providerBySlug = new Map<string, ProviderRow>();
  private categoryBySlug = new Map<string, CategoryRow>();
  private readonly games = new Map<number, CatalogueGame>();
  private readonly gamesBySlug = new Map<string, CatalogueGame>();
  private readonly statements = new Map<string, { page: Statement; count: Statement }>();
  private readonly favoritesOf: Statement;
  private readonly searchCache = new Map<string, { ids: number[]; total: number }>();

  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
  ) {
    this.favoritesOf = db.prepare('SELECT game_id AS id FROM player_favorite_games WHERE player_id = ? ORDER BY created_at DESC, game_id').pluck();
    this.load();
  }

  /** Reads the catalogue again after the operator padded it (POST /_dev/games/catalogue); remembered searches go. */
  reload(): void {
    this.load();
    this.searchCache.clear();
    this.version += 1;
  }

  private load(): void {
    const db = this.db;
    this.providers = db.prepare('SELECT id, slug, name FROM game_providers ORDER BY sort').all() as ProviderRow[];
    this.categories = db
      .prepare('SELECT id, slug, wager_contribution_pct AS contribution FROM game_categories ORDER BY sort')
      .all() as CategoryRow[];
    this.providerBySlug = new Map(this.providers.map((p) => [p.slug, p]));
    this.categoryBySlug = new Map(this.categories.map((c) => [c.slug, c]));
    const providerById = new Map(this.providers.map((p) => [p.id, p]));
    const categoryById = new Map(this.categories.map((c) => [c.id, c]));
    const rows = db
      .prepare(
        `SELECT id, slug, name, provider_id AS providerId, category_id AS categoryId, rtp_bp AS rtpBp, volatility,
           is_new AS isNew, is_popular AS isPopular, has_demo AS hasDemo, has_jackpot AS hasJackpot, is_live AS isLive,
           released_at AS releasedAt, theme_hue AS themeHue, theme_symbol AS themeSymbol,
           min_bet_cents AS minBetCents, max_bet_cents AS maxBetCents
         FROM games`,
      )
      .all() as GameRow[];
    this.games.clear();
    this.gamesBySlug.clear();
    for (const row of rows) {
      const provider = providerById.get(row.providerId)!;
      const game: CatalogueGame = {
        id: row.id,
        slug: row.slug,
        name: row.name,
        provider: { slug: provider.slug, name: provider.name },
        category: categoryById.get(row.categoryId)!.slug,
        thumbnail: this.thumbnailUrl(row.id),
        thumbnailRaster: this.thumbnailUrl(row.id, 'webp'),
        isNew: row.isNew === 1,
        isPopular: row.isPopular === 1,
        isLive: row.isLive === 1,
        hasDemo: row.hasDemo === 1,
        hasJackpot: row.hasJackpot === 1,
        row,
      };
      this.games.set(row.id, game);
      this.gamesBySlug.set(row.slug, game);
    }
  }

  get size(): number {
    return this.games.size;
  }

  /** The artwork (`svg`) or the cards' bitmap of it (`webp`, thumbnail-raster.ts). */
  thumbnailUrl(gameId: number, format: 'svg' | 'webp' = 'svg'): string {
    return `${this.publicUrl}/api/v1/game/thumbnail/${gameId}.${format}`;
  }

  game(id: number): CatalogueGame | undefined {
    return this.games.get(id);
  }

  gameBySlug(slug: string): CatalogueGame | undefined {
    return this.gamesBySlug.get(slug);
  }

  provider(slug: string): ProviderRow | undefined {
    return this.providerBySlug.get(slug);
  }

  category(slug: string): CategoryRow | undefined {
    return this.categoryBySlug.get(slug);
  }

  /** The player's favourite game ids, newest first (empty when anonymous). */
  favoriteIds(playerId: number | undefined): number[] {
    return playerId === undefined ? [] : (this.favoritesOf.all(playerId) as number[]);
  }

  /** Cards for ids, in the given order, with the player's favourite flags. */
  cards(ids: readonly number[], favorites: ReadonlySet<number>): GameCard[] {
    const cards: GameCard[] = [];
    for (const id of ids) {
      const game = this.games.get(id);
      if (game) cards.push(toCard(game, favorites.has(id)));
    }
    return cards;
  }

  details(game: CatalogueGame, isFavorite: boolean): GameDetails {
    const { row } = game;
    return {
      ...toCard(game, isFavorite),
      rtp: (row.rtpBp / 100).toFixed(2),
      volatility: row.volatility,
      // a game's own limits are the studio's, in EUR (the lobby converts them for live tables)
      minBet: formatMoney(fromBase(row.minBetCents, 'EUR')),
      maxBet: formatMoney(fromBase(row.maxBetCents, 'EUR')),
      releasedAt: row.releasedAt,
    };
  }

  /**
   * Game ids matching the filter, in order, plus the total match count. Unknown provider or category: no games.
   * The catalogue changes only through reload(), which forgets them, so answers are remembered (bounded, oldest first out).
   */
  search(filter: SearchFilter): { ids: number[]; total: number } {
    const cacheKey = `${filter.query ?? ''}\u0000${filter.provider ?? ''}\u0000${filter.category ?? ''}\u0000${filter.sort ?? ''}\u0000${filter.limit}\u0000${filter.offset}`;
    const cached = this.searchCache.get(cacheKey);
    if (cached) return cached;
    const result = this.searchUncached(filter);
    if (this.searchCache.size >= SEARCH_CACHE_SIZE) this.searchCache.delete(this.searchCache.keys().next().value!);
    this.searchCache.set(cacheKey, result);
    return result;
  }

  private searchUncached(filter: SearchFilter): { ids: number[]; total: number } {
    const conditions: string[] = [];
    const params: (string | number)[] = [];
    let from = 'games g';
    if (filter.query !== undefined && filter.query.trim() !== '') {
      const match = ftsQuery(filter.query);
      if (match === null) return { ids: [], total: 0 };
      from = 'games_fts f JOIN games g ON g.id = f.rowid';
      conditions.push('games_fts MATCH ?');
      params.push(match);
    }
    if (filter.provider !== undefined) {
      const provider = this.providerBySlug.get(filter.provider);
      if (!provider) return { ids: [], total: 0 };
      conditions.push('g.provider_id = ?');
      params.push(provider.id);
    }
    if (filter.category !== undefined) {
      const category = this.categoryBySlug.get(filter.category);
      if (!category) return { ids: [], total: 0 };
      conditions.push('g.category_id = ?');
      params.push(category.id);
    }
    const sort = filter.sort ?? 'popular';
    const key = `${from}|${conditions.join('&')}|${sort}`;
    let statements = this.statements.get(key);
    if (!statements) {
      const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
      statements = {
        page: this.db.prepare(`SELECT g.id FROM ${from} ${where} ORDER BY ${ORDER[sort]} LIMIT ? OFFSET ?`).pluck(),
        count: this.db.prepare(`SELECT COUNT(*) FROM ${from} ${where}`).pluck(),
      };
      this.statements.set(key, statements);
    }
    const total = statements.count.get(...params) as number;
    const ids = filter.offset >= total ? [] : (statements.page.all(...params, filter.limit, filter.offset) as number[]);
    return { ids, total };
  }
}

function toCard(game: CatalogueGame, isFavorite: boolean): GameCard {
  return {
    id: game.id,
    slug: game.slug,
    name: game.name,
    provider: game.provider,
    category: game.category,
    thumbnail: game.thumbnail,
    thumbnailRaster: game.thumbnailRaster,
    isNew: game.isNew,
    isPopular: game.isPopular,
    isLive: game.isLive,
    hasDemo: game.hasDemo,
    hasJackpot: game.hasJackpot,
    isFavorite,
  };
}

const catalogues = new WeakMap<Db, Catalogue>();
/** One catalogue per database, shared by the games, play, tournaments and races modules. */
export function catalogueOf(db: Db, publicUrl: string): Catalogue {
  let catalogue = catalogues.get(db);
  if (!catalogue) {
    catalogue = new Catalogue(db, publicUrl);
    catalogues.set(db, catalogue);
  }
  return catalogue;
}
