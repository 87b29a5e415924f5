import { Type, type Static } from 'typebox';
import { ID_MAX, LocaleSchema, Money, Paged } from './common';

/**
 * Games catalogue (SPEC.md section 7, "Games"). All under /api/v1; every response is `{ status: "ok", data }`.
 *
 *   GET  /game/tabs?lang                                     -> GameTab[]           lobby tabs (home, popular, new, one per category)
 *   GET  /game/tab-home?lang                                  -> TabHome             first screen of the lobby: tabs + sections with games
 *   GET  /game/sections?tab&lang&limit                        -> GameSection[]       rows of one tab, each with its first `limit` games
 *   GET  /game/search?query&provider&category&sort&page&perPage -> Paged<GameCard>   name (prefix words), provider slug, category slug
 *   GET  /game/window-search?query&limit                      -> WindowSearch        quick search popup: top games + matching providers
 *   GET  /game/providers-by-category?category                 -> ProviderWithCount[] providers that have games in the category (all if omitted)
 *   GET  /game/info/{slug}                                     -> GameDetails         one game by slug (the catch-all route /{lang}/games/{provider}/{slug})
 *   GET  /game/thumbnail/{id}.svg                              -> image/svg+xml       generated artwork, cached for a year
 *   GET  /game/thumbnail/{id}.webp                             -> image/webp          the same artwork drawn once as a 320x240 bitmap
 *   GET  /live-game-additional-info/{currency}                 -> LiveGameInfo[]      live tables: dealer, seats, limits in that currency
 *   GET  /contribution-games?category&page&perPage&lang        -> Paged<ContributionGame> share of a bet that counts towards bonus wagering
 *   GET  /player/favorite/games                                -> GameCard[]          (signed in) newest favourite first
 *   POST /player/favorite/games/{gameId}                       -> FavoriteToggle      (signed in) adds if absent, removes if present
 *   GET  /player/last/games?limit                              -> GameCard[]          (signed in) most recently played first
 *        (a game counts as played when a signed-in player launches it, real or demo, and on every real-money round)
 *
 * Public endpoints personalise `isFavorite` when an access token is sent. An unknown provider or category in /game/search
 * gives an empty page (it is a filter); an unknown tab, category (/game/providers-by-category), slug or currency is a 404.
 * Catalogue: seeded from a fixed PRNG seed (the same ~2,160 games, 26 providers, 12 categories everywhere); game ids and
 * slugs never change for a given seed.
 */

export const GameCategorySlug = Type.String({ pattern: '^[a-z0-9-]{1,40}$' });
export const ProviderSlug = Type.String({ pattern: '^[a-z0-9-]{1,60}$' });
/** Game slugs: letters, digits and hyphens (the route /{lang}/games-{slug} of SPEC.md section 9). */
export const GameSlug = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 120 });

export const GameProvider = Type.Object({ slug: Type.String(), name: Type.String() });
export type GameProvider = Static<typeof GameProvider>;

export const GameCard = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  provider: GameProvider,
  category: Type.String(),
  /** Absolute path under /api/v1 (or the configured public URL): the artwork as SVG (share cards draw from it). */
  thumbnail: Type.String(),
  /**
   * The same artwork drawn once as a bitmap (WebP, 320x240), for cards: a browser decodes a bitmap once, off its main
   * thread, and draws it again for nothing, where an SVG picture is parsed on the main thread and painted again in
   * software on every repaint of its tile (issue 36: most of a lobby scroll frame). Optional: an API that draws none
   * leaves it out and the card shows `thumbnail`.
   */
  thumbnailRaster: Type.Optional(Type.String()),
  isNew: Type.Boolean(),
  isPopular: Type.Boolean(),
  isLive: Type.Boolean(),
  hasDemo: Type.Boolean(),
  hasJackpot: Type.Boolean(),
  /** Only true when the request carries a token and the game is a favourite. */
  isFavorite: Type.Boolean(),
});
export type GameCard = Static<typeof GameCard>;

export const GameDetails = Type.Object({
  ...GameCard.properties,
  /** Return to player, percent with two decimals ("96.12"). */
  rtp: Type.String(),
  volatility: Type.Union([Type.Literal('low'), Type.Literal('medium'), Type.Literal('high')]),
  /** Bet limits in EUR; the slot offers its own bet steps in the player's currency. */
  minBet: Money,
  maxBet: Money,
  releasedAt: Type.String(),
});
export type GameDetails = Static<typeof GameDetails>;

export const GameTab = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  /** The category a tab shows, if it is a category tab. */
  category: Type.Union([Type.String(), Type.Null()]),
  gameCount: Type.Integer(),
});
export type GameTab = Static<typeof GameTab>;

export const GameSection = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  /** Query to open the full list with /game/search (e.g. { category: "slots" } or { sort: "new" }). */
  search: Type.Object({
    category: Type.Optional(Type.String()),
    provider: Type.Optional(Type.String()),
    sort: Type.Optional(Type.String()),
  }),
  total: Type.Integer(),
  games: Type.Array(GameCard),
});
export type GameSection = Static<typeof GameSection>;

export const TabHome = Type.Object({ tabs: Type.Array(GameTab), sections: Type.Array(GameSection) });
export type TabHome = Static<typeof TabHome>;

export const GameSort = Type.Union([Type.Literal('popular'), Type.Literal('new'), Type.Literal('name')]);
export type GameSort = Static<typeof GameSort>;

export const GameSearchQuery = Type.Object({
  /** Words of the name or provider; each word matches as a prefix ("book ra" finds "Book of Ra..."). */
  query: Type.Optional(Type.String({ maxLength: 100 })),
  provider: Type.Optional(ProviderSlug),
  category: Type.Optional(GameCategorySlug),
  sort: Type.Optional(GameSort),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 24 })),
});
export type GameSearchQuery = Static<typeof GameSearchQuery>;
export const GameSearchResult = Paged(GameCard);

export const WindowSearchQuery = Type.Object({
  query: Type.String({ maxLength: 100 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 30, default: 8 })),
});
export const WindowSearch = Type.Object({
  games: Type.Array(GameCard),
  providers: Type.Array(Type.Object({ slug: Type.String(), name: Type.String(), gameCount: Type.Integer() })),
  totalGames: Type.Integer(),
});
export type WindowSearch = Static<typeof WindowSearch>;

export const ProviderWithCount = Type.Object({ slug: Type.String(), name: Type.String(), gameCount: Type.Integer() });
export type ProviderWithCount = Static<typeof ProviderWithCount>;
export const ProvidersByCategoryQuery = Type.Object({ category: Type.Optional(GameCategorySlug) });

export const TabQuery = Type.Object({ lang: Type.Optional(LocaleSchema) });
export const SectionsQuery = Type.Object({
  tab: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,40}$', default: 'home' })),
  lang: Type.Optional(LocaleSchema),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 48, default: 12 })),
});

/** Any ISO-like code is accepted by shape; an unsupported one is a 404. */
export const LiveGameInfoParams = Type.Object({ currency: Type.String({ pattern: '^[A-Z]{3,4}$' }) });
export const LiveGameInfo = Type.Object({
  gameId: Type.Integer(),
  slug: Type.String(),
  dealerName: Type.String(),
  /** Open while the studio shift runs; the seats and players move every minute. */
  isOpen: Type.Boolean(),
  seatsTotal: Type.Union([Type.Integer(), Type.Null()]),
  seatsTaken: Type.Union([Type.Integer(), Type.Null()]),
  playersOnline: Type.Integer(),
  currency: Type.String(),
  minBet: Money,
  maxBet: Money,
  /** Last results (roulette numbers, baccarat P/B/T, blackjack dealer totals...). */
  lastResults: Type.Array(Type.String()),
});
export type LiveGameInfo = Static<typeof LiveGameInfo>;

export const ContributionGamesQuery = Type.Object({
  category: Type.Optional(GameCategorySlug),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  lang: Type.Optional(LocaleSchema),
});
export const ContributionGame = Type.Object({
  game: GameCard,
  /** Percent of each bet that counts towards a bonus's wagering requirement. */
  contributionPercent: Type.Integer(),
});
export type ContributionGame = Static<typeof ContributionGame>;
export const ContributionGames = Paged(ContributionGame);

export const GameIdParams = Type.Object({ gameId: Type.Integer({ minimum: 1, maximum: ID_MAX }) });
export const FavoriteToggle = Type.Object({
  gameId: Type.Integer(),
  isFavorite: Type.Boolean(),
  /** All favourite game ids after the toggle (the player's `favorites` field). */
  favorites: Type.Array(Type.Integer()),
});
export type FavoriteToggle = Static<typeof FavoriteToggle>;

export const LastGamesQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })) });

/** GET /game/tab-home?lang&limit: the home tab's tabs and sections in one answer. */
export const TabHomeQuery = Type.Object({ lang: TabQuery.properties.lang, limit: SectionsQuery.properties.limit });
/** GET /game/info/{slug} */
export const GameSlugParams = Type.Object({ slug: GameSlug });
/** GET /game/thumbnail/{id}.svg (the artwork) or /game/thumbnail/{id}.webp (the card's bitmap of it) */
export const ThumbnailParams = Type.Object({ file: Type.String({ pattern: '^[1-9][0-9]{0,8}\\.(?:svg|webp)$' }) });
