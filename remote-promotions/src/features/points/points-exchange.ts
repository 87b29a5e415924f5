import type { Resolver } from 'react-hook-form';
import { PointsExchangeBody } from '@casino/contract/schemas/dashboard';
import type { PointsData } from '@casino/contract/schemas';
import { contractResolver } from '@casino/shared/forms/contract-resolver';

export interface PointsExchangeFields {
  points: string;
}

/** Points as the player types them ("1 250,5" or "1250.50"): a number, or NaN when it is not one. */
export function parsePoints(input: string): number {
  const normalised = input.replace(/[\s\u00a0']/g, '').replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/**
 * What an exchange of `points` pays, as the API's amount string in the player's currency, rounded down as the API
 * credits it: `ratio` points are worth `rate` (the points' value is in EUR, converted: "1.08" USD, "0.00001100" BTC),
 * and the API counts whole EUR cents first, then converts them.
 */
export function exchangeValue(points: number, ratio: number, rate: string): string {
  const decimals = rate.split('.')[1]?.length ?? 0;
  const rateMinor = BigInt(rate.replace('.', ''));
  const baseCents = Number.isFinite(points) && ratio > 0 ? BigInt(Math.floor(Math.round(points * 100) / ratio)) : 0n;
  const minor = ((baseCents * rateMinor) / 100n).toString().padStart(decimals + 1, '0');
  return decimals ? `${minor.slice(0, -decimals)}.${minor.slice(-decimals)}` : minor;
}

/**
 * The contract's rules for POST /dashboard/points/exchange, then the ones the API answers with codes after reading the
 * player's points: a number (`validation.format`), at least the smallest exchange (`validation.out_of_range`), no more
 * than the player has (`funds.insufficient`).
 */
export function pointsExchangeResolver(points: PointsData): Resolver<PointsExchangeFields> {
  const contract = contractResolver<PointsExchangeFields>(PointsExchangeBody);
  return async (values, context, options) => {
    const checked = await contract(values, context, options);
    if (Object.keys(checked.errors).length > 0) return checked;
    const amount = parsePoints(values.points);
    const type = Number.isNaN(amount)
      ? 'validation.format'
      : amount < Number(points.minExchange)
        ? 'validation.out_of_range'
        : amount > Number(points.points)
          ? 'funds.insufficient'
          : null;
    return type ? { values: {}, errors: { points: { type } } } : checked;
  };
}

export function pointsMessage(code: string | undefined): string {
  switch (code) {
    case 'validation.required':
      return 'points.errors.required';
    case 'validation.format':
    case 'validation.too_long':
      return 'points.errors.format';
    case 'validation.out_of_range':
      return 'points.errors.min';
    case 'funds.insufficient':
      return 'points.errors.notEnough';
    case 'network':
      return 'bonusCode.errors.network';
    default:
      return 'bonusCode.errors.failed';
  }
}
