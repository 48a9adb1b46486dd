import { useMemo } from 'react';
import { deviceTimezone, todayIn } from '../../shared/dates';
import { createFormatter, type Formatter } from '../../shared/format';
import { useAuth } from './use-auth';

/**
 * Every figure, date and time on a page goes through this: the user's number base, clock and time zone, and the
 * browser's language. Signed out (or still loading), decimal in the browser's own zone.
 */
export function useFormat(): Formatter & { timezone: string; today: string } {
  const { user } = useAuth();
  const numberBase = user?.numberBase ?? 'decimal';
  const timeFormat = user?.timeFormat ?? null;
  const timezone = user?.timezone ?? deviceTimezone() ?? 'UTC';
  const today = todayIn(timezone);
  return useMemo(
    () => ({ ...createFormatter({ numberBase, timeFormat, timezone, locale: navigator.language }), timezone, today }),
    [numberBase, timeFormat, timezone, today],
  );
}

/** "today", "yesterday" or "22 days ago", the count in the user's base: the one wording of days since contact. */
export function daysAgo(days: number, fmt: Pick<Formatter, 'count'>): string {
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${fmt.count(days)} days ago`;
}

/**
 * A measured value with its unit, as the user reads it: "7.5 hrs", "7/10" (or "7/↊"), "80.5%" (a percentage in
 * decimal digits in either base), "10,000 steps".
 */
export function withUnit(value: number, unit: string, fmt: Pick<Formatter, 'figure' | 'percent'>): string {
  if (unit.startsWith('/')) return `${fmt.figure(value)}${unitLabel(unit, fmt)}`;
  return unit === '%' ? fmt.percent(value, 1) : `${fmt.figure(value)} ${unit}`;
}

/** A unit on its own, as beside a number field: a scale's "/10" is "/↊" in dozenal, like the figures it follows. */
export function unitLabel(unit: string, fmt: Pick<Formatter, 'figure'>): string {
  return unit.startsWith('/') ? `/${fmt.figure(Number(unit.slice(1)))}` : unit;
}

/** A bound of a metric's scale (a slider's end, a chart's tick): a percentage's in decimal with its sign, any other in the user's base. */
export function scaleFigure(value: number, unit: string, fmt: Pick<Formatter, 'figure' | 'percent'>): string {
  return unit === '%' ? fmt.percent(value) : fmt.figure(value);
}
