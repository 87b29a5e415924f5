import { CURRENCIES, type Currency } from '@casino/contract/schemas';
import { ApiError } from '../errors';

/**
 * Money in the API: an integer number of a currency's minor units together with that currency. Every path that
 * credits, debits or compares money takes and returns `Money`, so an amount without its currency does not type-check
 * (the brand keeps a plain `{ minor, currency }` literal out too: build one with `money()`, `parseMoney()` or
 * `convert()`). Database columns named `*_cents` hold minor units of the row's currency (satoshis on a BTC account).
 */
declare const brand: unique symbol;
export interface Money {
  readonly minor: number;
  readonly currency: Currency;
  readonly [brand]: 'Money';
}

/** Digits after the decimal point: the currency's minor unit and its rounding rule (8 for BTC: satoshis). */
export const MINOR_UNITS: Record<Currency, number> = { EUR: 2, USD: 2, RUB: 2, KZT: 2, PLN: 2, TRY: 2, BTC: 8, USDT: 2 };

/** Every amount the operator defines once (limits, bonus amounts, thresholds, points value) is in this currency. */
export const BASE_CURRENCY: Currency = 'EUR';

/**
 * The rate table: units of each currency that 1 EUR buys, as exact decimal strings (never floats: conversion is done
 * in integers). The operator's figures; game bet steps, jackpots and tournament scoring read the same table.
 */
export const PER_EUR: Record<Currency, string> = {
  EUR: '1',
  USD: '1.08',
  RUB: '100',
  KZT: '520',
  PLN: '4.3',
  TRY: '37',
  BTC: '0.000011',
  USDT: '1.08',
};

export const isCurrency = (value: string): value is Currency => (CURRENCIES as readonly string[]).includes(value);

/** A currency code read from the database or the contract; anything else is a broken row, not a player's mistake. */
export function asCurrency(value: string): Currency {
  if (!isCurrency(value)) throw new Error(`unknown currency ${JSON.stringify(value)}`);
  return value;
}

export function money(minor: number, currency: Currency | string): Money {
  if (!Number.isSafeInteger(minor)) throw new Error(`money must be a whole number of minor units, got ${minor}`);
  return { minor: minor === 0 ? 0 : minor, currency: asCurrency(currency) } as Money;
}

export const zero = (currency: Currency | string): Money => money(0, currency);

/** A decimal string as an exact fraction (numerator, denominator). */
function fraction(decimal: string): [bigint, bigint] {
  const [whole, part = ''] = decimal.split('.');
  return [BigInt(whole + part), 10n ** BigInt(part.length)];
}

export type Rounding = 'down' | 'up';

/** Integer division of non-negative or negative numerators, rounding towards -infinity ('down') or +infinity ('up'). */
function divide(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  const quotient = numerator / denominator;
  const rest = numerator % denominator;
  if (rest === 0n) return quotient;
  const negative = numerator < 0n !== denominator < 0n;
  if (rounding === 'down') return negative ? quotient - 1n : quotient;
  return negative ? quotient : quotient + 1n;
}

/**
 * The same value in another currency through the rate table, rounded to the target's minor unit: 'down' for what the
 * player is credited (never more than the rate gives), 'up' for a minimum the player must reach.
 */
export function convert(amount: Money, to: Currency, rounding: Rounding = 'down'): Money {
  if (amount.currency === to) return amount;
  const [toNum, toDen] = fraction(PER_EUR[to]);
  const [fromNum, fromDen] = fraction(PER_EUR[amount.currency]);
  const numerator = BigInt(amount.minor) * toNum * fromDen * 10n ** BigInt(MINOR_UNITS[to]);
  const denominator = toDen * fromNum * 10n ** BigInt(MINOR_UNITS[amount.currency]);
  const minor = divide(numerator, denominator, rounding);
  if (minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < -BigInt(Number.MAX_SAFE_INTEGER))
    throw ApiError.badRequest('amount', 'is too large', 'validation.out_of_range');
  return money(Number(minor), to);
}

/** An amount the operator defined in the base currency (minor units of EUR), in `to`. */
export const fromBase = (baseMinor: number, to: Currency, rounding: Rounding = 'down'): Money =>
  convert(money(baseMinor, BASE_CURRENCY), to, rounding);

/** Minor units of `currency` that one EUR cent is worth, as a float: for SQL that weighs rounds of many currencies. */
export function minorPerBaseMinor(currency: Currency): number {
  return Number(PER_EUR[currency]) * 10 ** (MINOR_UNITS[currency] - MINOR_UNITS[BASE_CURRENCY]);
}

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw new Error(`cannot combine ${a.currency} with ${b.currency} without a conversion`);
}

export function add(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.minor + b.minor, a.currency);
}
export function subtract(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return money(a.minor - b.minor, a.currency);
}
export const negate = (a: Money): Money => money(-a.minor, a.currency);
export const times = (a: Money, factor: number): Money => money(Math.floor(a.minor * factor), a.currency);
/** Negative when a < b, 0 when equal, positive when a > b; both in one currency. */
export function compare(a: Money, b: Money): number {
  sameCurrency(a, b);
  return a.minor - b.minor;
}
export const min = (a: Money, b: Money): Money => (compare(a, b) <= 0 ? a : b);

/** The wire's money string: all of the currency's minor digits ("12.30" EUR, "0.00012345" BTC). */
export function formatMoney(amount: Money): string {
  const digits = MINOR_UNITS[amount.currency];
  const negative = amount.minor < 0;
  const text = String(Math.abs(amount.minor)).padStart(digits + 1, '0');
  return `${negative ? '-' : ''}${text.slice(0, text.length - digits)}.${text.slice(text.length - digits)}`;
}

/**
 * Reads an amount the player typed (number or string) in `currency`: positive, at most the currency's minor digits.
 * 400 `validation.format` otherwise, 400 `validation.out_of_range` past what integers hold exactly.
 */
export function parseMoney(value: number | string, currency: Currency, field = 'amount'): Money {
  const digits = MINOR_UNITS[currency];
  // a number is read as JavaScript writes it: 1e-7 or 1e+21 are not amounts a player typed
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`).test(text))
    throw ApiError.badRequest(field, `must be a positive amount with at most ${digits} decimals`, 'validation.format');
  const [whole = '0', part = ''] = text.split('.');
  const minor = BigInt(whole) * 10n ** BigInt(digits) + BigInt(part.padEnd(digits, '0') || '0');
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw ApiError.badRequest(field, 'is too large', 'validation.out_of_range');
  return money(Number(minor), currency);
}

/**
 * For figures shown in a currency the platform keeps no accounts in (a game's limits asked in GBP): the same string,
 * with two decimals when the currency has no entry in MINOR_UNITS. Never for an amount that is credited or compared.
 */
export function formatMinor(minor: number, currency: string): string {
  return isCurrency(currency) ? formatMoney(money(minor, currency)) : (minor / 100).toFixed(2);
}
