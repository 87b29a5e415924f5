import { CURRENCIES } from '@casino/contract/schemas';
import type { Db } from '../../db/database';
import { minorPerBaseMinor } from '../../money/money';

/**
 * The seeded catalogue: the same ~2,300 games from 26 providers in 12 categories on every machine, because every
 * choice comes from one PRNG with a fixed seed. Providers and names are invented (no real studio's trademarks).
 */
export const CATALOGUE_SEED = 20261121;
/** "Today" for the catalogue, so which games are new does not depend on the day it was seeded. */
export const CATALOGUE_DATE = Date.parse('2026-11-01T00:00:00Z');
const NEW_GAME_DAYS = 90;

/** mulberry32: small, fast, good enough for seed data (never for game outcomes). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pickOne = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));

export const CATEGORIES = [
  { slug: 'slots', contribution: 100 },
  { slug: 'megaways', contribution: 100 },
  { slug: 'jackpots', contribution: 100 },
  { slug: 'bonus-buy', contribution: 50 },
  { slug: 'live', contribution: 10 },
  { slug: 'roulette', contribution: 10 },
  { slug: 'blackjack', contribution: 5 },
  { slug: 'baccarat', contribution: 5 },
  { slug: 'poker', contribution: 10 },
  { slug: 'crash', contribution: 20 },
  { slug: 'instant', contribution: 50 },
  { slug: 'lottery', contribution: 50 },
] as const;
type CategorySlug = (typeof CATEGORIES)[number]['slug'];

type StudioKind = 'slots' | 'live' | 'table' | 'instant' | 'lottery';
const STUDIO_MIX: Record<StudioKind, Partial<Record<CategorySlug, number>>> = {
  slots: { slots: 60, megaways: 12, jackpots: 10, 'bonus-buy': 18 },
  live: { live: 40, roulette: 20, blackjack: 20, baccarat: 15, poker: 5 },
  table: { roulette: 30, blackjack: 30, baccarat: 15, poker: 25 },
  instant: { crash: 40, instant: 45, lottery: 15 },
  lottery: { lottery: 60, instant: 40 },
};

const PROVIDERS: { name: string; kind: StudioKind; games: number }[] = [
  { name: 'Northlight Gaming', kind: 'slots', games: 140 },
  { name: 'Red Lantern Studios', kind: 'slots', games: 130 },
  { name: 'Blue Orca Games', kind: 'slots', games: 125 },
  { name: 'Golden Goose Play', kind: 'slots', games: 120 },
  { name: 'Velvet Spin', kind: 'slots', games: 120 },
  { name: 'Thunderbolt Interactive', kind: 'slots', games: 115 },
  { name: 'Pixel Pharaoh', kind: 'slots', games: 110 },
  { name: 'Wild Clover', kind: 'slots', games: 110 },
  { name: 'Arcadia Reels', kind: 'slots', games: 105 },
  { name: 'Silverfox Gaming', kind: 'slots', games: 100 },
  { name: 'Mystic Owl', kind: 'slots', games: 100 },
  { name: 'Copper Crown', kind: 'slots', games: 95 },
  { name: 'Lucky Anvil', kind: 'slots', games: 90 },
  { name: 'Nebula Play', kind: 'slots', games: 90 },
  { name: 'Royal Studio Live', kind: 'live', games: 70 },
  { name: 'Grand Salon Live', kind: 'live', games: 60 },
  { name: 'Emerald Table Live', kind: 'live', games: 55 },
  { name: 'Platinum Live', kind: 'live', games: 50 },
  { name: 'Card Room Games', kind: 'table', games: 55 },
  { name: 'Felt & Chip', kind: 'table', games: 50 },
  { name: 'Tablecraft', kind: 'table', games: 45 },
  { name: 'Rocket Lab Games', kind: 'instant', games: 50 },
  { name: 'Quickdraw Instant', kind: 'instant', games: 50 },
  { name: 'Sparkfly', kind: 'instant', games: 45 },
  { name: 'Lotto Lane', kind: 'lottery', games: 40 },
  { name: 'Keno Kings', kind: 'lottery', games: 40 },
];

const ADJECTIVES = ['Golden', 'Wild', 'Lucky', 'Mighty', 'Sweet', 'Fire', 'Frozen', 'Royal', 'Hot', 'Mystic', 'Ancient', 'Diamond', 'Sunny', 'Crystal', 'Savage', 'Big', 'Jolly', 'Electric', 'Silver', 'Dark', 'Epic', 'Shining', 'Burning', 'Magic', 'Sticky', 'Cosmic', 'Neon', 'Emerald', 'Ruby', 'Spooky', 'Mega', 'Super', 'Happy', 'Iron', 'Thunder', 'Secret', 'Jade', 'Viking', 'Aztec', 'Pirate'];
const NOUNS = ['Dragon', 'Tiger', 'Pharaoh', 'Fruits', 'Gems', 'Wolf', 'Buffalo', 'Panda', 'Bandit', 'Phoenix', 'Treasure', 'Joker', 'Candy', 'Sevens', 'Bells', 'Queen', 'King', 'Fisherman', 'Goddess', 'Samurai', 'Ninja', 'Unicorn', 'Rhino', 'Eagle', 'Lion', 'Cowboy', 'Mermaid', 'Wizard', 'Pyramid', 'Temple', 'Clover', 'Horseshoe', 'Coins', 'Barrel', 'Rocket', 'Monkey', 'Gorilla', 'Octopus', 'Shark', 'Volcano', 'Cherry', 'Lemon', 'Melon', 'Knight', 'Sphinx', 'Oracle', 'Crown', 'Chest', 'Skull', 'Beetle', 'Fox', 'Owl', 'Bear', 'Bull', 'Hippo', 'Raven', 'Star', 'Moon', 'Sun', 'Comet'];
const PLACES = ['Atlantis', 'Olympus', 'Egypt', 'Asgard', 'Babylon', 'Avalon', 'Camelot', 'El Dorado', 'the Nile', 'the Amazon', 'Persia', 'Troy', 'Sparta', 'the Deep', 'the Sahara', 'Tokyo', 'Macau', 'Vegas', 'Samarkand', 'the Andes', 'Valhalla', 'Transylvania', 'the Orient', 'the Galaxy', 'Shangri-La'];
const LEGENDS = ['Ra', 'Dead', 'Gods', 'Fortune', 'Kings', 'Anubis', 'Merlin', 'Odin', 'Zeus', 'Cleopatra', 'Madness', 'Shadows', 'Giza', 'Aztec', 'Souls', 'Dragons', 'Wizards', 'Monsters', 'Horus', 'Tut'];
const SUFFIXES = ['Fortune', 'Riches', 'Gold', 'Rush', 'Blitz', 'Bonanza', 'Quest', 'Link', 'Spins', 'Wilds', 'Party', 'Reels', 'Legends', 'Hunt', 'Deluxe', 'Strike', 'Frenzy', 'Fever', 'Dash', 'Palace'];
const JACKPOT_SUFFIXES = ['Jackpot', 'Hold and Win', 'Cash Link', 'Power Jackpots', 'Mega Jackpot', 'Coin Collect'];
const BONUS_BUY_SUFFIXES = ['Bonus Buy', 'Feature Buy', 'Power Buy', 'Xtreme', 'Super Bonus'];

const VARIANTS = ['Gold', 'Pro', 'Deluxe', 'VIP', 'Classic', 'Turbo', 'Royale', 'Max', 'Mini', 'Neon', 'Diamond', 'Platinum', 'Express', 'Zero', 'Multihand', 'Lux', 'X', 'Arena', 'Prime', 'Infinity', 'Grand', 'Elite'];
const LIVE_PREFIXES = ['Speed', 'Immersive', 'VIP', 'Lightning', 'Golden', 'Grand', 'Salon Privé', 'Auto', 'Mega', 'First Person', 'Power', 'Prestige', 'Quantum', 'Infinite', 'Crystal', 'Royal'];
const LIVE_GAMES = ['Roulette', 'Blackjack', 'Baccarat', 'Dragon Tiger', 'Sic Bo', 'Money Wheel', 'Andar Bahar', 'Teen Patti', "Casino Hold'em", 'Dice Duel', 'Football Studio', 'Crazy Coin Flip'];
const TABLE_BASES: Partial<Record<CategorySlug, string[]>> = {
  roulette: ['European Roulette', 'French Roulette', 'American Roulette', 'Multi-Wheel Roulette', 'Roulette Royale', 'Mini Roulette', 'Double Ball Roulette', 'Zoom Roulette'],
  blackjack: ['Classic Blackjack', 'Atlantic City Blackjack', 'Single Deck Blackjack', 'Vegas Strip Blackjack', 'Double Exposure Blackjack', 'Pontoon', 'Spanish 21', 'Blackjack Switch'],
  baccarat: ['Punto Banco', 'Baccarat Squeeze', 'Mini Baccarat', 'Dragon Tiger', 'No Commission Baccarat', 'Chemin de Fer'],
  poker: ["Casino Hold'em", 'Three Card Poker', 'Caribbean Stud', 'Jacks or Better', 'Deuces Wild', 'Texas Bonus Poker', 'Oasis Poker', 'Pai Gow Poker', 'Joker Poker', 'Aces and Faces'],
  crash: ['Rocket Rise', 'Jet Pilot', 'Space Crash', 'Cash Balloon', 'Moon Climb', 'Turbo Rider', 'High Flyer', 'Big Bang', 'Skyline', 'Lift Off'],
  instant: ['Plinko', 'Mines', 'Scratch Cash', 'Dice', 'Hi-Lo', 'Wheel of Luck', 'Penalty Shootout', 'Goal Rush', 'Tower Climb', 'Coin Flip', 'Limbo', 'Card Flip'],
  lottery: ['Keno', 'Bingo', 'Lucky Numbers', 'Lotto 6/49', 'Daily Draw', 'Power Keno', 'Quick Bingo', 'Number Ball'],
};

const SYMBOLS = ['star', 'diamond', 'circle', 'hexagon', 'crown', 'bolt', 'heart', 'clover'] as const;
export type ThemeSymbol = (typeof SYMBOLS)[number];

export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

function slotName(random: Random): string {
  const adjective = pickOne(random, ADJECTIVES);
  const noun = pickOne(random, NOUNS);
  switch (between(random, 0, 5)) {
    case 0:
      return `${adjective} ${noun}`;
    case 1:
      return `${noun} of ${pickOne(random, PLACES)}`;
    case 2:
      return `Book of ${pickOne(random, LEGENDS)}`;
    case 3:
      return `${adjective} ${noun} ${pickOne(random, SUFFIXES)}`;
    case 4:
      return `${noun} ${pickOne(random, SUFFIXES)}`;
    default:
      return `${pickOne(random, [5, 10, 20, 25, 40, 50, 100])} ${adjective} ${noun}`;
  }
}

function gameName(random: Random, category: CategorySlug): string {
  switch (category) {
    case 'slots':
      return slotName(random);
    case 'megaways':
      return `${slotName(random)} Megaways`;
    case 'jackpots':
      return `${slotName(random)} ${pickOne(random, JACKPOT_SUFFIXES)}`;
    case 'bonus-buy':
      return `${slotName(random)} ${pickOne(random, BONUS_BUY_SUFFIXES)}`;
    case 'live':
      return `${pickOne(random, LIVE_PREFIXES)} ${pickOne(random, LIVE_GAMES)}`;
    default: {
      const base = pickOne(random, TABLE_BASES[category] ?? ['Classic']);
      // "Multihand" only makes sense for card games.
      const variants = category === 'blackjack' || category === 'poker' ? VARIANTS : VARIANTS.filter((v) => v !== 'Multihand');
      return random() < 0.3 ? base : `${base} ${pickOne(random, variants)}`;
    }
  }
}

function weighted<T extends string>(random: Random, weights: Partial<Record<T, number>>): T {
  const entries = Object.entries(weights) as [T, number][];
  let roll = random() * entries.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return entries[entries.length - 1]![0];
}

const ROMAN = ['II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
const LIVE_CATEGORIES = new Set<CategorySlug>(['live']);
const TABLE_LIKE = new Set<CategorySlug>(['live', 'roulette', 'blackjack', 'baccarat', 'poker']);

export function seedCatalogue(db: Db): void {
  const random = seededRandom(CATALOGUE_SEED);
  const insertCategory = db.prepare('INSERT INTO game_categories (id, slug, sort, wager_contribution_pct) VALUES (?, ?, ?, ?)');
  CATEGORIES.forEach((category, index) => insertCategory.run(index + 1, category.slug, index, category.contribution));
  const categoryId = new Map(CATEGORIES.map((category, index) => [category.slug, index + 1]));

  const insertProvider = db.prepare('INSERT INTO game_providers (id, slug, name, sort) VALUES (?, ?, ?, ?)');
  const insertGame = db.prepare(
    `INSERT INTO games (id, slug, name, provider_id, category_id, rtp_bp, volatility, is_new, is_popular, has_demo, has_jackpot,
       is_live, popularity, released_at, theme_hue, theme_symbol, min_bet_cents, max_bet_cents)
     VALUES (@id, @slug, @name, @providerId, @categoryId, @rtp, @volatility, @isNew, 0, @hasDemo, @hasJackpot,
       @isLive, @popularity, @releasedAt, @hue, @symbol, @minBet, @maxBet)`,
  );
  const insertSearchRow = db.prepare('INSERT INTO games_fts (rowid, name, provider) VALUES (?, ?, ?)');
  const slugs = new Set<string>();
  // Names are unique across the whole catalogue, so a search never shows two different games with one name.
  const names = new Set<string>();
  const releaseFrom = Date.parse('2019-01-01T00:00:00Z');
  let gameId = 0;

  PROVIDERS.forEach((provider, providerIndex) => {
    const providerId = providerIndex + 1;
    const providerSlug = slugify(provider.name);
    insertProvider.run(providerId, providerSlug, provider.name, providerIndex);
    // Studios differ in how popular they are; their games inherit a share of it.
    const studioFame = 0.4 + random() * 0.6;
    for (let n = 0; n < provider.games; n++) {
      const category = weighted(random, STUDIO_MIX[provider.kind]);
      let name = gameName(random, category);
      for (let attempt = 0; names.has(name) && attempt < 20; attempt++) name = gameName(random, category);
      if (names.has(name)) name = `${name} ${ROMAN.find((numeral) => !names.has(`${name} ${numeral}`)) ?? n}`;
      names.add(name);
      let slug = slugify(name);
      if (slugs.has(slug)) slug = `${slug}-${providerSlug}`;
      if (slugs.has(slug)) slug = `${slug}-${n}`;
      slugs.add(slug);

      const releasedAt = releaseFrom + Math.floor(random() * (CATALOGUE_DATE - releaseFrom));
      const isNew = CATALOGUE_DATE - releasedAt < NEW_GAME_DAYS * 86400_000;
      const tableLike = TABLE_LIKE.has(category);
      const rtp = tableLike ? between(random, 9640, 9880) : between(random, 9400, 9750);
      // Skewed so a few games are far more popular than the long tail.
      const popularity = Math.round(Math.pow(random(), 3) * 100000 * studioFame) + (isNew ? 5000 : 0);
      insertGame.run({
        id: ++gameId,
        slug,
        name,
        providerId,
        categoryId: categoryId.get(category),
        rtp,
        volatility: tableLike ? 'low' : pickOne(random, ['low', 'medium', 'medium', 'high', 'high'] as const),
        isNew: isNew ? 1 : 0,
        hasDemo: LIVE_CATEGORIES.has(category) || provider.kind === 'live' ? 0 : 1,
        hasJackpot: category === 'jackpots' ? 1 : 0,
        isLive: provider.kind === 'live' ? 1 : 0,
        popularity,
        releasedAt: new Date(releasedAt).toISOString(),
        hue: between(random, 0, 359),
        symbol: pickOne(random, SYMBOLS),
        minBet: provider.kind === 'live' ? pickOne(random, [50, 100, 100, 500]) : pickOne(random, [10, 10, 20, 20, 50]),
        maxBet: provider.kind === 'live' ? pickOne(random, [500000, 1000000, 2500000]) : pickOne(random, [5000, 10000, 20000, 50000]),
      });
      insertSearchRow.run(gameId, name, provider.name);
    }
  });
  // The 150 most popular games are flagged for the "Popular" row (and are what bots play in tournaments and races).
  db.prepare('UPDATE games SET is_popular = 1 WHERE id IN (SELECT id FROM games ORDER BY popularity DESC, id LIMIT 150)').run();

  const insertRate = db.prepare('INSERT OR REPLACE INTO game_currency_rates (currency, per_eur) VALUES (?, ?)');
  for (const [currency, perEur] of Object.entries(CURRENCY_PER_EUR)) insertRate.run(currency, perEur);
}

/** The studio of the operator's filler games (POST /_dev/games/catalogue): plain names, so no search a test makes finds them. */
export const FILLER_PROVIDER = { slug: 'catalogue-filler', name: 'Catalogue Filler' } as const;

/**
 * Pads the catalogue with filler slots until it holds `size` games; never removes any. Fillers are the least popular
 * and the oldest games, so every list a player sees first, and every count of a real studio, stays as it was.
 * Answers the games now in the catalogue and how many were added.
 */
export function padCatalogue(db: Db, size: number): { total: number; added: number } {
  return db.transaction(() => {
    const have = db.prepare('SELECT COUNT(*) FROM games').pluck().get() as number;
    if (have >= size) return { total: have, added: 0 };
    db.prepare(
      `INSERT OR IGNORE INTO game_providers (id, slug, name, sort)
       SELECT COALESCE(MAX(id), 0) + 1, ?, ?, COALESCE(MAX(sort), 0) + 1 FROM game_providers`,
    ).run(FILLER_PROVIDER.slug, FILLER_PROVIDER.name);
    const providerId = db.prepare('SELECT id FROM game_providers WHERE slug = ?').pluck().get(FILLER_PROVIDER.slug) as number;
    const categoryId = db.prepare("SELECT id FROM game_categories WHERE slug = 'slots'").pluck().get() as number;
    const insertGame = db.prepare(
      `INSERT INTO games (slug, name, provider_id, category_id, rtp_bp, volatility, is_new, is_popular, has_demo, has_jackpot,
         is_live, popularity, released_at, theme_hue, theme_symbol, min_bet_cents, max_bet_cents)
       VALUES (?, ?, ?, ?, 9600, 'medium', 0, 0, 1, 0, 0, 0, '2019-01-01T00:00:00.000Z', ?, ?, 10, 10000)`,
    );
    const insertSearchRow = db.prepare('INSERT INTO games_fts (rowid, name, provider) VALUES (?, ?, ?)');
    const random = seededRandom(CATALOGUE_SEED + have);
    for (let n = have + 1; n <= size; n++) {
      const name = `Filler Reel ${n}`;
      const { lastInsertRowid } = insertGame.run(slugify(name), name, providerId, categoryId, between(random, 0, 359), pickOne(random, SYMBOLS));
      insertSearchRow.run(lastInsertRowid, name, FILLER_PROVIDER.name);
    }
    return { total: size, added: size - have };
  })();
}

/** Reference rates for comparing stakes across currencies (points, jackpots, live table limits). */
// Minor units of each currency per EUR cent: the API's rate table (src/money/money.ts) for the currencies it keeps
// accounts in, plus a few more a game lobby may be asked about.
export const CURRENCY_PER_EUR: Record<string, number> = {
  GBP: 0.85,
  BRL: 5.9,
  CAD: 1.5,
  CHF: 0.95,
  UAH: 45,
  ...Object.fromEntries(CURRENCIES.map((currency) => [currency, minorPerBaseMinor(currency)])),
};
