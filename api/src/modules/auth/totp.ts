import { Secret, TOTP } from 'otpauth';

/** Google Authenticator codes: RFC 6238 TOTP, SHA1, 6 digits, 30 s period; one step of clock drift accepted. */
const ISSUER = 'Casino';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });
}

export function totpUrl(secret: string, label: string): string {
  return totpFor(secret, label).toString();
}

export function totpCodeIsValid(secret: string | null, code: string): boolean {
  if (!secret) return false;
  return totpFor(secret, 'player').validate({ token: code, window: 1 }) !== null;
}
