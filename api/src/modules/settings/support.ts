/**
 * The support desk's contacts, shared by /settings and /chat: configuration, never code (README "Reference API").
 * API_SUPPORT_EMAIL, API_SUPPORT_PHONE (international format, shown as written) and API_SUPPORT_TELEGRAM_URL; set one
 * to "" to show no such channel. The defaults are the reference stack's demo desk.
 */
export interface SupportContacts {
  email: string;
  phone: string;
  telegramUrl: string;
}

export const DEFAULT_SUPPORT: SupportContacts = {
  email: 'support@casino.local',
  phone: '+357 22 000000',
  telegramUrl: 'https://t.me/casino_local_support',
};

export function supportFromEnv(env: NodeJS.ProcessEnv = process.env): SupportContacts {
  const read = (name: string, fallback: string) => (env[name] ?? fallback).trim();
  const email = read('API_SUPPORT_EMAIL', DEFAULT_SUPPORT.email);
  const phone = read('API_SUPPORT_PHONE', DEFAULT_SUPPORT.phone);
  const telegramUrl = read('API_SUPPORT_TELEGRAM_URL', DEFAULT_SUPPORT.telegramUrl);
  if (email && !/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`API_SUPPORT_EMAIL is not an email address: "${email}"`);
  if (phone && !/^\+[\d ()-]{6,24}$/.test(phone)) throw new Error(`API_SUPPORT_PHONE must be international (+...): "${phone}"`);
  if (telegramUrl && !/^https:\/\//.test(telegramUrl)) throw new Error(`API_SUPPORT_TELEGRAM_URL must be https: "${telegramUrl}"`);
  return { email, phone, telegramUrl };
}

/** The phone number as a tel: link wants it: "+" and digits only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
export const OPERATOR_HOURS = { opensAt: '08:00', closesAt: '23:00', timeZone: 'UTC' } as const;

/** Whether live-chat operators are at work at `now` (hours are in UTC; closesAt may be past midnight). */
export function operatorsOnline(
  now: Date,
  hours: { opensAt: string; closesAt: string } = OPERATOR_HOURS,
): boolean {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const current = now.getUTCHours() * 60 + now.getUTCMinutes();
  const opens = minutes(hours.opensAt);
  const closes = minutes(hours.closesAt);
  return opens <= closes ? current >= opens && current < closes : current >= opens || current < closes;
}
