import { endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';

/** How many of the player's bonuses are searched for cashback to take (newest first). */
const RECENT_BONUSES = 100;
/** The player's bonuses; the available cashback ones are the rewards to take (they belong to no campaign). */
export const recentBonusesQuery = (lang: Locale) =>
  endpointQuery(ENDPOINTS['bonuses.history'], { query: { lang, page: 1, perPage: RECENT_BONUSES } });
