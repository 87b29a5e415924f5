import { isHttps, type EdgeConfig } from './config';

/**
 * Headers on every page and release-control response. Scripts only from this origin and the remote origins; the
 * release map is a JSON data block, so no inline-script exception is needed. Styles allow inline because React style
 * attributes and toast styles use them. The game iframe is served by the API under /api/v1 on this origin.
 */
/** Google's documented hosts for a tag-manager container and a GA4 property: the script, its beacons and pixels. */
export const ANALYTICS_SCRIPT_ORIGINS = ['https://www.googletagmanager.com'];
export const ANALYTICS_CONNECT_ORIGINS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'];
export const ANALYTICS_IMG_ORIGINS = ['https://www.googletagmanager.com', 'https://*.google-analytics.com'];

export function securityHeaders(config: Pick<EdgeConfig, 'remoteOrigins' | 'extraScriptOrigins' | 'devHostUrl' | 'publicUrl'> & { analytics?: boolean }): Record<string, string> {
  const remotes = config.remoteOrigins.join(' ');
  const dev = Boolean(config.devHostUrl);
  // Only when the ids are configured; the scripts themselves load only after the player's consent (host/src/shell/consent.ts).
  const analytics = (origins: string[]) => (config.analytics ? origins.join(' ') : '');
  const scriptSrc = ["'self'", remotes, config.extraScriptOrigins.join(' '), analytics(ANALYTICS_SCRIPT_ORIGINS), dev ? "'unsafe-eval'" : ''].filter(Boolean).join(' ');
  const connectSrc = ["'self'", remotes, analytics(ANALYTICS_CONNECT_ORIGINS), dev ? 'ws: wss:' : ''].filter(Boolean).join(' ');
  const imgSrc = ["'self' data: blob:", remotes, analytics(ANALYTICS_IMG_ORIGINS)].filter(Boolean).join(' ');
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    `img-src ${imgSrc}`,
    `font-src 'self' data: ${remotes}`,
    `connect-src ${connectSrc}`,
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    ...transportSecurity(config),
  };
}

/** One year of HTTPS only, sent only when players reach the site over HTTPS (a header over plain HTTP means nothing). */
function transportSecurity(config: Pick<EdgeConfig, 'publicUrl'>): Record<string, string> {
  return isHttps(config) ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {};
}

/**
 * Headers added to answers proxied from the API: no content sniffing (an upload or SVG never becomes a script), and,
 * unless the API set its own (the game page does), a CSP that lets nothing run: API answers are data and images.
 */
export function apiResponseHeaders(config: Pick<EdgeConfig, 'publicUrl'>): { defaults: Record<string, string>; forced: Record<string, string> } {
  return {
    defaults: { 'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox" },
    forced: { 'x-content-type-options': 'nosniff', ...transportSecurity(config) },
  };
}
