import { DOZENAL_DIGITS } from './constants.js';

/**
 * Converts the decimal text a person typed into dozenal digits (0-9, ↊, ↋).
 * Returns null for anything that is not a non-negative number; fractions are truncated.
 * BigInt keeps large integers exact.
 */
export function decimalToDozenal(input: string): string | null {
  const text = input.trim();
  if (!/^\+?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  const integerPart = text.replace(/^\+/, '').split('.')[0] || '0';
  return bigintToDozenal(BigInt(integerPart));
}

export function bigintToDozenal(value: bigint): string {
  if (value < 0n) throw new RangeError('negative value');
  if (value === 0n) return '0';
  let rest = value;
  let out = '';
  while (rest > 0n) {
    out = DOZENAL_DIGITS[Number(rest % 12n)] + out;
    rest /= 12n;
  }
  return out;
}

export function dozenalToBigint(text: string): bigint {
  let value = 0n;
  for (const ch of text) {
    const digit = DOZENAL_DIGITS.indexOf(ch as (typeof DOZENAL_DIGITS)[number]);
    if (digit < 0) throw new RangeError(`not a dozenal digit: ${ch}`);
    value = value * 12n + BigInt(digit);
  }
  return value;
}

/** Formats a count for display in the user's chosen base. */
export function formatCount(value: number, base: 'decimal' | 'dozenal' = 'decimal'): string {
  if (base === 'decimal' || !Number.isFinite(value)) return String(value);
  const negative = value < 0;
  const whole = bigintToDozenal(BigInt(Math.trunc(Math.abs(value))));
  return negative ? `-${whole}` : whole;
}
