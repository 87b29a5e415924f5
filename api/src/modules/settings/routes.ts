import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_LOCALE, LOCALES, type Settings } from '@casino/contract/schemas';
import { CURRENCY_INFO } from '../payments/cashier-methods';
import { POINTS_EXCHANGE_RATIO } from '../player/player-rules';
import { OPERATOR_HOURS, supportFromEnv } from './support';
import { route } from '../../http/route';

/** Locale codes that used to be served; the host's locale guard sends them to the remembered locale (SPEC.md section 2). */
export const DEFAULT_RETIRED_LOCALES = 'ua,by';
/** Build id reported when API_BUILD_ID is not set: stable, so cached page payloads stay valid across restarts. */
export const DEFAULT_BUILD_ID = 'local';

const DEFAULT_CURRENCY = 'EUR';

/**
 * Parses API_RETIRED_LOCALES ("ua,by"): trimmed, lower-cased, deduplicated, and never one of the ten supported
 * locales (a supported code in the list would send players of that language into a redirect loop).
 */
export function parseRetiredLocales(raw: string): string[] {
  const supported = new Set<string>(LOCALES);
  const codes = raw
    .split(',')
    .map((code) => code.trim().toLowerCase())
    .filter((code) => /^[a-z]{2,3}(-[a-z0-9]{2,8})?$/.test(code) && !supported.has(code));
  return [...new Set(codes)];
}

/** Reads the public configuration from the environment once, when the app is built. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): Settings {
  const siteKey = (env.API_RECAPTCHA_SITE_KEY ?? '').trim();
  return {
    supportedLocales: [...LOCALES],
    retiredLocales: parseRetiredLocales(env.API_RETIRED_LOCALES ?? DEFAULT_RETIRED_LOCALES),
    defaultLocale: DEFAULT_LOCALE,
    buildId: (env.API_BUILD_ID ?? '').trim() || DEFAULT_BUILD_ID,
    recaptcha: { enabled: siteKey !== '', siteKey },
    // Empty by default so the local stack never calls an outside analytics service.
    analytics: {
      tagManagerId: (env.API_GTM_ID ?? '').trim(),
      analyticsPropertyId: (env.API_GA_ID ?? '').trim(),
    },
    // One list for /settings and /payment/currencies: the cashier's.
    currencies: CURRENCY_INFO,
    defaultCurrency: DEFAULT_CURRENCY,
    pointsPerCurrencyUnit: POINTS_EXCHANGE_RATIO,
    support: (({ email, phone }) => ({ email, phone, ...OPERATOR_HOURS }))(supportFromEnv(env)),
  };
}

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const settings = settingsFromEnv();
  route(app, 'settings.get', {}, async (_request, reply) => {
    // Short cache: a new build id must reach players within a minute.
    reply.header('cache-control', 'public, max-age=60');
    return { status: 'ok' as const, data: settings };
  });
};
