import type { Currency, JurisdictionId, JurisdictionProfile } from '@casino/contract/schemas';
import { COUNTRY_PROFILES, JURISDICTION_PROFILES, type JurisdictionRules } from '@casino/contract/responsible-gaming';
import { formatMoney, fromBase } from '../../money/money';

/**
 * Jurisdiction profiles (issue 35, docs/responsible-gaming.md): the data lives in the contract
 * (`@casino/contract/responsible-gaming`), so the API and the front ends' tests read one definition. `maxStakeBase` is in
 * minor units of the base currency (EUR) and converted, rounding down, to the player's currency.
 */
export type ProfileRules = JurisdictionRules;
export const PROFILES = JURISDICTION_PROFILES;
export { COUNTRY_PROFILES };

export const isJurisdictionId = (value: string): value is JurisdictionId => value in PROFILES;

/**
 * The profile in force: a configured profile (`API_RG_PROFILE`, any id but `auto`) applies to everyone; with `auto`,
 * the player's country picks it and a guest or an unlisted country gets `default`.
 */
export function profileFor(configured: string, country: string | null | undefined): ProfileRules {
  if (configured !== 'auto' && isJurisdictionId(configured)) return PROFILES[configured];
  return PROFILES[(country && COUNTRY_PROFILES[country.toUpperCase()]) || 'default'];
}

export function profileView(rules: ProfileRules, currency: Currency): JurisdictionProfile {
  const { maxStakeBase, ...rest } = rules;
  return { ...rest, maxStake: maxStakeBase === null ? null : formatMoney(fromBase(maxStakeBase, currency)) };
}
