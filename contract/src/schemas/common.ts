import { Type, type Static, type TSchema } from 'typebox';
import { LOCALES } from './locales';
import { API_ERROR_CODES, type ApiErrorCode } from '../error-codes';

export { LOCALES, DEFAULT_LOCALE, type Locale } from './locales';

/**
 * The wire format of the platform API (SPEC.md section 7), one source of truth for the API server
 * (which validates with these schemas) and every front end (which imports the derived types with `import type`).
 *
 * Success:  { "status": "ok", "data": <payload> }
 * Failure:  { "status": "error", "errors": [{ "field": "body.login", "code": "validation.required", "message": "is required" }] }
 *   - 400: the body, query or path failed validation; `field` names the offending input ("body.login", "query.page").
 *   - 401: no token, an unknown, expired or revoked token (field "authorization"), or a wrong login or password.
 *   - 403: the action is forbidden for this player (for example a blocked player launching a real-money game).
 *   - 404: unknown route or id (field "path" or the id's name).
 *   - 409: the request conflicts with current state (duplicate login, insufficient funds, wrong state transition).
 *   - 429: rate limited; the message says when to try again.
 * `field` is "" when the error is not about one input. `code` is what programs branch on (API_ERROR_CODES); `message`
 * is English for logs and developers, never shown to players nor parsed: front ends translate the code.
 */

export { API_ERROR_CODES, codeForKeyword, codeForStatus, type ApiErrorCode } from '../error-codes';
export const ApiErrorCodeSchema = Type.Enum(Object.keys(API_ERROR_CODES) as ApiErrorCode[]);

export const ApiErrorItem = Type.Object({ field: Type.String(), code: ApiErrorCodeSchema, message: Type.String() });
export type ApiErrorItem = Static<typeof ApiErrorItem>;

export const ApiErrorBody = Type.Object({ status: Type.Literal('error'), errors: Type.Array(ApiErrorItem) });
export type ApiErrorBody = Static<typeof ApiErrorBody>;

export const ok = <T extends TSchema>(data: T) => Type.Object({ status: Type.Literal('ok'), data });
export interface ApiOk<T> {
  status: 'ok';
  data: T;
}

/** Logout, terms accept and other commands answer `{ status: "ok", data: { handled: boolean } }` (SPEC.md section 3). */
export const Handled = Type.Object({ handled: Type.Boolean() });
export type Handled = Static<typeof Handled>;

/**
 * Bounds of the numbers a request may carry (issue 30: no input makes a 500). Every integer and number of a request
 * schema has a minimum and a maximum; api/test/fuzz.test.ts checks that none is left open.
 */
export const ID_MAX = 2_147_483_647;
export const PAGE_MAX = 10_000;
/** An amount typed as a JSON number: beyond this no currency's minor units stay exact. */
export const AMOUNT_MAX = 1_000_000_000;

/**
 * A player's public nickname, one schema for registration and PUT /dashboard/profile/nickname (issue 30: registration
 * took `<img src=x onerror=alert(3001)>` that the profile refused): letters, digits, space, _ . -
 */
export const Nickname = Type.String({ minLength: 2, maxLength: 32, pattern: '^[\\p{L}\\p{N}_ .-]+$' });

/**
 * Money travels as a string with all of its currency's minor digits, never as a float: two decimals ("12.30") for
 * EUR, USD, RUB, KZT and the other fiat currencies, eight for BTC ("0.00012345"); the currency travels beside it.
 */
export const Money = Type.String({ pattern: '^-?\\d+\\.(\\d{2}|\\d{8})$' });

/** Paged lists: `page` is 1-based. */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({ items: Type.Array(item), page: Type.Integer(), perPage: Type.Integer(), total: Type.Integer() });
export interface Paged<T> {
  items: T[];
  page: number;
  perPage: number;
  total: number;
}
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1 })),
  perPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

// Type.Enum keeps the static type a union of the ten codes (a Union over a mapped array is typed `never`).
export const LocaleSchema = Type.Enum(LOCALES);
/** Content endpoints take `?lang=xx` (default ru). */
export const LangQuery = Type.Object({ lang: Type.Optional(LocaleSchema) });

/** Paged lists in the player's language: `?page&perPage&lang`. */
export const PagedLangQuery = Type.Object({ ...PageQuery.properties, ...LangQuery.properties });

/** The body of an endpoint that answers an SVG image instead of the JSON envelope (thumbnails, icons, artwork). */
export const SvgImage = Type.String({ description: 'image/svg+xml' });
/** The body of an endpoint that answers an HTML page (the slot served inside the game frame). */
export const HtmlPage = Type.String({ description: 'text/html' });
