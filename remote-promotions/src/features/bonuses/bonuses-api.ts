import { apiClient, endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';

/** The campaigns a signed-in player can take here: the dashboard list (GET /bonus-campaign/campaign-list-for-dashboard). */
export const playerCampaignsQuery = (lang: Locale) => endpointQuery(ENDPOINTS['bonuses.forDashboard'], { query: { lang } });
/** What a guest is offered: the promotions of the content API (GET /promo). */
export const promoQuery = (lang: Locale) => endpointQuery(ENDPOINTS['content.promo'], { query: { lang } });
/** The campaigns a game counts for (GET /bonus-campaign/campaign-list-for-game-page/{gameGlobalId}), for a player. */
export const gameCampaignsQuery = (gameGlobalId: string, lang: Locale) =>
  endpointQuery(ENDPOINTS['bonuses.forGamePage'], { params: { gameGlobalId }, query: { lang } });
/**
 * Whether activating a campaign would end the player's active gamification reward (one bonus is active at a time):
 * GET /bonus-campaign/can-lose-gamification-reward?bonusId. Asked at the click, so the answer is current.
 */
export const canLoseReward = (bonusId: number) =>
  apiClient.call(ENDPOINTS['bonuses.canLoseReward'], { query: { bonusId } });
