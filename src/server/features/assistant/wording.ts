import type { Formatter } from '../../../shared/format.js';

/** "a", "a and b", "a, b and c" (or "a, b or c"): names joined as a sentence lists them. */
export function listNames(names: string[], last: 'and' | 'or' = 'and'): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${last} ${names[names.length - 1]}`;
}

/**
 * The words every figure and date in AI text is written with, bound to the user's formatter: one fractional
 * place at most (tenths, or twelfths in dozenal), counts in the user's base, the app's date styles.
 */
export function words(fmt: Formatter) {
  return {
    num: (value: number) => fmt.figure(value),
    count: (value: number) => fmt.count(value),
    percent: (value: number, decimals = 0) => fmt.percent(value, decimals),
    plural: (n: number, one: string, many = `${one}s`) => `${fmt.figure(n)} ${n === 1 ? one : many}`,
    /** A score on a scale of ten: "7.5/10", "7;6/↊". */
    outOfTen: (value: number) => `${fmt.figure(value)}/${fmt.count(10)}`,
    longDate: (date: string) => fmt.date(date, 'long'),
    shortDate: (date: string) => fmt.date(date, 'short'),
    hourRange: (start: number, end: number) => fmt.hourRange(start, end),
  };
}
