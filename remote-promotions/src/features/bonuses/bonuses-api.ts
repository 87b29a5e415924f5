import { endpointQuery, type Locale } from '@casino/shared';

/** The campaigns a signed-in player can take here: the dashboard list (GET /bonus-campaign/campaign-list-for-dashboard). */
export const playerCampaignsQuery = (lang: Locale) => endpointQuery('bonuses.forDashboard', { query: { lang } });
/** What a guest is offered: the promotions of the content API (GET /promo). */
export const promoQuery = (lang: Locale) => endpointQuery('content.promo', { query: { lang } });
/** How many of the player's bonuses are searched for cashback to take (newest first). */
const RECENT_BONUSES = 100;
/** The player's bonuses; the available cashback ones are the rewards to take (they belong to no campaign). */
export const recentBonusesQuery = (lang: Locale) =>
  endpointQuery('bonuses.history', { query: { lang, page: 1, perPage: RECENT_BONUSES } });
/** The campaigns a game counts for (GET /bonus-campaign/campaign-list-for-game-page/{gameGlobalId}), for a player. */
export const gameCampaignsQuery = (gameGlobalId: string, lang: Locale) =>
  endpointQuery('bonuses.forGamePage', { params: { gameGlobalId }, query: { lang } });
