import { Type, type Static } from 'typebox';
import { ok } from './common';

/**
 * GET /api/v1/route-data?path=/en/old-promo: what the host's server-driven redirect guard (SPEC.md section 2, guard 3)
 * should do for a path. It is called on every navigation, so it is one indexed lookup.
 *
 * Matching rule:
 *  - `path` is normalised: query and hash dropped, percent-decoding applied, repeated "/" collapsed, trailing "/" removed
 *    (except for "/"), lower-cased.
 *  - If the first segment is one of the ten locales, the path is looked up both as given ("/en/old-promo") and without
 *    the prefix ("/old-promo"); the prefixed entry wins. A redirect stored without a prefix therefore applies in every
 *    language; one stored with a prefix applies in that language only.
 *  - Internal targets are stored without a locale prefix; the answer puts back the locale of the requested path
 *    ("/en/old-promo" -> "/en/bonuses"); with no locale in the request, the target is returned as stored.
 *  - External targets are absolute http(s) URLs (only those are accepted when a redirect is stored); the host navigates
 *    the whole page there.
 */
export const RouteDataQuery = Type.Object({
  path: Type.String({ minLength: 1, maxLength: 2048, pattern: '^/' }),
});
export type RouteDataQuery = Static<typeof RouteDataQuery>;

export const InternalRedirect = Type.Object({
  type: Type.Literal('internal'),
  /** A path of this app, locale prefix included when the request had one. */
  to: Type.String(),
  /** true: the move is permanent (the host may replace history / a server answers 301). */
  permanent: Type.Boolean(),
});
export const ExternalRedirect = Type.Object({
  type: Type.Literal('external'),
  /** Absolute http:// or https:// URL. */
  url: Type.String(),
  permanent: Type.Boolean(),
});
export const Redirect = Type.Union([InternalRedirect, ExternalRedirect]);
export type Redirect = Static<typeof Redirect>;

export const RouteData = Type.Object({ redirect: Type.Union([Redirect, Type.Null()]) });
export type RouteData = Static<typeof RouteData>;
export const RouteDataResponse = ok(RouteData);
