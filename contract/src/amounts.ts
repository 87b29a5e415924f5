/**
 * Amounts a player types into the cashier, read as the API writes them. Used by the cashier of remote-account and by
 * the edge when it answers the deposit form sent without JavaScript (form-posts.ts): both say the same about an amount.
 */

/**
 * An amount the player typed ("20", "20.5", "20,50") as the API's "20.50", or null when it is not one. `decimals` is the
 * currency's minor digits (8 for BTC), read from the limits the cashier answers (decimalsOf).
 */
export function parseAmount(text: string, decimals = 2): string | null {
  const normalised = text.trim().replace(',', '.');
  if (!new RegExp(`^\\d{1,12}(\\.\\d{1,${decimals}})?$`).test(normalised)) return null;
  const [whole = '0', part = ''] = normalised.split('.');
  return `${BigInt(whole)}.${part.padEnd(decimals, '0')}`;
}

/** The minor digits of the currency an API amount is written in ("10.00": 2, "0.00022000": 8). */
export const decimalsOf = (amount: string): number => amount.split('.')[1]?.length ?? 2;

/** Why an amount cannot go through this method, before asking the API (its limits are in the cashier's answer). */
export function amountProblem(amount: string | null, limits: { min: string; max: string }): 'format' | 'min' | 'max' | null {
  if (amount === null || Number(amount) <= 0) return 'format';
  if (Number(amount) < Number(limits.min)) return 'min';
  if (Number(amount) > Number(limits.max)) return 'max';
  return null;
}
