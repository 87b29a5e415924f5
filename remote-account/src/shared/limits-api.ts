import { apiClient, endpointQuery } from '@casino/shared';
import { ENDPOINTS } from '@casino/contract';
import type { LimitKind, PlayerLimit, ResponsibleGamingOverview, SetLimitBody } from '@casino/contract/schemas';

/** /{lang}/player/limits (issue 35): the player's limits, their usage, pending raises and the audit history. */
export const limitsQuery = () => endpointQuery(ENDPOINTS['rg.overview'], {});
export const limitHistoryQuery = () => endpointQuery(ENDPOINTS['rg.history'], {});
export const setLimit = (body: SetLimitBody) => apiClient.call(ENDPOINTS['rg.setLimit'], { body });
export const confirmLimit = (kind: LimitKind) => apiClient.call(ENDPOINTS['rg.confirmLimit'], { body: { kind } });
export const setRealityCheck = (minutes: 10 | 20 | 30 | 60 | null) =>
  apiClient.call(ENDPOINTS['rg.realityCheck'], { body: { minutes } });

/** The page's groups, in the order a player thinks about them. */
export const LIMIT_GROUPS: { id: 'deposit' | 'loss' | 'stake' | 'session'; kinds: LimitKind[] }[] = [
  { id: 'deposit', kinds: ['deposit.day', 'deposit.week', 'deposit.month'] },
  { id: 'loss', kinds: ['loss.day', 'loss.week', 'loss.month'] },
  { id: 'stake', kinds: ['stake.round'] },
  { id: 'session', kinds: ['session.minutes'] },
];

/** The translation key part of a kind ("deposit.day" -> "depositDay"). */
export const kindKey = (kind: LimitKind): string => kind.replace(/\.(\w)/, (_, c: string) => c.toUpperCase());

/**
 * What the player typed, as the API reads it: a money amount with at most the currency's digits (a comma works as the
 * decimal point), or whole minutes. null when it is not one.
 */
export function readLimitInput(text: string, kind: LimitKind, decimals: number): string | null {
  const normalised = text.trim().replace(',', '.');
  if (kind === 'session.minutes') return /^\d{1,4}$/.test(normalised) && Number(normalised) >= 1 && Number(normalised) <= 1440 ? String(Number(normalised)) : null;
  if (!new RegExp(`^\\d{1,12}(\\.\\d{1,${decimals}})?$`).test(normalised) || Number(normalised) <= 0) return null;
  return normalised;
}

/** The smallest amount left under the deposit limits in force (null: none set), for the cashier's messages. */
export function depositRoomOf(overview: ResponsibleGamingOverview): PlayerLimit | null {
  const set = overview.limits.filter((limit) => limit.kind.startsWith('deposit.') && limit.remaining !== null);
  return set.reduce<PlayerLimit | null>((least, limit) => (!least || Number(limit.remaining) < Number(least.remaining) ? limit : least), null);
}

/** No deposit yet and no deposit limit: the cashier offers to set one first. */
export const shouldPromptAtFirstDeposit = (overview: ResponsibleGamingOverview): boolean =>
  Number(overview.netPosition.deposits) === 0 && !overview.limits.some((limit) => limit.kind.startsWith('deposit.') && limit.amount !== null);
