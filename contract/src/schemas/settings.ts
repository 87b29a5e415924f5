import { Type, type Static } from 'typebox';
import { LocaleSchema, ok } from './common';

/**
 * GET /api/v1/settings: the public configuration every app reads once at start-up. No `lang` parameter: nothing here is
 * worded for a player. Empty strings mean "not configured" (the host then skips the robot check or the analytics tags).
 */
export const CurrencyInfo = Type.Object({
  code: Type.String(),
  symbol: Type.String(),
  /** Digits shown after the decimal point. */
  decimals: Type.Integer(),
  isCrypto: Type.Boolean(),
});
export type CurrencyInfo = Static<typeof CurrencyInfo>;

export const Settings = Type.Object({
  /** The ten languages of SPEC.md section 9, in menu order. */
  supportedLocales: Type.Array(LocaleSchema),
  /** Codes no longer served (env API_RETIRED_LOCALES); the host's locale guard 301s them. Never one of supportedLocales. */
  retiredLocales: Type.Array(Type.String()),
  defaultLocale: LocaleSchema,
  /** Build id of the deployed front end (env API_BUILD_ID); page payloads and build metadata are fetched with `?build=<id>`. */
  buildId: Type.String(),
  /** Robot check (reCAPTCHA, explicit rendering). enabled is false when siteKey is empty (env API_RECAPTCHA_SITE_KEY). */
  recaptcha: Type.Object({ enabled: Type.Boolean(), siteKey: Type.String() }),
  /** Tag-manager container (env API_GTM_ID) and analytics property (env API_GA_ID); empty = do not load. */
  analytics: Type.Object({ tagManagerId: Type.String(), analyticsPropertyId: Type.String() }),
  currencies: Type.Array(CurrencyInfo),
  defaultCurrency: Type.String(),
  /** How many loyalty points exchange for 1.00 of the player's currency at /points/exchange (for the points page). */
  pointsPerCurrencyUnit: Type.Integer(),
  support: Type.Object({
    email: Type.String(),
    phone: Type.String(),
    /** Live-chat operator hours, "HH:MM" in timeZone. */
    opensAt: Type.String(),
    closesAt: Type.String(),
    timeZone: Type.String(),
  }),
});
export type Settings = Static<typeof Settings>;
export const SettingsResponse = ok(Settings);
