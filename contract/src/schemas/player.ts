import { Type, type Static } from 'typebox';
import { Money } from './common';

const Text = Type.Union([Type.String(), Type.Null()]);

/**
 * GET /player/display-data (authenticated): every player field of SPEC.md section 3.
 * `isAuth` and `isTermsPopup` are client state (the session store), not sent by the API.
 * Optional-body commands (unsubscribe, confirm requests, subscriptions, profile patch) accept a POST without a body.
 */
export const Player = Type.Object({
  id: Type.Integer(),
  email: Text,
  nickname: Text,
  login: Type.String(),
  name: Text,
  surname: Text,
  country: Text,
  phone: Text,
  address: Text,
  city: Text,
  gender: Text,
  state: Text,
  street: Text,
  dateBirthday: Text,
  /** loyalty status; default "iron" */
  statusName: Type.String(),
  currency: Type.String(),
  balance: Money,
  /** default "0.00" */
  bonus: Money,
  /** loyalty points with two decimals; default "0.00" */
  points: Money,
  /** money the current points would give at pointsExchangeRatio */
  pointsExchangeResult: Money,
  /** points per one unit of currency (100 points -> 1.00) */
  pointsExchangeRatio: Type.Number(),
  isGameModeReal: Type.Boolean(),
  isGameModeDemo: Type.Boolean(),
  freeSpinWagerFactor: Type.Integer(),
  bonusWagerFactor: Type.Integer(),
  defaultBonusWager: Type.Integer(),
  isEmailConfirmed: Type.Boolean(),
  isPhoneConfirmed: Type.Boolean(),
  isTrusted: Type.Boolean(),
  isBlocked: Type.Boolean(),
  centrifugoToken: Type.String(),
  centrifugoNotificationToken: Type.String(),
  wasBaseProfileCompleted: Type.Boolean(),
  /** "email", "phone" or "social" */
  registrationType: Type.String(),
  activeBonusCampaignsCount: Type.Integer(),
  /** advertisements the player has not viewed yet */
  feedbackAdvertsCount: Type.Integer(),
  /** cashback waiting to be taken (POST /bonus-campaign/{id}/cashback/reward) */
  cashbackReward: Money,
  /** favourite game ids, as FavoriteToggle.favorites of games.ts (toggle: POST /player/favorite/games/{gameId}) */
  favorites: Type.Array(Type.Integer()),
  isTermsRequired: Type.Boolean(),
  hasRejectedPayments: Type.Boolean(),
  hasDocumentsToConfirm: Type.Boolean(),
  activeTags: Type.Array(Type.String()),
  twoFactorType: Type.Union([Type.Literal('sms'), Type.Literal('google'), Type.Null()]),
  coolingOffBlock: Type.Boolean(),
  selfExclusionBlock: Type.Boolean(),
  /** ISO time the cooling-off / self-exclusion ends; null when none (self-exclusion "forever" is year 9999) */
  coolingOffUntil: Text,
  selfExclusionUntil: Text,
  isPinCodeEnabled: Type.Boolean(),
});
export type Player = Static<typeof Player>;

export const UnsubscribeChannel = Type.Union([
  Type.Literal('email'),
  Type.Literal('sms'),
  Type.Literal('push'),
  Type.Literal('all'),
]);
/** POST /player/unsubscribe (authenticated): turns marketing off on one channel or all. */
export const UnsubscribeBody = Type.Object({ channel: Type.Optional(UnsubscribeChannel) });
export type UnsubscribeBody = Static<typeof UnsubscribeBody>;
