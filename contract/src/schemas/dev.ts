import { Type, type Static } from 'typebox';
import { Money } from './common';

/**
 * Development and operator switches under /api/v1/_dev, present only when the API runs with dev endpoints on
 * (API_DEV_SECRET set; never in production), each call with that secret as X-Dev-Secret; never proxied by the edge.
 *
 * GET   /_dev/outbox?recipient=&purpose=&limit=   codes that would have gone by email or SMS, newest first
 *       purposes: "password-reset", "email-confirm", "email-link", "phone-confirm", "sms-auth", "sign-in-sms"
 * PATCH /_dev/players/{login}/flags               set player flags (body DevPlayerFlagsBody), answers the flags
 * POST  /_dev/players/{login}/money               set balance / bonus balance / points of the current account
 * POST  /_dev/players/{login}/cashback            grant an available cashback bonus { amount }; answers { handled, uuid }
 * POST  /_dev/players/{login}/expire-tokens       make every token of the player expired (still refreshable): next call 401
 * POST  /_dev/games/catalogue                     pad the catalogue with filler games until it holds `size` (load tests)
 * `{login}` is the login or the email. 404 field "login" for an unknown player.
 */
export const OutboxQuery = Type.Object({
  recipient: Type.Optional(Type.String({ maxLength: 254 })),
  purpose: Type.Optional(Type.String({ maxLength: 64 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
export type OutboxQuery = Static<typeof OutboxQuery>;
export const OutboxMessage = Type.Object({
  id: Type.Integer(),
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  recipient: Type.String(),
  purpose: Type.String(),
  code: Type.String(),
  createdAt: Type.String(),
});
export type OutboxMessage = Static<typeof OutboxMessage>;
export const OutboxData = Type.Object({ messages: Type.Array(OutboxMessage) });
export type OutboxData = Static<typeof OutboxData>;

export const DevLoginParams = Type.Object({ login: Type.String({ minLength: 1, maxLength: 254 }) });
export const DevPlayerFlagsBody = Type.Object({
  isTermsRequired: Type.Optional(Type.Boolean()),
  isBlocked: Type.Optional(Type.Boolean()),
  isTrusted: Type.Optional(Type.Boolean()),
  isEmailConfirmed: Type.Optional(Type.Boolean()),
  isPhoneConfirmed: Type.Optional(Type.Boolean()),
  statusName: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
  activeTags: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 20 })),
  /** true adds a document the operator requests (hasDocumentsToConfirm); false removes requested ones */
  hasDocumentsToConfirm: Type.Optional(Type.Boolean()),
  /** false lifts the block at once (players themselves cannot) */
  coolingOffBlock: Type.Optional(Type.Literal(false)),
  selfExclusionBlock: Type.Optional(Type.Literal(false)),
});
export type DevPlayerFlagsBody = Static<typeof DevPlayerFlagsBody>;
export const DevPlayerFlags = Type.Object({
  id: Type.Integer(),
  login: Type.String(),
  isTermsRequired: Type.Boolean(),
  isBlocked: Type.Boolean(),
  isTrusted: Type.Boolean(),
  isEmailConfirmed: Type.Boolean(),
  isPhoneConfirmed: Type.Boolean(),
  statusName: Type.String(),
  activeTags: Type.Array(Type.String()),
  hasDocumentsToConfirm: Type.Boolean(),
});
export type DevPlayerFlags = Static<typeof DevPlayerFlags>;
export const DevMoneyBody = Type.Object({
  balance: Type.Optional(Money),
  bonus: Type.Optional(Money),
  points: Type.Optional(Money),
});
export type DevMoneyBody = Static<typeof DevMoneyBody>;
export const DevCashbackBody = Type.Object({ amount: Money });
export type DevCashbackBody = Static<typeof DevCashbackBody>;

/** POST /_dev/players/{login}/cashback answers the granted bonus's uuid. */
export const DevCashbackData = Type.Object({ handled: Type.Boolean(), uuid: Type.String() });
export type DevCashbackData = Static<typeof DevCashbackData>;

/**
 * POST /_dev/games/catalogue: the catalogue grows to `size` games with generated filler games (one studio, least
 * popular, oldest), for measuring long lists; it never shrinks, so asking twice or from parallel tests is harmless.
 */
export const DEV_CATALOGUE_MAX = 20000;
export const DevCatalogueBody = Type.Object({ size: Type.Integer({ minimum: 1, maximum: DEV_CATALOGUE_MAX }) });
export type DevCatalogueBody = Static<typeof DevCatalogueBody>;
export const DevCatalogueData = Type.Object({ total: Type.Integer(), added: Type.Integer() });
export type DevCatalogueData = Static<typeof DevCatalogueData>;

/**
 * POST /_dev/blog/articles: the blog grows to `size` articles with copies of the seeded ones (a numbered title and
 * body each, the oldest articles), so a throughput run can ask for more distinct guest pages than it serves; it never
 * shrinks.
 */
export const DEV_BLOG_MAX = 2000;
export const DevBlogBody = Type.Object({ size: Type.Integer({ minimum: 1, maximum: DEV_BLOG_MAX }) });
export type DevBlogBody = Static<typeof DevBlogBody>;

/**
 * POST /_dev/external-token: the test stack's stand-in for a widget provider or partner signs an identity the way a
 * real one would (api/src/modules/auth/provider-token.ts), for /social/auth and /sign-in/external.
 */
export const DevExternalTokenBody = Type.Object({
  provider: Type.String({ minLength: 1, maxLength: 32 }),
  externalId: Type.String({ pattern: '^[\\w.:@+-]{1,128}$' }),
});
export type DevExternalTokenBody = Static<typeof DevExternalTokenBody>;
export const DevExternalTokenData = Type.Object({ providerToken: Type.String() });
export type DevExternalTokenData = Static<typeof DevExternalTokenData>;

