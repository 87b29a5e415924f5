import type { EndpointName } from './endpoints';
import { amountProblem, decimalsOf, parseAmount } from './amounts';

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

/**
 * The hidden field of the confirmation step (`FormPost.confirm`): a form without it is answered with the page drawn
 * again asking the app's question; only the form sent from that question, with this field `1`, is sent to the API.
 */
export const CONFIRM_FIELD = 'confirmed';

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

/** A call the edge makes for a form, besides the form's own (a check before the confirmation, a step after it). */
export interface FormCall {
  endpoint: EndpointName;
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** What the checks before a confirmation found: errors beside their fields (the form again), else notes the question shows. */
export interface FormJudgement {
  errors: { field: string; code: string }[];
  notes: string[];
}

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
  /**
   * What the edge refuses on every post of this form before any call, confirmed or not (a value the app could never
   * send, such as a negative or non-numeric amount typed into a tampered question): errors beside their fields.
   */
  check?(values: FormValues): { field: string; code: string }[];
  /** The API request's query string, as the app sends it. */
  query?(locale: string): Record<string, string>;
  /**
   * The address of the page the app shows next; `next` is a checked same-site path or null, `data` the API answer's
   * `data`. A query it adds must be declared in that page's route manifest entry (the page reads it while rendering).
   */
  next(locale: string, next: string | null, values: FormValues, data: unknown): string;
  /** The answer's `data.token` is the new session (sign-in, registration): the edge sets the auth_token cookie. */
  signsIn?: boolean;
  /**
   * The app asks the player to confirm before it sends (the cashier's dialog). The edge first makes the `checks` the
   * app makes before asking (each call's answer `data`, or null for a call not made), lets `judge` read them, and
   * answers the page again: with the errors beside their fields, or with `FormEcho.confirm` (the question, with the
   * notes). Only a form carrying CONFIRM_FIELD = 1, sent from that question, goes to the API.
   */
  confirm?: {
    checks(values: FormValues, locale: string): FormCall[];
    judge(values: FormValues, answers: unknown[]): FormJudgement;
  };
  /**
   * A call the app makes after the form's own succeeded (the bonus chosen with a deposit), or null. Its refusal does not
   * undo the first call; `done` says both outcomes to the next page.
   */
  then?(values: FormValues, locale: string, data: unknown): FormCall | null;
  /**
   * What the next page says happened (the app's result message): short strings from the API's answers, which the edge
   * hands that page once, signed and bound to the session (`ServerFormState.done`). `then` is the second call's answer
   * (`{ data }`, or `{ code }` when refused), absent when none was made.
   */
  done?(values: FormValues, data: unknown, then?: { data?: unknown; code?: string }): Record<string, string>;
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
    fields: ['methodId', 'amount', 'bonusId', CONFIRM_FIELD],
    // The amount as the player wrote it, with a decimal comma or point; the API checks it against the method's limits.
    body: (values) => paymentBody(values, ['methodId', 'amount']),
    next: (locale) => `/${locale}/player/balance`,
    check: (values) => amountWritten(values),
    // As the cashier (remote-account CashierPanel): the amount within the method's limits, then, with a bonus chosen,
    // its rules for this amount and whether it would cancel an active reward; then "Deposit 25 € with Visa?".
    confirm: {
      checks: (values) => {
        const bonusId = chosenBonus(values);
        return [
          { endpoint: 'payments.cashier' },
          ...(typeof bonusId === 'number'
            ? ([
                { endpoint: 'bonuses.verifyRules', body: { bonusId, depositAmount: typedAmount(values) } },
                { endpoint: 'bonuses.canLoseReward', query: { bonusId: String(bonusId) } },
              ] satisfies FormCall[])
            : []),
        ];
      },
      judge: (values, [cashier, rules, loss]) => {
        const methods = (cashier as { deposit?: { id: string; min: string; max: string }[] } | null)?.deposit ?? [];
        const method = methods.find((candidate) => candidate.id === values.methodId) ?? methods[0];
        if (!method) return { errors: [{ field: 'methodId', code: 'validation.invalid' }], notes: [] };
        const problem = amountProblem(parseAmount(values.amount ?? '', decimalsOf(method.min)), method);
        if (problem) return { errors: [{ field: 'amount', code: `${AMOUNT_CODE}${problem}` }], notes: [] };
        if (chosenBonus(values) === 'invalid') return { errors: [{ field: 'bonusId', code: 'validation.invalid' }], notes: [] };
        const broken = (rules as { violations?: { rule?: unknown }[] } | null | undefined)?.violations?.[0]?.rule;
        if (typeof broken === 'string') return { errors: [{ field: 'bonusId', code: `${BONUS_RULE_CODE}${broken}` }], notes: [] };
        return { errors: [], notes: (loss as { canLose?: unknown } | null | undefined)?.canLose === true ? [LOSES_REWARD_NOTE] : [] };
      },
    },
    // The money is in whatever the bonus answers, as in the app: the chosen bonus is activated only after a completed deposit.
    then: (values, locale, data) => {
      const bonusId = chosenBonus(values);
      const completed = (data as { status?: unknown } | null | undefined)?.status === 'completed';
      return typeof bonusId === 'number' && completed ? { endpoint: 'bonuses.activate', params: { bonusId }, query: { lang: locale } } : null;
    },
    done: (values, data, then) => {
      const result = paymentDone(data);
      if (then) {
        result.bonusId = trimmed(values.bonusId);
        const title = (then.data as { bonus?: { title?: unknown } } | null | undefined)?.bonus?.title;
        if (typeof title === 'string') result.bonusTitle = title;
        if (then.code) result.bonusRefused = then.code;
      }
      return result;
    },
  },
  withdrawal: {
    page: 'player/balance',
    endpoint: 'payments.withdrawal',
    session: 'player',
    fields: ['methodId', 'amount', 'address', CONFIRM_FIELD],
    // As the app sends it: the amount with a decimal point, the wallet only for a crypto method (its field is drawn
    // only then). No currency is sent: the API pays out in the player's current account's currency.
    body: (values) => paymentBody(values, ['methodId', 'amount', 'address']),
    // The balance page with the withdrawal tab open, as the app stays on it after a withdrawal (`cashier`, declared
    // in remote-account's route manifest).
    next: (locale) => `/${locale}/player/balance?${CASHIER_TAB_QUERY}=withdrawal`,
    check: (values) => amountWritten(values),
    // As the cashier (remote-account CashierPanel `ask`): the amount within the method's limits and not more than the
    // balance, a wallet of 8 to 128 characters for a crypto method; then "Withdraw 30 € with Visa?". SPEC.md has no
    // cashier section (section 7 names /cashier; section 5: "Field-level form validation: not shown"), so these are
    // the app's rules and the reference API's (api/src/modules/payments/routes.ts), said the same in both places.
    confirm: {
      checks: () => [{ endpoint: 'payments.cashier' }],
      judge: (values, [cashier]) => {
        const data = cashier as { balance?: string; withdrawal?: { id: string; type?: string; min: string; max: string }[] } | null;
        const methods = data?.withdrawal ?? [];
        const method = methods.find((candidate) => candidate.id === values.methodId) ?? methods[0];
        if (!method) return { errors: [{ field: 'methodId', code: 'validation.invalid' }], notes: [] };
        const amount = parseAmount(values.amount ?? '', decimalsOf(method.min));
        const problem = amountProblem(amount, method);
        if (problem) return { errors: [{ field: 'amount', code: `${AMOUNT_CODE}${problem}` }], notes: [] };
        if (exceedsBalance(amount, data?.balance)) return { errors: [{ field: 'amount', code: 'funds.insufficient' }], notes: [] };
        if (method.type === 'crypto' && !walletAddressFits(values.address ?? '')) return { errors: [{ field: 'address', code: ADDRESS_CODE }], notes: [] };
        return { errors: [], notes: [] };
      },
    },
    done: (_values, data) => paymentDone(data),
  },
} as const satisfies Record<string, FormPost>;

/** The balance page's query naming the cashier's open tab (`withdrawal`): a link, and the page after a withdrawal. */
export const CASHIER_TAB_QUERY = 'cashier';
/** The withdrawal form's error code for a crypto wallet address that is not 8 to 128 characters. */
export const ADDRESS_CODE = 'cashier.address.invalid';

/** A crypto withdrawal's wallet address as the cashier accepts it: 8 to 128 characters once trimmed. */
export const walletAddressFits = (address: string) => address.trim().length >= 8 && address.trim().length <= 128;

/** Whether an amount (parseAmount's) is more than the balance the cashier answered: the API would refuse it. */
export function exceedsBalance(amount: string | null, balance: string | undefined): boolean {
  if (amount === null || balance === undefined) return false;
  const digits = Math.max(decimalsOf(amount), decimalsOf(balance));
  const minor = (value: string) => {
    const [whole = '0', part = ''] = value.split('.');
    return BigInt(whole) * 10n ** BigInt(digits) + BigInt(part.padEnd(digits, '0') || '0');
  };
  return /^\d+(\.\d+)?$/.test(balance) && minor(amount) > minor(balance);
}

/** What a payment's answer says, for the page after it (FormPost.done): kind, status, amount, currency. */
function paymentDone(data: unknown): Record<string, string> {
  const payment = data as { kind?: unknown; status?: unknown; amount?: unknown; currency?: unknown } | null | undefined;
  const result: Record<string, string> = {};
  for (const key of ['kind', 'status', 'amount', 'currency'] as const) if (typeof payment?.[key] === 'string') result[key] = payment[key];
  return result;
}

/**
 * An amount the app could send: digits with up to 8 decimals (the finest currency), more than zero. Anything else (a
 * negative, a word, an exponent) is refused before any call, with the message the app shows for an amount.
 */
function amountWritten(values: FormValues): { field: string; code: string }[] {
  if (trimmed(values.amount) === '') return [];
  const amount = parseAmount(values.amount ?? '', 8);
  return amount === null || !/[1-9]/.test(amount) ? [{ field: 'amount', code: `${AMOUNT_CODE}format` }] : [];
}

/** The deposit form's error code for an amount outside the method's limits: `cashier.amount.<format|min|max>`. */
export const AMOUNT_CODE = 'cashier.amount.';
/** The deposit form's error code for a bonus rule the amount breaks: `cashier.bonusRule.<rule>` (VerifyRulesData). */
export const BONUS_RULE_CODE = 'cashier.bonusRule.';
/** The deposit question's note: activating the chosen bonus would cancel the player's active reward. */
export const LOSES_REWARD_NOTE = 'loses-reward';

/** The deposit's amount as typed, with a decimal point for a comma; the API checks it against the method's limits. */
const typedAmount = (values: FormValues) => trimmed(values.amount).replace(',', '.');

/** A payment's body as the cashier sends it: the fields given, the amount with a decimal point. */
function paymentBody(values: FormValues, names: readonly string[]): Record<string, string> {
  const body = given(values, names);
  return body.amount === undefined ? body : { ...body, amount: typedAmount(values) };
}

/** The bonus chosen with a deposit: its id, none (empty), or `invalid` (not an id). */
function chosenBonus(values: FormValues): number | 'invalid' | null {
  const text = trimmed(values.bonusId);
  if (text === '') return null;
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : 'invalid';
}

export type FormPostId = keyof typeof FORM_POSTS;

export const isFormPostId = (id: unknown): id is FormPostId => typeof id === 'string' && Object.hasOwn(FORM_POSTS, id);

/** What a page rendered after a refused form shows: the typed values (secrets left out) and the API's codes by field. */
export interface FormEcho {
  form: FormPostId;
  values: Record<string, string>;
  /** The API's error codes: by field name, and `''` for the form as a whole. */
  errors: { field: string; code: string }[];
  /** The form passed the checks before its confirmation (`FormPost.confirm`): the page asks the app's question, with these notes. */
  confirm?: { notes: string[] };
}

/** What a server-rendered page hands its forms (host/src/server/ssr-state.ts `form`). */
export interface ServerFormState {
  /** The session's form token, on a signed-in player's page. */
  token?: string;
  /** A form the edge refused, rendered again. */
  echo?: FormEcho;
  /** A form the edge sent, on the page it went to next, once: what `FormPost.done` said happened. */
  done?: { form: FormPostId; result: Record<string, string> };
}
