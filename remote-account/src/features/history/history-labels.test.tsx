import fs from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import {
  BONUS_STATUSES,
  GameMode,
  PAYMENT_STATUSES,
  PaymentKind,
  POINTS_REASONS,
  type Payment,
  type PlayerBonus,
  type PointsHistoryItem,
  type RoundHistoryItem,
} from '@casino/contract/schemas';
import { mockApi, renderRemoteRoute, testSession } from '../../app/test-support';

/**
 * Every history table in every language, fed every code the API can send in it (payment kinds, methods and statuses,
 * round modes, points reasons, bonus statuses): a cell showing a code as it came fails, and each code's label must be
 * on the page. The codes come from the contract's schemas and the reference API's cashier, not from a list kept here.
 */
const LANGUAGES = ['en', 'ca', 'es', 'fr', 'kk', 'pl', 'pt', 'ru', 'tr', 'de'] as const;
const literals = (schema: { anyOf: { const: string }[] }) => schema.anyOf.map((member) => member.const);
const PAYMENT_KINDS = literals(PaymentKind as never);
const GAME_MODES = literals(GameMode as never);
const METHODS = [
  ...fs.readFileSync(path.resolve(__dirname, '../../../../api/src/modules/payments/cashier-methods.ts'), 'utf8').matchAll(/\bid: '([a-z0-9-]+)'/g),
].map((match) => match[1]!);
const KNOWN_CODES = new Set<string>([...PAYMENT_KINDS, ...PAYMENT_STATUSES, ...METHODS, ...GAME_MODES, ...POINTS_REASONS, ...BONUS_STATUSES]);

const strings = (lang: string, app: 'remote-account' | 'shared' = 'remote-account') =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, `../../../../${app}/src/locales/${lang}.json`), 'utf8'));
const paged = (items: unknown[]) => ({ body: { status: 'ok', data: { items, page: 1, perPage: 100, total: items.length } } });
const signedIn = () => testSession({ isAuth: true, id: 7, login: 'player7' });
const createdAt = '2026-01-10T10:00:00.000Z';

const payments: Payment[] = PAYMENT_STATUSES.flatMap((status, s) =>
  METHODS.map((method, m) => ({
    id: s * 100 + m + 1,
    kind: method.endsWith('-payout') ? 'withdrawal' : 'deposit',
    method,
    currency: 'EUR',
    amount: '25.00',
    status,
    reason: null,
    cancellable: false,
    cryptoTransaction: null,
    createdAt,
    updatedAt: createdAt,
  })),
);
const rounds: RoundHistoryItem[] = GAME_MODES.map((mode, index) => ({
  id: index + 1,
  game: { id: 1, slug: 'book-of-gold', name: 'Book of Gold', provider: 'Blue Orca' },
  mode: mode as RoundHistoryItem['mode'],
  currency: 'EUR',
  bet: '1.00',
  win: '0.00',
  balanceAfter: '99.00',
  createdAt,
}));
const points: PointsHistoryItem[] = POINTS_REASONS.map((reason, index) => ({ id: index + 1, delta: '1.00', balanceAfter: '10.00', reason, createdAt }));
const bonuses: PlayerBonus[] = BONUS_STATUSES.map((status, index) => ({
  uuid: `b-${index}`,
  campaignId: null,
  kind: 'deposit',
  title: 'Welcome',
  status,
  amount: '10.00',
  wagerRequired: '0.00',
  wagered: '0.00',
  activatedAt: null,
  finishedAt: null,
  createdAt,
}));

/** Each table, the rows it is fed, and the label every code in it must show as. */
const TABLES = [
  {
    section: 'payments',
    api: '/api/v1/player/history/payments',
    rows: payments,
    labels: (lang: string) => {
      const h = strings(lang).history;
      return [...PAYMENT_KINDS.map((k) => h.kind[k]), ...METHODS.map((m) => h.paymentMethod[m]), ...PAYMENT_STATUSES.map((s) => h.status[s])];
    },
  },
  { section: 'rounds', api: '/api/v1/player/history/round', rows: rounds, labels: (lang: string) => GAME_MODES.map((m) => strings(lang).history.mode[m]) },
  { section: 'points', api: '/api/v1/player/history/points', rows: points, labels: (lang: string) => POINTS_REASONS.map((r) => strings(lang).history.pointsReason[r]) },
  { section: 'bonus', api: '/api/v1/player/history/bonus', rows: bonuses, labels: (lang: string) => BONUS_STATUSES.map((s) => strings(lang).bonusStatus[s]) },
];

describe.each(TABLES)('the $section history', ({ section, api, rows, labels }) => {
  it.each(LANGUAGES)(`labels every code the API sends in %s, never showing one as it came`, async (lang) => {
    mockApi({ [api]: paged(rows) });
    await renderRemoteRoute(`/${lang}/player/history/${section}`, signedIn());
    const table = await screen.findByTestId('history-table');
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.trim() ?? '');
    expect(cells.filter((text) => KNOWN_CODES.has(text))).toEqual([]);
    const expected: string[] = labels(lang);
    expect(expected.filter((label) => typeof label !== 'string' || !label)).toEqual([]);
    expect(expected.filter((label) => !cells.includes(label))).toEqual([]);
  });
});
