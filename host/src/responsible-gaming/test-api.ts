import { apiClient } from '@casino/shared';
import type { JurisdictionId, JurisdictionProfile, ResponsibleGamingOverview } from '@casino/contract/schemas';
import { JURISDICTION_PROFILES } from '@casino/contract/responsible-gaming';

/** Test helpers of the host's responsible-gaming parts (jest only): the API answered by method and path. */
export type Reply = { status?: number; body: unknown };
export const ok = (data: unknown): Reply => ({ body: { status: 'ok', data } });

export function answerApi(routes: Record<string, Reply | (() => Reply)>) {
  const sent: string[] = [];
  apiClient.configure({
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const route = `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}`;
      sent.push(route);
      const answer = routes[route];
      const { status = 200, body } =
        typeof answer === 'function' ? answer() : (answer ?? { status: 404, body: { status: 'error', errors: [{ field: 'path', code: 'not_found', message: '' }] } });
      return { ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body), json: async () => body } as unknown as Response;
    }) as unknown as typeof fetch,
  });
  return { count: (route: string) => sent.filter((s) => s === route).length };
}

/**
 * A profile as the API answers it for a EUR account: the contract's data (`JURISDICTION_PROFILES`, the API's own
 * definition), the stake cap written in EUR, then what a test changes.
 */
export function profileOf(id: JurisdictionId, over: Partial<JurisdictionProfile> = {}): JurisdictionProfile {
  const { maxStakeBase, ...rules } = JURISDICTION_PROFILES[id];
  return { ...rules, maxStake: maxStakeBase === null ? null : (maxStakeBase / 100).toFixed(2), ...over };
}

export function overviewOf(profile: JurisdictionProfile, over: Partial<ResponsibleGamingOverview> = {}, session: { elapsedSeconds: number; net: string } | null = null): ResponsibleGamingOverview {
  return {
    profile,
    currency: 'EUR',
    limits: [],
    netPosition: {
      currency: 'EUR',
      deposits: '100.00',
      withdrawals: '0.00',
      net: '100.00',
      session: session && { startedAt: '2026-11-27T12:00:00.000Z', elapsedSeconds: session.elapsedSeconds, staked: '10.00', won: '0.00', net: session.net },
    },
    realityCheckMinutes: null,
    lockedUntil: null,
    now: '2026-11-27T12:10:00.000Z',
    ...over,
  };
}
