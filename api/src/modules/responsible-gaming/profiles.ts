import type { Currency, JurisdictionId, JurisdictionProfile } from '@casino/contract/schemas';
import { formatMoney, fromBase } from '../../money/money';

/**
 * Jurisdiction profiles (issue 35, docs/responsible-gaming.md) as data. `maxStakeBase` is in minor units of the base
 * currency (EUR) and converted, rounding down, to the player's currency.
 */
export interface ProfileRules extends Omit<JurisdictionProfile, 'maxStake'> {
  maxStakeBase: number | null;
}

const base: ProfileRules = {
  id: 'default',
  depositLimitPrompt: false,
  realityCheckAvailable: true,
  realityCheckDefaultMinutes: null,
  sessionTimer: false,
  netPosition: false,
  prePlayNotice: false,
  topButtons: false,
  panicButton: false,
  autoplay: true,
  minSecondsPerRound: 0,
  maxStakeBase: null,
};

export const PROFILES: Record<JurisdictionId, ProfileRules> = {
  default: base,
  // UKGC RTS 12 and 13: limits offered at registration, reality check available, session time and net position shown.
  uk: { ...base, id: 'uk', depositLimitPrompt: true, sessionTimer: true, netPosition: true, autoplay: false },
  // MGA: reality check on by default, a notice before the first real-money round.
  mga: { ...base, id: 'mga', realityCheckDefaultMinutes: 60, prePlayNotice: true, sessionTimer: true },
  // Sweden (Spellagen): Spelpaus, Spelgränser and Självtest at the top of every page; limits are mandatory.
  se: { ...base, id: 'se', topButtons: true, depositLimitPrompt: true, sessionTimer: true, netPosition: true },
  // Germany (GlüStV 2021): 5 s per spin, no autoplay, 1 EUR per spin at most, panic button.
  de: {
    ...base,
    id: 'de',
    depositLimitPrompt: true,
    minSecondsPerRound: 5,
    autoplay: false,
    maxStakeBase: 100,
    panicButton: true,
    sessionTimer: true,
    netPosition: true,
  },
};

/** The player's country (ISO 3166-1 alpha-2) to the profile of the licence that covers it. */
export const COUNTRY_PROFILES: Record<string, JurisdictionId> = { GB: 'uk', MT: 'mga', SE: 'se', DE: 'de' };

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
