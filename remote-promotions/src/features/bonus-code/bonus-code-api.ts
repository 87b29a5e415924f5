import { endpointQuery } from '@casino/shared';
import { ENDPOINTS, type Locale } from '@casino/contract';
import { REDEEMED_QUERY } from '@casino/contract/form-posts';

/** A bonus uuid as the API writes them; anything else in `?redeemed=` is ignored without asking the API. */
const BONUS_UUID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The bonus a code redeemed by the edge gave (`?redeemed=<uuid>`, declared in ../../route-manifest.ts; the edge's 303
 * after a bonus code form sent before the app was live: contract/src/form-posts.ts), or null when the address names
 * none. The page shows it as it shows a code redeemed in place.
 */
export function redeemedBonusOf(search: URLSearchParams): string | null {
  const uuid = search.get(REDEEMED_QUERY);
  return uuid && BONUS_UUID.test(uuid) ? uuid : null;
}

/** GET /bonus-campaign/history-info/{uuid}: one of the player's bonuses (404 when it is not theirs). */
export const redeemedBonusQuery = (uuid: string, lang: Locale) =>
  endpointQuery(ENDPOINTS['bonuses.historyInfo'], { params: { bonusUuid: uuid }, query: { lang } });
