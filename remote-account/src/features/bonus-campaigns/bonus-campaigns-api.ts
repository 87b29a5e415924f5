import { apiClient, endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';

/**
 * The player's bonus campaigns (SPEC.md section 2: /{lang}/player/bonus-campaigns): the active and available ones with
 * their wagering, and the four actions of the bonus state machine. Light: the route loader imports it.
 */
export const BONUS_ACTIONS = ['activate', 'deactivate', 'cancel', 'reward'] as const;
export type BonusAction = (typeof BONUS_ACTIONS)[number];

export const dashboardCampaignsQuery = (lang: Locale) => endpointQuery(ENDPOINTS['bonuses.forDashboard'], { query: { lang } });

export function runBonusAction(action: BonusAction, bonusId: number, lang: Locale) {
  const given = { params: { bonusId }, query: { lang } };
  if (action === 'activate') return apiClient.call(ENDPOINTS['bonuses.activate'], given);
  if (action === 'deactivate') return apiClient.call(ENDPOINTS['bonuses.deactivate'], given);
  if (action === 'cancel') return apiClient.call(ENDPOINTS['bonuses.cancel'], given);
  return apiClient.call(ENDPOINTS['bonuses.reward'], given);
}
