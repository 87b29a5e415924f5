import type { JurisdictionId, JurisdictionProfile } from './schemas/responsible-gaming';

/**
 * Jurisdiction profiles (issue 35, docs/responsible-gaming.md) as data: the one definition the API enforces and every
 * test reads. `maxStakeBase` is in minor units of the base currency (EUR); the API converts it, rounding down, to the
 * player's currency and answers the profile as a `JurisdictionProfile` (`maxStake` a decimal string).
 */
export interface JurisdictionRules extends Omit<JurisdictionProfile, 'maxStake'> {
  maxStakeBase: number | null;
}

const base: JurisdictionRules = {
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

export const JURISDICTION_PROFILES: Record<JurisdictionId, JurisdictionRules> = {
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

/** The player's country (ISO 3166-1 alpha-2) to the profile of the licence that covers it; any other: `default`. */
export const COUNTRY_PROFILES: Readonly<Record<string, JurisdictionId>> = { GB: 'uk', MT: 'mga', SE: 'se', DE: 'de' };
