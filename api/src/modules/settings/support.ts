/** Support desk and live-chat operator hours, shared by /settings and /chat. */
export const SUPPORT_EMAIL = 'support@casino.local';
export const SUPPORT_PHONE = '+35722000000';
export const SUPPORT_TELEGRAM_URL = 'https://t.me/casino_local_support';
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
