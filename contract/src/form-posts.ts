import type { EndpointName } from './endpoints';

/**
 * Forms that work before hydration and without JavaScript (issue 36, docs/server-render.md "Forms the edge answers").
 *
 * Each form here is a real `<form method="post" action="<its page>">` whose fields carry the names below; the page's
 * component renders `FormPostFields` (@casino/shared), the hidden `_form` (this table's id) and `_csrf` (the
 * session's form token) fields. When the browser itself sends the form (JavaScript off, or a submit before the page
 * hydrated), the edge (host/server/form-posts.ts) calls the API with the same endpoint definition the app uses, and
 * answers 303 to the page the app would show next, or renders the same page again with the typed values kept
 * (`secret` fields never) and the API's error codes beside their fields. With the app live, the component handles the
 * submit itself (preventDefault), as before.
 *
 * A plain module: the edge and every app compile it into their own bundles (as `ENDPOINTS`).
 */

/** The hidden field naming the form (one page may hold two forms: sign-in and password reset). */
export const FORM_ID_FIELD = '_form';
/** The hidden field holding the session's form token (signed-in forms; host/server/form-posts.ts). */
export const FORM_TOKEN_FIELD = '_csrf';
/** A same-site path to go to after the form (sign-in's `redirect`), checked by the edge. */
export const FORM_NEXT_FIELD = 'redirect';

/** The bonus code page's query after a code the edge redeemed: the bonus's uuid (the page shows it as the app does). */
export const REDEEMED_QUERY = 'redeemed';
/** The profile page's query after details the edge saved: the page says "Saved." as the app does. */
export const SAVED_QUERY = 'saved';

/**
 * Codes of a form the edge refused before sending anything to the API (`FormEcho` errors, field `''`): another site
 * made the browser send it, or its form token is missing or another session's. `FormPostFields` shows one translated
 * message for both ("This form expired or came from another site; please send it again").
 */
export const FORM_REFUSED_CODES = ['form.cross-site', 'form.token'] as const;

export type FormValues = Readonly<Record<string, string>>;

export interface FormPost {
  /** The section path of the page that shows the form, after the language: `bonus/code`, `login`, `player/profile/view`. */
  page: string;
  /** The API call the app makes for it (ENDPOINTS). */
  endpoint: EndpointName;
  /** `player`: only with a session, and only with its form token; `guest`: anyone (an Origin check still applies). */
  session: 'player' | 'guest';
  /** The named fields the edge reads; anything else in the body is ignored. */
  fields: readonly string[];
  /** Fields never sent back in a page (passwords). */
  secret?: readonly string[];
  /** The API request's body from the typed values, as the app builds it. */
  body(values: FormValues, locale: string): Record<string, unknown>;
  /** The API request's query string, as the app sends it. */
  query?(locale: string): Record<string, string>;
  /**
   * The address of the page the app shows next; `next` is a checked same-site path or null, `data` the API answer's
   * `data`. A query it adds must be declared in that page's route manifest entry (the page reads it while rendering).
   */
  next(locale: string, next: string | null, values: FormValues, data: unknown): string;
  /** The answer's `data.token` is the new session (sign-in, registration): the edge sets the auth_token cookie. */
  signsIn?: boolean;
}

const trimmed = (value: string | undefined) => (value ?? '').trim();
/**
 * The named fields that were filled in, trimmed (a secret as typed): an empty input means "not given" and is left
 * out, as the app's own submit leaves it out (withoutEmptyInputs), so the API answers `validation.required` and the
 * page rendered again says "Enter your e-mail.", the message the app shows, not a format error.
 */
function given(values: FormValues, names: readonly string[], secret: readonly string[] = []): Record<string, string> {
  const body: Record<string, string> = {};
  for (const name of names) {
    const value = secret.includes(name) ? (values[name] ?? '') : trimmed(values[name]);
    if (value !== '') body[name] = value;
  }
  return body;
}
const localeHome = (locale: string) => `/${locale}`;

export const FORM_POSTS = {
  'bonus-code': {
    page: 'bonus/code',
    endpoint: 'bonuses.redeemCode',
    session: 'player',
    fields: ['code'],
    body: (values) => given(values, ['code']),
    query: (locale) => ({ lang: locale }),
    // The same page showing the redeemed bonus, as the app does in place ("added to your bonuses", Activate it now):
    // the page reads `redeemed` (declared in remote-promotions' route manifest). Without a bonus in the answer, the
    // bonuses page, where the redeemed code's bonus is listed.
    next: (locale, _next, _values, data) => {
      const uuid = (data as { bonus?: { uuid?: unknown } } | null | undefined)?.bonus?.uuid;
      return typeof uuid === 'string' && uuid !== '' ? `/${locale}/bonus/code?${REDEEMED_QUERY}=${encodeURIComponent(uuid)}` : `/${locale}/bonuses`;
    },
  },
  'sign-in': {
    page: 'login',
    endpoint: 'auth.signIn',
    session: 'guest',
    fields: ['login', 'password', 'code'],
    secret: ['password', 'code'],
    body: (values) => given(values, ['login', 'password', 'code'], ['password']),
    next: (locale, next) => next ?? localeHome(locale),
    signsIn: true,
  },
  'forgot-password': {
    page: 'login',
    endpoint: 'dashboard.forgotPassword',
    session: 'guest',
    fields: ['email'],
    body: (values) => given(values, ['email']),
    next: (locale) => `/${locale}/login?reset=sent`,
  },
  registration: {
    page: 'registration',
    endpoint: 'auth.register',
    session: 'guest',
    fields: ['email', 'password', 'nickname', 'currency', 'promoCode', 'termsAccepted', 'depositLimit'],
    secret: ['password'],
    body: (values, locale) => ({
      ...given(values, ['email', 'password', 'nickname', 'currency', 'promoCode'], ['password']),
      termsAccepted: values.termsAccepted === 'on' || values.termsAccepted === 'true',
      locale,
    }),
    // A deposit limit typed at registration is set where the app sends a player whose limit did not go through.
    next: (locale, _next, values) => (trimmed(values.depositLimit) ? `/${locale}/player/limits` : localeHome(locale)),
    signsIn: true,
  },
  profile: {
    page: 'player/profile/view',
    endpoint: 'dashboard.updateProfile',
    session: 'player',
    fields: ['name', 'surname', 'dateBirthday', 'country', 'city', 'address'],
    // As the app sends it (withoutEmptyInputs): an empty field is left as it is.
    body: (values) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== '')),
    // The same page with the new details and "Saved." (`saved`, declared in remote-account's route manifest).
    next: (locale) => `/${locale}/player/profile/view?${SAVED_QUERY}=1`,
  },
  deposit: {
    page: 'player/balance',
    endpoint: 'payments.deposit',
    session: 'player',
    fields: ['methodId', 'amount'],
    // The amount as the player wrote it, with a decimal comma or point; the API checks it against the method's limits.
    body: (values) => {
      const body = given(values, ['methodId', 'amount']);
      return body.amount === undefined ? body : { ...body, amount: body.amount.replace(',', '.') };
    },
    next: (locale) => `/${locale}/player/balance`,
  },
} as const satisfies Record<string, FormPost>;

export type FormPostId = keyof typeof FORM_POSTS;

export const isFormPostId = (id: unknown): id is FormPostId => typeof id === 'string' && Object.hasOwn(FORM_POSTS, id);

/** What a page rendered after a refused form shows: the typed values (secrets left out) and the API's codes by field. */
export interface FormEcho {
  form: FormPostId;
  values: Record<string, string>;
  /** The API's error codes: by field name, and `''` for the form as a whole. */
  errors: { field: string; code: string }[];
}

/** What a server-rendered page hands its forms (host/src/server/ssr-state.ts `form`). */
export interface ServerFormState {
  /** The session's form token, on a signed-in player's page. */
  token?: string;
  /** A form the edge refused, rendered again. */
  echo?: FormEcho;
}
