import { JURISDICTION_PROFILES } from '@casino/contract/responsible-gaming';
import {
  LIMIT_KINDS,
  type BalanceData,
  type CashierData,
  type JurisdictionId,
  type JurisdictionProfile,
  type PlayerLimit,
  type ResponsibleGamingOverview,
} from '@casino/contract/schemas';

/**
 * Test helpers of the account remote's cashier and responsible-gaming tests (jest only: no page imports this file).
 * The API is the edge of the product: fetch is answered by "METHOD /path" (an unknown route answers 404 with a code),
 * and every call is kept with its JSON body. The data below are the API's answers for a player with one empty EUR
 * account, paying by Visa, under a jurisdiction profile taken from the contract's one definition.
 */
export type Reply = { status?: number; body: unknown };
/** An answer, or how to answer from the request's JSON body. */
export type Route = Reply | ((body: unknown) => Reply);
export const ok = (data: unknown): Reply => ({ body: { status: 'ok', data } });
const notFound: Reply = { status: 404, body: { status: 'error', errors: [{ field: 'path', code: 'not_found', message: 'not found' }] } };

export const OVERVIEW = 'GET /api/v1/responsible-gaming/limits';
export const SET_LIMIT = 'POST /api/v1/responsible-gaming/limits';
export const CONFIRM_LIMIT = 'POST /api/v1/responsible-gaming/limits/confirm';
export const LIMIT_HISTORY = 'GET /api/v1/responsible-gaming/limits/history';
export const DEPOSIT = 'POST /api/v1/cashier/deposit';

/** Replaces fetch with `routes`; `sent(route)` lists the JSON bodies sent to a route, `order()` every route asked. */
export function answerApi(routes: Record<string, Route>) {
  const sent: { route: string; body: unknown }[] = [];
  global.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const route = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ route, body });
    const answer = routes[route];
    const { status = 200, body: reply } = typeof answer === 'function' ? answer(body) : (answer ?? notFound);
    return { status, ok: status < 400, statusText: '', text: async () => JSON.stringify(reply), json: async () => reply } as Response;
  }) as typeof fetch;
  return {
    sent: (route: string) => sent.filter((s) => s.route === route).map((s) => s.body),
    order: () => sent.map((s) => s.route),
  };
}

export const emptyBalance: BalanceData = {
  currency: 'EUR',
  balance: '0.00',
  bonus: '0.00',
  total: '0.00',
  demoBalance: '1000.00',
  accounts: [{ currency: 'EUR', balance: '0.00', bonus: '0.00', isCurrent: true }],
};
export const visaCashier: CashierData = {
  currency: 'EUR',
  balance: '0.00',
  canDeposit: true,
  deposit: [{ id: 'visa', kind: 'deposit', type: 'card', name: 'Visa', currencies: ['EUR'], currency: 'EUR', min: '10.00', max: '5000.00' }],
  withdrawal: [],
};
/** What the balance page's cashier reads before the player does anything (no bonus to offer). */
export const cashierRoutes = (): Record<string, Route> => ({
  'GET /api/v1/dashboard/balance': ok(emptyBalance),
  'GET /api/v1/cashier': ok(visaCashier),
  'GET /api/v1/bonus-campaign/campaign-list-for-cashbox': ok({ campaigns: [] }),
  'GET /api/v1/bonus-campaign/can-lose-gamification-reward': ok({ canLose: false, reward: null }),
});

/** A profile as the API answers it for a EUR account (the stake cap written in EUR). */
export function profileOf(id: JurisdictionId): JurisdictionProfile {
  const { maxStakeBase, ...rules } = JURISDICTION_PROFILES[id];
  return { ...rules, maxStake: maxStakeBase === null ? null : (maxStakeBase / 100).toFixed(2) };
}

/** A limit the player has not set. */
export const noLimit = (kind: PlayerLimit['kind']): PlayerLimit => ({
  kind,
  currency: kind === 'session.minutes' ? null : 'EUR',
  amount: null,
  used: null,
  remaining: null,
  pending: null,
});
/** The daily deposit limit: by default 100.00 of which 30.00 is used. */
export const depositDay = (over: Partial<PlayerLimit> = {}): PlayerLimit => ({
  kind: 'deposit.day',
  currency: 'EUR',
  amount: '100.00',
  used: '30.00',
  remaining: '70.00',
  pending: null,
  ...over,
});

/** The responsible-gaming overview: every kind of limit (those in `limits` set, the rest not), and the net position. */
export function overviewOf({
  profile = 'uk',
  limits = [],
  deposits = '0.00',
  withdrawals = '0.00',
}: { profile?: JurisdictionId; limits?: PlayerLimit[]; deposits?: string; withdrawals?: string } = {}): ResponsibleGamingOverview {
  return {
    profile: profileOf(profile),
    currency: 'EUR',
    limits: LIMIT_KINDS.map((kind) => limits.find((l) => l.kind === kind) ?? noLimit(kind)),
    netPosition: { currency: 'EUR', deposits, withdrawals, net: (Number(deposits) - Number(withdrawals)).toFixed(2), session: null },
    realityCheckMinutes: null,
    lockedUntil: null,
    now: '2026-11-27T12:00:00.000Z',
  };
}
