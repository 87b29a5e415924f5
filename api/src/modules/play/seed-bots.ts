import type { Db } from '../../db/database';
import { createAccount } from '../../db/wallet';
import { money } from '../../money/money';
import { seededRandom } from '../games/seed-catalogue';
import { spin } from './slot-math';

/**
 * House players ("bots") with a few weeks of real-money rounds on the popular games, so tournament and race
 * leaderboards are not empty on a fresh database. They have no password and cannot sign in.
 */
export const BOT_NICKNAMES = [
  'LuckyLena', 'SpinDoctor', 'Aigerim_77', 'MadMaxBet', 'ReelQueen', 'BaronVonSpin', 'CleoFan', 'WildWolf88', 'Pixelka', 'RoyalFlush',
  'NightOwl', 'GoldenGoose', 'MrsMegaways', 'Zeynep_TR', 'KasiaKrk', 'PedroPlay', 'JoanaLX', 'LucasBCN', 'Sasha_Spb', 'DinaraAlm',
  'HansImGlück', 'CamilleP', 'TomekWaw', 'IvanGrozny', 'MehmetIst', 'AnaSevilla', 'MarcGirona', 'OlgaMsk', 'ArmanAst', 'SofiaPorto',
  'JackpotJoe', 'BookWorm', 'FruitNinja7', 'SevenHeaven', 'LadyLuck', 'HighRoller', 'ChipChaser', 'DiceKing', 'StarGazer', 'CoinCollector',
];
const BOT_SEED = 4242;
const HISTORY_DAYS = 21;

export function seedBots(db: Db): void {
  const random = seededRandom(BOT_SEED);
  const randomInt = (n: number) => Math.floor(random() * n);
  const popular = db.prepare('SELECT id FROM games WHERE is_popular = 1 ORDER BY popularity DESC, id').pluck().all() as number[];
  const insertPlayer = db.prepare(
    `INSERT INTO players (login, email, nickname, country, currency, locale, registration_type, created_at)
     VALUES (?, NULL, ?, ?, 'EUR', ?, 'bot', ?)`,
  );
  const insertRound = db.prepare(
    `INSERT INTO game_rounds (player_id, game_id, mode, currency, bet_cents, win_cents, balance_after_cents, outcome, created_at)
     VALUES (?, ?, 'real', 'EUR', ?, ?, NULL, ?, ?)`,
  );
  const countries: [string, string][] = [['DE', 'de'], ['ES', 'es'], ['FR', 'fr'], ['KZ', 'kk'], ['PL', 'pl'], ['PT', 'pt'], ['TR', 'tr'], ['AD', 'ca'], ['GB', 'en']];
  const now = Date.now();
  const bets = [20, 50, 100, 100, 200, 500, 1000];

  BOT_NICKNAMES.forEach((nickname, index) => {
    const [country, locale] = countries[index % countries.length]!;
    const joined = new Date(now - (60 + randomInt(600)) * 86400_000).toISOString();
    const login = `bot-${nickname.toLowerCase().replace(/[^a-z0-9]+/g, '')}`;
    const playerId = Number(insertPlayer.run(login, nickname, country, locale, joined).lastInsertRowid);
    createAccount(db, playerId, 'EUR', true, money(50_000 + randomInt(500_000), 'EUR'));
    // A few bots play a lot, most play a little, as in any casino.
    const rounds = 10 + Math.floor(Math.pow(random(), 2) * 140);
    const favouriteGames = Array.from({ length: 6 }, () => popular[randomInt(popular.length)]!);
    const betLevel = randomInt(bets.length);
    for (let n = 0; n < rounds; n++) {
      const gameId = random() < 0.7 ? favouriteGames[randomInt(favouriteGames.length)]! : popular[randomInt(popular.length)]!;
      const betCents = bets[Math.min(bets.length - 1, betLevel + randomInt(2))]!;
      const outcome = spin(betCents, randomInt);
      const at = new Date(now - random() * HISTORY_DAYS * 86400_000).toISOString();
      insertRound.run(playerId, gameId, betCents, outcome.winCents, JSON.stringify({ reels: outcome.reels, line: outcome.line }), at);
    }
  });
}

/** Bot players' ids, for modules that enter them into tournaments. */
export function botPlayerIds(db: Db): number[] {
  return db.prepare("SELECT id FROM players WHERE registration_type = 'bot' ORDER BY id").pluck().all() as number[];
}
