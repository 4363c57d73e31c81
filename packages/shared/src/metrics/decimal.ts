/**
 * Exact decimal arithmetic on the strings the API carries (issue 17: numbers are stored and compared exactly, never
 * as floats, so 0.1 + 0.2 stays 0.3). A decimal is a plain string: an optional minus, digits, an optional fraction.
 */
const DECIMAL = /^-?\d+(\.\d+)?$/;

interface Scaled {
  units: bigint;
  scale: number;
}

export function isDecimal(value: string): boolean {
  return DECIMAL.test(value);
}

function scaled(value: string): Scaled {
  if (!DECIMAL.test(value)) throw new RangeError(`Not a decimal: ${value}`);
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const units = BigInt(whole + fraction) * (negative ? -1n : 1n);
  return { units, scale: fraction.length };
}

function align(a: Scaled, b: Scaled): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale];
}

function render(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? digits.slice(digits.length - scale).replace(/0+$/, '') : '';
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && text !== '0' ? `-${text}` : text;
}

/** The canonical form: no leading zeros, no trailing fractional zeros, no "-0" ("007.50" is "7.5"). */
export function normalizeDecimal(value: string): string {
  const { units, scale } = scaled(value);
  return render(units, scale);
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const [x, y] = align(scaled(a), scaled(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

export function addDecimals(...values: string[]): string {
  let total: Scaled = { units: 0n, scale: 0 };
  for (const value of values) {
    const [x, y, scale] = align(total, scaled(value));
    total = { units: x + y, scale };
  }
  return render(total.units, total.scale);
}

export function subtractDecimals(a: string, b: string): string {
  const [x, y, scale] = align(scaled(a), scaled(b));
  return render(x - y, scale);
}

/** The change from `before` to `after` in per cent, rounded half away from zero to one decimal; null from zero. */
export function percentChange(before: string, after: string): string | null {
  const [x, y] = align(scaled(before), scaled(after));
  if (x === 0n) return null;
  // (y - x) / |x| * 100, at one decimal: scale by 1000 then round.
  const numerator = (y - x) * 1000n;
  const denominator = x < 0n ? -x : x;
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  const rounded = twice >= denominator ? quotient + (numerator < 0n ? -1n : 1n) : quotient;
  return render(rounded, 1);
}
