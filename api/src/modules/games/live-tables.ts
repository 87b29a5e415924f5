import type { LiveGameInfo } from '@casino/contract/schemas';
import { formatMinor } from '../../money/money';
import type { Catalogue, CatalogueGame } from './catalogue';
import { seededRandom } from './seed-catalogue';

const DEALERS = ['Anna', 'Marta', 'Sofia', 'Elena', 'Lucía', 'Camille', 'Aigerim', 'Olga', 'Zeynep', 'Katarzyna', 'Inês', 'Lena', 'Daria', 'Mariam', 'Nadia', 'Julia', 'Carla', 'Emma', 'Dmitri', 'Marco', 'Tomasz', 'Arman', 'Pierre', 'Jonas', 'Mehmet', 'Pablo'];
const ROULETTE_NUMBERS = Array.from({ length: 37 }, (_, n) => String(n));
const MONEY_WHEEL = ['1', '1', '1', '2', '2', '5', '10', '20', '40'];

function resultsFor(game: CatalogueGame, random: () => number): string[] {
  const name = game.name.toLowerCase();
  const draw = (values: string[]) => Array.from({ length: 10 }, () => values[Math.floor(random() * values.length)]!);
  if (name.includes('roulette')) return draw(ROULETTE_NUMBERS);
  if (name.includes('baccarat') || name.includes('dragon tiger') || name.includes('punto')) return draw(['P', 'P', 'B', 'B', 'T']);
  if (name.includes('blackjack')) return draw(['17', '18', '19', '20', '21', 'BJ', 'Bust', 'Bust']);
  if (name.includes('sic bo') || name.includes('dice')) return draw(Array.from({ length: 16 }, (_, n) => String(n + 3)));
  if (name.includes('wheel')) return draw(MONEY_WHEEL);
  return draw(['W', 'L', 'L', 'P']);
}

/** Rounds a converted limit to a figure a table would print (1, 2 or 5 times a power of ten). */
export function niceCents(cents: number): number {
  const magnitude = Math.pow(10, Math.floor(Math.log10(Math.max(cents, 1))));
  const leading = cents / magnitude;
  return Math.round((leading < 1.5 ? 1 : leading < 3.5 ? 2 : leading < 7.5 ? 5 : 10) * magnitude);
}

/**
 * Live tables as a lobby would show them. There is no studio behind this API, so the figures are a deterministic
 * function of the table and the current minute: they move believably and two calls in the same minute agree.
 */
export function liveTables(catalogue: Catalogue, liveGameIds: readonly number[], currency: string, perEur: number, now = Date.now()): LiveGameInfo[] {
  const minute = Math.floor(now / 60000);
  const hourOfDay = new Date(now).getUTCHours();
  return liveGameIds.flatMap((id) => {
    const game = catalogue.game(id);
    if (!game) return [];
    const random = seededRandom(id * 7919 + minute);
    const isBlackjack = game.name.toLowerCase().includes('blackjack');
    // One table in eight closes for maintenance between 04:00 and 06:00 UTC.
    const isOpen = !(id % 8 === 0 && hourOfDay >= 4 && hourOfDay < 6);
    const seatsTaken = isBlackjack ? Math.floor(random() * 8) : null;
    return [
      {
        gameId: id,
        slug: game.slug,
        dealerName: DEALERS[(id + Math.floor(minute / 240)) % DEALERS.length]!,
        isOpen,
        seatsTotal: isBlackjack ? 7 : null,
        seatsTaken: isOpen ? seatsTaken : isBlackjack ? 0 : null,
        playersOnline: isOpen ? (isBlackjack ? (seatsTaken ?? 0) + Math.floor(random() * 40) : 20 + Math.floor(random() * 900)) : 0,
        currency,
        minBet: formatMinor(niceCents(game.row.minBetCents * perEur), currency),
        maxBet: formatMinor(niceCents(game.row.maxBetCents * perEur), currency),
        lastResults: resultsFor(game, random),
      },
    ];
  });
}
