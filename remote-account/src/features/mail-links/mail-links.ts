import { UnsubscribeChannel } from '@casino/contract/schemas/player';

/**
 * What the links in the player's mail carry (SPEC.md section 2). The reference API mails a six-digit code for a
 * password reset; the link is /{lang}/reset-password/{code}?email={address}. An e-mail confirmation link ends with
 * the signed token of GET /dashboard/profile/email/signature ("<payload>.<mac>"); an unsubscribe link ends with the
 * channel.
 */
export const RESET_CODE = /^\d{6}$/;
const SIGNATURE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export const isResetCode = (hash: string | undefined): hash is string => !!hash && RESET_CODE.test(hash);

/** The last segment of a `{slug...}/{hash}` path, the part the link's meaning is in. */
export const lastSegment = (splat: string | undefined): string => (splat ?? '').split('/').filter(Boolean).pop() ?? '';

export const isEmailSignature = (hash: string): boolean => SIGNATURE.test(hash);

export type Channel = (typeof UnsubscribeChannel.anyOf)[number]['const'];
export const CHANNELS = UnsubscribeChannel.anyOf.map((literal) => literal.const) as Channel[];
export const isChannel = (type: string): type is Channel => (CHANNELS as string[]).includes(type);
