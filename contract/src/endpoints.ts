import type { Static, TSchema } from 'typebox';
import type { ENDPOINT_SCHEMAS } from './schemas/endpoint-schemas';

/**
 * THE endpoint map of the platform API (SPEC.md section 7): every endpoint's name, method and path, in a plain module
 * the browser can import without the schema library. It lives in @casino/contract, which every app bundles into its
 * own chunks (never a federation singleton): a call hands the page's one transport (`apiClient`, @casino/shared) the
 * definition from the caller's own bundle, so a remote built against a newer contract calls an endpoint the live host
 * has never heard of. Its twin, `contract/endpoint-schemas.ts`, gives each name its
 * request and response schemas (TypeBox); the compiler checks that both list the same names. The reference API
 * registers its routes from the pair (`api/src/http/route.ts`), and `apiClient.call(name, input)` infers its types
 * from it, so a caller never writes a path or a response type by hand.
 *
 * Paths use `:param` for path parameters. Names are `<area>.<what>`; see docs/pages.md for how a page uses them.
 * Every route the reference API registers is here (a test compares the two), including the ones outside the JSON
 * envelope, marked: `answers: 'svg'` (images an <img> loads: SVG, and the thumbnails' WebP bitmaps), `answers: 'html'` (the slot page inside the game frame),
 * `dev: true` (operator switches for tests, absent when API_DEV_ENDPOINTS is off; never called by player pages).
 * Deliberately outside the map: the edge's own routes (`/build-id`, release map, federation manifests), which the
 * host server serves, not the platform API.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointRoute {
  method: HttpMethod;
  path: string;
  /** Served outside the /api/v1 prefix (SPEC.md section 7: /payment/currencies). */
  root?: boolean;
  /** Not the JSON envelope: the raw body is an SVG image or an HTML page (`apiClient.call` cannot read it). */
  answers?: 'svg' | 'html' | 'redirect';
  /** A development/operator switch: registered only with API_DEV_ENDPOINTS on. */
  dev?: boolean;
}

const ROUTES = {
  // auth
  'auth.register': { method: 'POST', path: '/registration' },
  'auth.signIn': { method: 'POST', path: '/sign-in' },
  'auth.signInExternal': { method: 'POST', path: '/sign-in/external' },
  'auth.social': { method: 'POST', path: '/social/auth' },
  'auth.socialApps': { method: 'GET', path: '/social/app-data' },
  'auth.oidcStart': { method: 'GET', path: '/social/oidc/start', answers: 'redirect' },
  'auth.oidcFinish': { method: 'POST', path: '/social/oidc/finish' },
  'auth.refreshToken': { method: 'GET', path: '/token/refresh' },
  'auth.logout': { method: 'GET', path: '/logout' },
  'auth.acceptTerms': { method: 'POST', path: '/terms/accept' },
  'auth.resendSms': { method: 'POST', path: '/resend-sms' },
  // player
  'player.displayData': { method: 'GET', path: '/player/display-data' },
  'player.unsubscribe': { method: 'POST', path: '/player/unsubscribe' },
  // dashboard
  'dashboard.balance': { method: 'GET', path: '/dashboard/balance' },
  'dashboard.points': { method: 'GET', path: '/dashboard/points' },
  'dashboard.exchangePoints': { method: 'POST', path: '/dashboard/points/exchange' },
  'dashboard.currencyAccounts': { method: 'GET', path: '/dashboard/currency-account' },
  'dashboard.addCurrencyAccount': { method: 'POST', path: '/dashboard/currency-account/add' },
  'dashboard.switchCurrencyAccount': { method: 'POST', path: '/dashboard/currency-account/switch' },
  'dashboard.closeCurrencyAccount': { method: 'POST', path: '/dashboard/currency-account/close' },
  'dashboard.profile': { method: 'GET', path: '/dashboard/profile' },
  'dashboard.updateProfile': { method: 'PATCH', path: '/dashboard/profile' },
  'dashboard.setNickname': { method: 'PUT', path: '/dashboard/profile/nickname' },
  'dashboard.requestEmailConfirmation': { method: 'POST', path: '/dashboard/profile/confirm/email/request' },
  'dashboard.confirmEmail': { method: 'POST', path: '/dashboard/profile/confirm/email/otp-code' },
  'dashboard.requestPhoneConfirmation': { method: 'POST', path: '/dashboard/profile/confirm/phone/request' },
  'dashboard.confirmPhone': { method: 'POST', path: '/dashboard/profile/confirm/phone/otp-code' },
  'dashboard.emailSignature': { method: 'GET', path: '/dashboard/profile/email/signature' },
  'dashboard.subscriptions': { method: 'GET', path: '/dashboard/subscriptions' },
  'dashboard.updateSubscriptions': { method: 'PUT', path: '/dashboard/subscriptions' },
  'dashboard.advertisements': { method: 'GET', path: '/dashboard/feedback/advertisements' },
  'dashboard.viewAdvertisement': { method: 'POST', path: '/dashboard/feedback/advertisements/:id/view' },
  'dashboard.responsibleGaming': { method: 'GET', path: '/dashboard/responsible-gaming' },
  'dashboard.coolingOff': { method: 'POST', path: '/dashboard/cooling-off' },
  'dashboard.selfExclusion': { method: 'POST', path: '/dashboard/self-exclusion' },
  'rg.overview': { method: 'GET', path: '/responsible-gaming/limits' },
  'rg.setLimit': { method: 'POST', path: '/responsible-gaming/limits' },
  'rg.confirmLimit': { method: 'POST', path: '/responsible-gaming/limits/confirm' },
  'rg.history': { method: 'GET', path: '/responsible-gaming/limits/history' },
  'rg.profile': { method: 'GET', path: '/responsible-gaming/profile' },
  'rg.realityCheck': { method: 'PUT', path: '/responsible-gaming/reality-check' },
  'rg.endSession': { method: 'POST', path: '/responsible-gaming/session/end' },
  'rg.panic': { method: 'POST', path: '/responsible-gaming/panic' },
  'dashboard.forgotPassword': { method: 'POST', path: '/dashboard/password/forgot' },
  'dashboard.resetPassword': { method: 'POST', path: '/dashboard/password/reset' },
  'dashboard.checkSignature': { method: 'POST', path: '/dashboard/signature/check' },
  'dashboard.changePassword': { method: 'POST', path: '/dashboard/password/change' },
  'dashboard.security': { method: 'GET', path: '/dashboard/security' },
  'dashboard.smsAuthGenerate': { method: 'POST', path: '/dashboard/security/sms-auth/generate' },
  'dashboard.smsAuthActivate': { method: 'POST', path: '/dashboard/security/sms-auth/activate' },
  'dashboard.smsAuthDeactivate': { method: 'POST', path: '/dashboard/security/sms-auth/deactivate' },
  'dashboard.googleAuthGenerate': { method: 'POST', path: '/dashboard/security/google-auth/generate' },
  'dashboard.googleAuthActivate': { method: 'POST', path: '/dashboard/security/google-auth/activate' },
  'dashboard.googleAuthDeactivate': { method: 'POST', path: '/dashboard/security/google-auth/deactivate' },
  'dashboard.authHistory': { method: 'GET', path: '/dashboard/auth-history' },
  'dashboard.pinActivate': { method: 'POST', path: '/dashboard/pin-code/activate' },
  'dashboard.pinDeactivate': { method: 'POST', path: '/dashboard/pin-code/deactivate' },
  'dashboard.pinReset': { method: 'POST', path: '/dashboard/pin-code/reset' },
  'dashboard.pinCheck': { method: 'POST', path: '/dashboard/pin-code/check' },
  'dashboard.documents': { method: 'GET', path: '/dashboard/verification/documents' },
  'dashboard.cards': { method: 'GET', path: '/dashboard/verification/cards' },
  'dashboard.uploadDocument': { method: 'POST', path: '/dashboard/verification/upload' },
  // history
  'history.payments': { method: 'GET', path: '/player/history/payments' },
  'history.bonuses': { method: 'GET', path: '/player/history/bonus' },
  'history.points': { method: 'GET', path: '/player/history/points' },
  // payments
  'payments.currencies': { method: 'GET', path: '/payment/currencies', root: true },
  'payments.cashier': { method: 'GET', path: '/cashier' },
  'payments.deposit': { method: 'POST', path: '/cashier/deposit' },
  'payments.withdrawal': { method: 'POST', path: '/cashier/withdrawal' },
  'payments.cancel': { method: 'POST', path: '/payment/cancel/:paymentId' },
  'payments.refundCrypto': { method: 'POST', path: '/payment/deposit/:paymentId/crypto/:cryptoTransactionId/refund' },
  // bonuses
  'bonuses.redeemCode': { method: 'POST', path: '/bonus/code' },
  'bonuses.forDashboard': { method: 'GET', path: '/bonus-campaign/campaign-list-for-dashboard' },
  'bonuses.forCashbox': { method: 'GET', path: '/bonus-campaign/campaign-list-for-cashbox' },
  'bonuses.forGamePage': { method: 'GET', path: '/bonus-campaign/campaign-list-for-game-page/:gameGlobalId' },
  'bonuses.history': { method: 'GET', path: '/bonus-campaign/history-list' },
  'bonuses.historyInfo': { method: 'GET', path: '/bonus-campaign/history-info/:bonusUuid' },
  'bonuses.verifyRules': { method: 'POST', path: '/bonus-campaign/verify-rules' },
  'bonuses.canLoseReward': { method: 'GET', path: '/bonus-campaign/can-lose-gamification-reward' },
  'bonuses.wageringProgress': { method: 'GET', path: '/bonus-campaign/wagering-progress' },
  'bonuses.activate': { method: 'POST', path: '/bonus-campaign/:bonusId/activate' },
  'bonuses.deactivate': { method: 'POST', path: '/bonus-campaign/:bonusId/deactivate' },
  'bonuses.reward': { method: 'POST', path: '/bonus-campaign/:bonusId/reward' },
  'bonuses.cancel': { method: 'POST', path: '/bonus-campaign/:bonusId/cancel' },
  'bonuses.takeCashback': { method: 'POST', path: '/bonus-campaign/:id/cashback/reward' },
  // dev
  'dev.outbox': { method: 'GET', path: '/_dev/outbox', dev: true },
  'dev.setFlags': { method: 'PATCH', path: '/_dev/players/:login/flags', dev: true },
  'dev.setMoney': { method: 'POST', path: '/_dev/players/:login/money', dev: true },
  'dev.grantCashback': { method: 'POST', path: '/_dev/players/:login/cashback', dev: true },
  'dev.expireTokens': { method: 'POST', path: '/_dev/players/:login/expire-tokens', dev: true },
  'dev.clock': { method: 'POST', path: '/_dev/clock', dev: true },
  'dev.externalToken': { method: 'POST', path: '/_dev/external-token', dev: true },
  'dev.padCatalogue': { method: 'POST', path: '/_dev/games/catalogue', dev: true },
  'dev.padBlog': { method: 'POST', path: '/_dev/blog/articles', dev: true },
  // settings
  'settings.get': { method: 'GET', path: '/settings' },
  // content
  'content.pages': { method: 'GET', path: '/pages' },
  'content.page': { method: 'GET', path: '/pages/:slug' },
  'content.banners': { method: 'GET', path: '/banners-for-slider' },
  'content.promo': { method: 'GET', path: '/promo' },
  'content.menu': { method: 'GET', path: '/menu' },
  'content.chat': { method: 'GET', path: '/chat' },
  'content.footerIcons': { method: 'GET', path: '/footer-icons' },
  'content.footerIcon': { method: 'GET', path: '/footer-icons/:file', answers: 'svg' },
  'content.image': { method: 'GET', path: '/content/images/:file', answers: 'svg' },
  'content.countries': { method: 'GET', path: '/countries' },
  // blog
  'blog.articles': { method: 'GET', path: '/blog/articles' },
  'blog.article': { method: 'GET', path: '/blog/articles/:id' },
  'blog.authors': { method: 'GET', path: '/blog/authors' },
  'blog.authorArticles': { method: 'GET', path: '/blog/authors/:id/articles' },
  'blog.tags': { method: 'GET', path: '/blog/tags' },
  'blog.tagArticles': { method: 'GET', path: '/blog/tags/:id/articles' },
  // news
  'news.list': { method: 'GET', path: '/news' },
  'news.article': { method: 'GET', path: '/news/:id' },
  // help
  'help.list': { method: 'GET', path: '/help' },
  'help.article': { method: 'GET', path: '/help/:id' },
  // routeData
  'routeData.get': { method: 'GET', path: '/route-data' },
  // game
  'game.tabs': { method: 'GET', path: '/game/tabs' },
  'game.tabHome': { method: 'GET', path: '/game/tab-home' },
  'game.sections': { method: 'GET', path: '/game/sections' },
  'game.search': { method: 'GET', path: '/game/search' },
  'game.windowSearch': { method: 'GET', path: '/game/window-search' },
  'game.providersByCategory': { method: 'GET', path: '/game/providers-by-category' },
  'game.info': { method: 'GET', path: '/game/info/:slug' },
  'game.thumbnail': { method: 'GET', path: '/game/thumbnail/:file', answers: 'svg' },
  'game.liveInfo': { method: 'GET', path: '/live-game-additional-info/:currency' },
  'game.contributionGames': { method: 'GET', path: '/contribution-games' },
  'game.favorites': { method: 'GET', path: '/player/favorite/games' },
  'game.toggleFavorite': { method: 'POST', path: '/player/favorite/games/:gameId' },
  'game.lastPlayed': { method: 'GET', path: '/player/last/games' },
  // play
  'play.real': { method: 'POST', path: '/game/real' },
  'play.realLink': { method: 'GET', path: '/game/real' },
  'play.demo': { method: 'POST', path: '/game/demo' },
  'play.demoLink': { method: 'GET', path: '/game/demo' },
  'play.slotPage': { method: 'GET', path: '/game/launch/:sessionToken', answers: 'html' },
  'play.slotState': { method: 'GET', path: '/game/launch/:sessionToken/state' },
  'play.spin': { method: 'POST', path: '/game/launch/:sessionToken/round' },
  'play.rounds': { method: 'GET', path: '/player/history/round' },
  // tournaments
  'tournaments.active': { method: 'GET', path: '/tournaments/active' },
  'tournaments.calendar': { method: 'GET', path: '/tournaments/calendar' },
  'tournaments.closed': { method: 'GET', path: '/tournaments/closed' },
  'tournaments.details': { method: 'GET', path: '/tournaments/:id' },
  'tournaments.join': { method: 'POST', path: '/tournaments/:id/join' },
  'tournaments.drifts': { method: 'GET', path: '/tournaments/:id/drifts' },
  'tournaments.games': { method: 'GET', path: '/tournaments/:id/games' },
  'tournaments.leaderboard': { method: 'GET', path: '/tournament/:id/leaderboard' },
  'tournaments.maxFreeWin': { method: 'GET', path: '/tournaments/max-free-win/:tournamentId/game/:gameId' },
  // races
  'races.latest': { method: 'GET', path: '/race/latest' },
  'races.latestLeaderboard': { method: 'GET', path: '/race/latest/leaderboard' },
  'races.stage': { method: 'GET', path: '/race-stage/:id' },
  'races.stageLeaderboard': { method: 'GET', path: '/race-stage/:id/leaderboard' },
  'races.stageDrifts': { method: 'GET', path: '/race-stage/:id/drifts' },
  'races.stageBonusGames': { method: 'GET', path: '/race-stage/:id/bonus-games' },
  'races.stageGames': { method: 'GET', path: '/race-stage/:id/all-games' },
  // jackpots
  'jackpots.pool': { method: 'GET', path: '/jackpots/pool' },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof ROUTES;
/** The endpoints that answer the JSON envelope: what `apiClient.call` can read (images and pages are for the browser). */
export type JsonEndpointName = {
  [K in EndpointName]: (typeof ROUTES)[K] extends { answers: string } ? never : K;
}[EndpointName];

/** What `contract/endpoint-schemas.ts` gives each endpoint: its inputs as Fastify names them, and its `data`. */
export interface EndpointSchemas {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** The schema of `data` in `{ status: "ok", data }`; the raw body for endpoints outside the envelope. */
  response: TSchema;
}

type SchemasOf<K extends EndpointName> = (typeof ENDPOINT_SCHEMAS)[K];
type Part<K extends EndpointName, P extends keyof EndpointSchemas> =
  SchemasOf<K> extends { [key in P]: infer S extends TSchema } ? Static<S> : never;
/** A part the caller must give when any of its fields is required, may omit when all are optional. */
type Field<Name extends string, T> = [T] extends [never]
  ? unknown
  : Record<string, never> extends T
    ? { [key in Name]?: T }
    : { [key in Name]: T };

/** The input of a call: `params` for the path, `query`, `body`; each present only when the endpoint takes it. */
export type EndpointInput<K extends EndpointName> = Field<'params', Part<K, 'params'>> &
  Field<'query', Part<K, 'querystring'>> &
  Field<'body', Part<K, 'body'>>;

/** The `data` an endpoint answers with. */
export type EndpointData<K extends EndpointName> = Static<SchemasOf<K>['response']>;

/** `/game/info/:slug` with `{ slug: 'x y' }` becomes `/game/info/x%20y`; a missing parameter is a programming error. */
export function endpointPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`endpoint ${path}: missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/**
 * What a call carries from the caller's bundle to the transport: the endpoint's name (its query key), method, path and
 * marks, and, as types only, what it answers (`Data`) and takes (`Input`: `params`, `query`, `body`). The schemas stay
 * in `schemas/endpoint-schemas.ts` (the API validates with them; forms import them), so a page's bundle does not carry
 * the schema library.
 */
export interface EndpointTypes<Data, Input> {
  /** Phantom: never set at run time; it carries the types of the answer and of the input to the call site. */
  readonly types?: { data: Data; input: Input };
}
export interface Endpoint<Data = unknown, Input = unknown> extends EndpointRoute, EndpointTypes<Data, Input> {
  readonly name: string;
}

/** An endpoint the client can read: the JSON envelope (not an image, not the slot page). */
export interface JsonEndpoint<Data = unknown, Input = unknown> extends EndpointTypes<Data, Input> {
  readonly name: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly root?: boolean;
  readonly dev?: boolean;
  readonly answers?: undefined;
}

/** The data of an endpoint definition (`EndpointData<'game.info'>` is the same as `DataOf<typeof ENDPOINTS['game.info']>`). */
export type DataOf<E> = E extends EndpointTypes<infer D, unknown> ? D : never;
export type InputOf<E> = E extends EndpointTypes<unknown, infer I> ? I : never;

/** Every endpoint of the platform API as a definition: `apiClient.call(ENDPOINTS['game.info'], { params: { slug } })`. */
export type EndpointDefinitions = {
  readonly [K in EndpointName]: (typeof ROUTES)[K] & { readonly name: K } & EndpointTypes<EndpointData<K>, EndpointInput<K>>;
};

export const ENDPOINTS = Object.freeze(
  Object.fromEntries(Object.entries(ROUTES).map(([name, route]) => [name, Object.freeze({ name, ...route })])),
) as EndpointDefinitions;

/**
 * An endpoint a team declares in its own package before (or without) a line in this map: a remote's page may call an
 * API route the live host has never heard of. `defineEndpoint<Answer, { params: { id: string } }>({ name, method, path })`.
 * Prefer a line in `ROUTES` with its schemas when the endpoint is part of the platform API.
 */
export function defineEndpoint<Data, Input = Record<never, never>>(route: Omit<JsonEndpoint, 'types'>): JsonEndpoint<Data, Input> {
  return Object.freeze({ ...route });
}
