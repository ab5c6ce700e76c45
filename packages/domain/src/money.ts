import type { CurrencyFormat } from './markets';

/**
 * An amount in integer minor units (öre, cent, penny) and its ISO 4217 code. The shop writes every
 * currency with two decimals, ISK included, so one minor unit is always a hundredth.
 */
export type Money = { readonly amount: number; readonly currency: string };

const BASIS_POINTS = 10_000n;

export function isMinor(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

export function assertMinor(value: number, what = 'amount'): number {
  if (!isMinor(value)) throw new RangeError(`${what} must be an integer number of minor units, got ${value}`);
  return value;
}

export function money(amount: number, currency: string): Money {
  return { amount: assertMinor(amount), currency };
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/;

/** Parses '12', '12.5', '-0.05' exactly into minor units; undefined for anything else. */
export function tryToMinorUnits(value: string | number): number | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined;
  // String(number) is the shortest round-trip form, so 0.1 + 0.2 shows its drift and is refused.
  const match = DECIMAL.exec(typeof value === 'number' ? String(value) : value.trim());
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) return undefined;
  return sign === '-' && minor !== 0 ? -minor : minor;
}

/** Like {@link tryToMinorUnits} but throws: for trusted input where a bad value is a bug. */
export function toMinorUnits(value: string | number): number {
  const minor = tryToMinorUnits(value);
  if (minor === undefined) throw new RangeError(`not a decimal amount with at most two decimals: ${value}`);
  return minor;
}

/** '1234.50' style string for payloads that want major units; exact, no float formatting. */
export function toDecimalString(minor: number): string {
  assertMinor(minor);
  const abs = Math.abs(minor);
  const digits = `${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return minor < 0 ? `-${digits}` : digits;
}

function groupDigits(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** Writes an amount the market's way, always with two decimals: se 123450 -> '1 234,50 kr'. */
export function formatMoney(minor: number, market: { readonly currency: CurrencyFormat }): string {
  assertMinor(minor);
  const { prefix, suffix, decimalSeparator, groupSeparator } = market.currency;
  const abs = Math.abs(minor);
  const whole = groupDigits(String(Math.trunc(abs / 100)), groupSeparator);
  const cents = String(abs % 100).padStart(2, '0');
  const sign = minor < 0 ? '-' : '';
  return `${sign}${prefix}${whole}${decimalSeparator}${cents}${suffix}`;
}

/**
 * How a division that falls between two minor units is settled. 'awayFromZero' rounds a half up in
 * size (100.5 -> 101, -100.5 -> -101); 'halfEven' (banker's rounding) rounds a half to the even
 * neighbour (100.5 -> 100, 101.5 -> 102). They differ on every exact half: 10 % of 1005 is 100.5, so
 * 101 away from zero and 100 half even. Anything that is not an exact half rounds to the nearest
 * unit under both.
 */
export type RoundingMode = 'halfEven' | 'awayFromZero';

/**
 * Integer division of minor-unit arithmetic rounded with `mode`. The default stays away from zero,
 * the rule VAT conversion (grossFromNet, netFromGross) has always used; the cart picks its mode
 * explicitly (cart/rounding.ts). BigInt keeps the intermediate product exact for any safe amount.
 */
export function divideRounded(
  numerator: bigint,
  denominator: bigint,
  mode: RoundingMode = 'awayFromZero',
): number {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  const twiceRemainder = (n % d) * 2n;
  const roundUp =
    twiceRemainder > d || (twiceRemainder === d && (mode === 'awayFromZero' || quotient % 2n === 1n));
  if (roundUp) quotient += 1n;
  const result = Number(negative ? -quotient : quotient);
  return assertMinor(result, 'result');
}

/** A share of an amount given in basis points (1000 = 10 %, 10000 = all of it), rounded with `mode`. */
export function percentOfMinor(minor: number, basisPoints: number, mode: RoundingMode): number {
  if (!Number.isSafeInteger(basisPoints)) {
    throw new RangeError(`basis points must be an integer, got ${basisPoints}`);
  }
  return divideRounded(BigInt(assertMinor(minor)) * BigInt(basisPoints), BASIS_POINTS, mode);
}

function assertRate(vatRateBasisPoints: number): bigint {
  if (!Number.isSafeInteger(vatRateBasisPoints) || vatRateBasisPoints < 0) {
    throw new RangeError(
      `VAT rate must be a non-negative integer of basis points, got ${vatRateBasisPoints}`,
    );
  }
  return BigInt(vatRateBasisPoints);
}

export function grossFromNet(netMinor: number, vatRateBasisPoints: number): number {
  const rate = assertRate(vatRateBasisPoints);
  return divideRounded(BigInt(assertMinor(netMinor)) * (BASIS_POINTS + rate), BASIS_POINTS);
}

export function netFromGross(grossMinor: number, vatRateBasisPoints: number): number {
  const rate = assertRate(vatRateBasisPoints);
  return divideRounded(BigInt(assertMinor(grossMinor)) * BASIS_POINTS, BASIS_POINTS + rate);
}

/** VAT on a net amount, as the difference so that net + VAT always equals the rounded gross. */
export function vatOf(netMinor: number, vatRateBasisPoints: number): number {
  return grossFromNet(netMinor, vatRateBasisPoints) - netMinor;
}

/** VAT contained in a gross amount, again as a difference so the parts add up to the whole. */
export function vatOfGross(grossMinor: number, vatRateBasisPoints: number): number {
  return grossMinor - netFromGross(grossMinor, vatRateBasisPoints);
}

export function sumMinor(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) total += assertMinor(amount);
  return assertMinor(total, 'sum');
}

/** Adds amounts of one currency; the currency is given so that an empty list still has one. */
export function sumMoney(values: readonly Money[], currency: string): Money {
  for (const value of values) {
    if (value.currency !== currency) {
      throw new RangeError(`cannot add ${value.currency} to ${currency}`);
    }
  }
  return { amount: sumMinor(values.map((v) => v.amount)), currency };
}

export function multiplyMoney(minor: number, quantity: number): number {
  assertMinor(minor);
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`quantity must be an integer, got ${quantity}`);
  return assertMinor(minor * quantity, 'product');
}
