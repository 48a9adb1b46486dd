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

export type NumberBase = 'decimal' | 'dozenal';

/** Between the whole and the fractional digits of a dozenal figure, as the dozenal societies write it (7;6 is 7.5). */
export const DOZENAL_POINT = ';';

const decimalFormats = new Map<number, Intl.NumberFormat>();
function decimalFormat(decimals: number): Intl.NumberFormat {
  let f = decimalFormats.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en', { maximumFractionDigits: decimals, useGrouping: true });
    decimalFormats.set(decimals, f);
  }
  return f;
}

/**
 * Every figure the app shows, in the user's base. `decimals` is how many fractional places the figure keeps at
 * most (trailing zeros dropped): tenths in decimal, twelfths in dozenal (7.5 → "7;6", 0.25 → "0;3").
 */
export function formatFigure(value: number, base: NumberBase = 'decimal', options: { decimals?: number } = {}): string {
  const decimals = options.decimals ?? 1;
  if (!Number.isFinite(value)) return String(value);
  if (base === 'decimal') {
    const text = decimalFormat(decimals).format(value);
    return text === '-0' ? '0' : text;
  }
  const scale = 12n ** BigInt(decimals);
  const scaled = BigInt(Math.round(Math.abs(value) * Number(scale)));
  if (scaled === 0n) return '0';
  const whole = bigintToDozenal(scaled / scale);
  let fraction =
    decimals > 0
      ? bigintToDozenal(scaled % scale)
          .padStart(decimals, '0')
          .replace(/0+$/, '')
      : '';
  if (scaled % scale === 0n) fraction = '';
  return `${value < 0 ? '-' : ''}${whole}${fraction ? DOZENAL_POINT + fraction : ''}`;
}

/** A whole count (people, blocks, days, milestones), rounded, in the user's base. */
export function formatCount(value: number, base: NumberBase = 'decimal'): string {
  return formatFigure(value, base, { decimals: 0 });
}

/**
 * A percentage, always in decimal digits: "per hundred" is a decimal unit, so dozenal digits before the sign would
 * mix two bases in one figure (docs/decisions/0009). The base is taken so every figure is formatted alike. Whole
 * unless told to keep `decimals` places, as a measured percentage (nutrition) does.
 */
export function formatPercent(value: number, _base: NumberBase = 'decimal', decimals = 0): string {
  return `${formatFigure(value, 'decimal', { decimals })}%`;
}
