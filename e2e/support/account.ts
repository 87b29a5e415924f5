import { createHmac } from 'node:crypto';
import { callApi, operatorSwitch, registerPlayer } from './session';

/** The account journeys' seeding helpers: a fresh player per test, and the outbox the API "mails" codes to. */
export async function freshPlayer() {
  const { token, details } = await registerPlayer();
  return { token, email: details.email, password: details.password, login: details.login };
}

/** The newest code (or signed link token) the API "sent" to this address for this purpose. */
export async function mailedCode(recipient: string, purpose: string): Promise<string> {
  const { status, body } = await operatorSwitch('GET', `/outbox?recipient=${encodeURIComponent(recipient)}&purpose=${purpose}&limit=1`);
  const message = body?.data?.messages?.[0];
  if (status !== 200 || !message) throw new Error(`no ${purpose} message for ${recipient}: ${status} ${JSON.stringify(body)}`);
  return message.code as string;
}

export { callApi, operatorSwitch };

/** The code an authenticator app shows now for a base32 secret (RFC 6238: SHA-1, 6 digits, 30 s), as the player's phone would. */
export function authenticatorCode(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
