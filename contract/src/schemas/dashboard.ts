import { Type, type Static } from 'typebox';
import { AMOUNT_MAX, ID_MAX, Money, LocaleSchema, Nickname } from './common';
import { Email, OtpCode, Password, Phone } from './auth';
import { CurrencyCode } from './payments';

/**
 * Player dashboard, all under /api/v1/dashboard and authenticated (401 without a valid token), except
 * password/forgot and password/reset which are public and rate limited.
 * Commands answer `{ status: "ok", data: { handled: true } }` unless a shape is given here.
 */

/** GET /dashboard/balance */
export const CurrencyAccount = Type.Object({
  currency: Type.String(),
  balance: Money,
  bonus: Money,
  isCurrent: Type.Boolean(),
});
export type CurrencyAccount = Static<typeof CurrencyAccount>;
export const BalanceData = Type.Object({
  currency: Type.String(),
  balance: Money,
  bonus: Money,
  /** balance + bonus */
  total: Money,
  demoBalance: Money,
  accounts: Type.Array(CurrencyAccount),
});
export type BalanceData = Static<typeof BalanceData>;

/** GET /dashboard/points */
export const PointsData = Type.Object({
  points: Money,
  /** how many points `exchangeRate` is worth (100: 100 points are 1.00 EUR, the base currency) */
  exchangeRatio: Type.Number(),
  /** what `exchangeRatio` points are worth in the current currency ("1.00" EUR, "1.08" USD, "0.00001100" BTC) */
  exchangeRate: Money,
  /** smallest exchange, in points */
  minExchange: Money,
  exchangeResult: Money,
  currency: Type.String(),
});
export type PointsData = Static<typeof PointsData>;
/** POST /dashboard/points/exchange: 400 below minExchange, 409 more than the player has. */
export const PointsExchangeBody = Type.Object({
  points: Type.Union([Type.String({ maxLength: 20 }), Type.Number({ minimum: 0, maximum: AMOUNT_MAX })]),
});
export type PointsExchangeBody = Static<typeof PointsExchangeBody>;
export const PointsExchangeData = Type.Object({ points: Money, credited: Money, balance: Money });
export type PointsExchangeData = Static<typeof PointsExchangeData>;

/** GET /dashboard/subscriptions; PUT /dashboard/subscriptions with any subset answers the new state. */
export const Subscriptions = Type.Object({
  email: Type.Boolean(),
  sms: Type.Boolean(),
  push: Type.Boolean(),
});
export type Subscriptions = Static<typeof Subscriptions>;
export const SubscriptionsBody = Type.Partial(Subscriptions);
export type SubscriptionsBody = Static<typeof SubscriptionsBody>;

/** POST /dashboard/password/change: 400 field "currentPassword" when wrong; other sessions are signed out. */
export const PasswordChangeBody = Type.Object({
  currentPassword: Type.String({ minLength: 1, maxLength: 128 }),
  newPassword: Password,
});
export type PasswordChangeBody = Static<typeof PasswordChangeBody>;
/** POST /dashboard/password/forgot (public): always handled true (no account probing); a code goes to the email outbox. */
export const PasswordForgotBody = Type.Object({ email: Email });
export type PasswordForgotBody = Static<typeof PasswordForgotBody>;
/** POST /dashboard/password/reset (public): 400 field "code" when wrong or older than 30 minutes; signs out every session. */
export const PasswordResetBody = Type.Object({ email: Email, code: OtpCode, newPassword: Password });
export type PasswordResetBody = Static<typeof PasswordResetBody>;

/** GET /dashboard/security */
export const SecurityData = Type.Object({
  twoFactorType: Type.Union([Type.Literal('sms'), Type.Literal('google'), Type.Null()]),
  isPinCodeEnabled: Type.Boolean(),
  isPhoneConfirmed: Type.Boolean(),
});
export type SecurityData = Static<typeof SecurityData>;
/**
 * SMS two-factor: POST /dashboard/security/sms-auth/generate sends a code to the confirmed phone (409 without one);
 * POST /dashboard/security/sms-auth/activate { code } turns it on; POST /dashboard/security/sms-auth/deactivate { code }
 * (a fresh code from generate) turns it off.
 */
export const CodeBody = Type.Object({ code: OtpCode });
export type CodeBody = Static<typeof CodeBody>;
/**
 * Google Authenticator (RFC 6238 TOTP, SHA1, 6 digits, 30 s):
 * POST /dashboard/security/google-auth/generate answers a new secret (base32) and its otpauth:// URL for a QR code;
 * POST /dashboard/security/google-auth/activate { code } checks a code against it and turns it on;
 * POST /dashboard/security/google-auth/deactivate { code } checks a current code and turns it off.
 */
export const GoogleAuthSecret = Type.Object({ secret: Type.String(), otpauthUrl: Type.String() });
export type GoogleAuthSecret = Static<typeof GoogleAuthSecret>;

/** GET /dashboard/auth-history?page&perPage: sign-ins, newest first. */
export const AuthHistoryItem = Type.Object({
  id: Type.Integer(),
  /** "password", "external", "social", "registration", "refresh" */
  method: Type.String(),
  success: Type.Boolean(),
  ip: Type.String(),
  userAgent: Type.String(),
  createdAt: Type.String(),
});
export type AuthHistoryItem = Static<typeof AuthHistoryItem>;

/** PIN code: four to six digits. */
export const PinCode = Type.String({ pattern: '^[0-9]{4,6}$' });
/**
 * A PIN locks after PIN_MAX_WRONG wrong tries in a row on check or deactivate (one count for both) for PIN_LOCK_MINUTES:
 * meanwhile they answer 429 `rate_limited`, field "pinCode", with Retry-After. A right PIN clears the count; a reset
 * with the account password (pin-code/reset) sets a new PIN and clears the lock.
 */
export const PIN_MAX_WRONG = 5;
export const PIN_LOCK_MINUTES = 15;
/** POST /dashboard/pin-code/activate { pinCode }: 409 when already on. */
export const PinCodeBody = Type.Object({ pinCode: PinCode });
export type PinCodeBody = Static<typeof PinCodeBody>;
/** POST /dashboard/pin-code/deactivate { pinCode }: 400 field "pinCode" when wrong.
 * POST /dashboard/pin-code/reset { password, pinCode }: sets a new PIN with the account password. */
export const PinCodeResetBody = Type.Object({
  password: Type.String({ minLength: 1, maxLength: 128 }),
  pinCode: PinCode,
});
export type PinCodeResetBody = Static<typeof PinCodeResetBody>;
/** POST /dashboard/pin-code/check { pinCode } answers { valid } (rate limited). */
export const PinCodeCheckData = Type.Object({ valid: Type.Boolean() });
export type PinCodeCheckData = Static<typeof PinCodeCheckData>;

/** GET /dashboard/feedback/advertisements?lang: POST /dashboard/feedback/advertisements/{id}/view marks one viewed. */
export const Advertisement = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  text: Type.String(),
  link: Type.String(),
  viewed: Type.Boolean(),
  createdAt: Type.String(),
});
export type Advertisement = Static<typeof Advertisement>;
export const AdvertIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: ID_MAX }) });

/** GET /dashboard/profile; PATCH /dashboard/profile with any subset of the editable fields answers the profile. */
export const Profile = Type.Object({
  login: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  pendingEmail: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  pendingPhone: Type.Union([Type.String(), Type.Null()]),
  nickname: Type.Union([Type.String(), Type.Null()]),
  name: Type.Union([Type.String(), Type.Null()]),
  surname: Type.Union([Type.String(), Type.Null()]),
  gender: Type.Union([Type.String(), Type.Null()]),
  dateBirthday: Type.Union([Type.String(), Type.Null()]),
  country: Type.Union([Type.String(), Type.Null()]),
  state: Type.Union([Type.String(), Type.Null()]),
  city: Type.Union([Type.String(), Type.Null()]),
  street: Type.Union([Type.String(), Type.Null()]),
  address: Type.Union([Type.String(), Type.Null()]),
  locale: Type.String(),
  isEmailConfirmed: Type.Boolean(),
  isPhoneConfirmed: Type.Boolean(),
  wasBaseProfileCompleted: Type.Boolean(),
});
export type Profile = Static<typeof Profile>;
const ProfileText = Type.String({ minLength: 1, maxLength: 100 });
export const ProfilePatchBody = Type.Object({
  name: Type.Optional(ProfileText),
  surname: Type.Optional(ProfileText),
  gender: Type.Optional(Type.Union([Type.Literal('male'), Type.Literal('female'), Type.Literal('other')])),
  /** YYYY-MM-DD; the player must be 18 or older */
  dateBirthday: Type.Optional(Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' })),
  country: Type.Optional(Type.String({ pattern: '^[A-Z]{2}$' })),
  state: Type.Optional(ProfileText),
  city: Type.Optional(ProfileText),
  street: Type.Optional(ProfileText),
  address: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  locale: Type.Optional(LocaleSchema),
});
export type ProfilePatchBody = Static<typeof ProfilePatchBody>;
/** PUT /dashboard/profile/nickname: 409 when another player has it. */
export const NicknameBody = Type.Object({
  nickname: Nickname,
});
export type NicknameBody = Static<typeof NicknameBody>;

/**
 * Email confirmation: POST /dashboard/profile/confirm/email/request { email? } sends a code (and a signed link, see
 * signature) to the given new address or the current one; POST /dashboard/profile/confirm/email/otp-code { code }
 * confirms it (and makes a pending address the email). Phone: the same under /confirm/phone with { phone? }.
 * 409 field "email" when another player has the address.
 */
export const ConfirmEmailRequestBody = Type.Object({ email: Type.Optional(Email) });
export type ConfirmEmailRequestBody = Static<typeof ConfirmEmailRequestBody>;
export const ConfirmPhoneRequestBody = Type.Object({ phone: Type.Optional(Phone) });
export type ConfirmPhoneRequestBody = Static<typeof ConfirmPhoneRequestBody>;

/**
 * Email signature: GET /dashboard/profile/email/signature answers a signed confirmation token for the address waiting
 * to be confirmed (the same token the confirmation email's link carries, see the outbox, purpose "email-link").
 * POST /dashboard/signature/check { signature } (public: the link is opened from the mailbox) confirms the address;
 * 400 field "signature" when forged or older than 24 hours.
 */
export const EmailSignatureData = Type.Object({
  email: Type.String(),
  signature: Type.String(),
  expiresAt: Type.String(),
});
export type EmailSignatureData = Static<typeof EmailSignatureData>;
export const SignatureCheckBody = Type.Object({ signature: Type.String({ minLength: 1, maxLength: 1024 }) });
export type SignatureCheckBody = Static<typeof SignatureCheckBody>;
export const SignatureCheckData = Type.Object({ valid: Type.Boolean(), email: Type.String() });
export type SignatureCheckData = Static<typeof SignatureCheckData>;

/**
 * Currency accounts: GET /dashboard/currency-account lists them; POST /dashboard/currency-account/add { currency }
 * (409 when it exists), /switch { currency } makes it current, /close { currency } (409 for the current account or a
 * non-zero balance). Each answers the list.
 */
export const CurrencyBody = Type.Object({ currency: CurrencyCode });
export type CurrencyBody = Static<typeof CurrencyBody>;
export const CurrencyAccounts = Type.Object({ accounts: Type.Array(CurrencyAccount) });
export type CurrencyAccounts = Static<typeof CurrencyAccounts>;

/** Verification documents. GET /dashboard/verification/documents. */
export const DOCUMENT_KINDS = [
  'passport',
  'id_card',
  'driver_license',
  'utility_bill',
  'selfie',
  'card_photo',
] as const;
export const DocumentKind = Type.Enum(DOCUMENT_KINDS);
export const VerificationDocument = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  /** requested (by the operator) -> uploaded -> approved | rejected */
  status: Type.String(),
  fileName: Type.Union([Type.String(), Type.Null()]),
  mimeType: Type.Union([Type.String(), Type.Null()]),
  size: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type VerificationDocument = Static<typeof VerificationDocument>;
/**
 * POST /dashboard/verification/upload: multipart/form-data with a field `kind` (DocumentKind, sent before the file)
 * and one part `file`: JPEG, PNG or PDF (checked by content), at most UPLOAD_MAX_BYTES.
 * 413 field "file" when too large; 400 field "file" for another type; 406 when the body is not multipart;
 * answers 201 with the document (an upload of a requested kind fulfils that request).
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Per-player upload quota over the last UPLOAD_QUOTA.hours (every upload counts, a replaced file too): more files or
 * more bytes answer 429 `rate_limited`, field "file". The verification page states it.
 */
export const UPLOAD_QUOTA = { files: 10, bytes: 20 * 1024 * 1024, hours: 24 } as const;
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** GET /dashboard/verification/cards: cards used for deposits and their verification state. */
export const PaymentCard = Type.Object({
  id: Type.Integer(),
  brand: Type.String(),
  mask: Type.String(),
  expiry: Type.String(),
  /** unverified | pending | verified */
  verificationStatus: Type.String(),
});
export type PaymentCard = Static<typeof PaymentCard>;

/**
 * Responsible gaming. GET /dashboard/responsible-gaming answers BlockData.
 * POST /dashboard/cooling-off { period } and POST /dashboard/self-exclusion { period } set
 * coolingOffBlock / selfExclusionBlock until the period ends: no deposits and no real-money games meanwhile.
 * A block cannot be shortened by the player (409 when a longer one is on).
 */
export const CoolingOffBody = Type.Object({
  period: Type.Union([Type.Literal('24h'), Type.Literal('7d'), Type.Literal('30d'), Type.Literal('90d')]),
});
export type CoolingOffBody = Static<typeof CoolingOffBody>;
export const SelfExclusionBody = Type.Object({
  period: Type.Union([Type.Literal('6m'), Type.Literal('1y'), Type.Literal('5y'), Type.Literal('forever')]),
});
export type SelfExclusionBody = Static<typeof SelfExclusionBody>;
export const BlockData = Type.Object({
  coolingOffBlock: Type.Boolean(),
  coolingOffUntil: Type.Union([Type.String(), Type.Null()]),
  selfExclusionBlock: Type.Boolean(),
  selfExclusionUntil: Type.Union([Type.String(), Type.Null()]),
});
export type BlockData = Static<typeof BlockData>;
