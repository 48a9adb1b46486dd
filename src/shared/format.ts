import { formatCount, formatFigure, formatPercent, type NumberBase } from './dozenal.js';
import { dateOf, floatingDate, localDateTimeOf, partsOf, todayIn } from './dates.js';

export type TimeFormat = '12h' | '24h';
export const TIME_FORMATS = ['12h', '24h'] as const;

/** How one user reads figures, dates and times. */
/** Text the server writes (the assistant's replies, the health findings) is English: without a language from the request, dates read "Wednesday 4 March" and times "09:00". */
export const DEFAULT_REPLY_LOCALE = 'en-GB';

export interface DisplayPrefs {
  numberBase: NumberBase;
  /** A 12- or 24-hour clock; null follows the locale. */
  timeFormat: TimeFormat | null;
  /** IANA zone that decides "today" and places timestamps. */
  timezone: string;
  /** BCP 47 locale (the browser's language, or the request's Accept-Language); undefined is the runtime's. */
  locale?: string;
  /** The moment "this year" is judged at; now when absent. */
  now?: () => Date;
}

/**
 * The date styles the app uses, and no others. The year is added when the date is not in the current year.
 * - long: "Wednesday 4 March" (page headings, the assistant's replies)
 * - short: "4 Mar" (dates in lists and cards: goals, contacts, reviews)
 * - day: "Wed 4 Mar" (the week grid, chat separators, timestamps with a time)
 * - weekday: "Wed 4" (a day's header in the planner's grid, under the range it belongs to; never a year)
 * - month: "Mar", "Jan 27" (the planner's range on a phone, whose days name themselves; a two-digit year)
 */
export type DateStyle = 'long' | 'short' | 'day' | 'weekday' | 'month';

const DATE_FIELDS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { weekday: 'long', day: 'numeric', month: 'long' },
  short: { day: 'numeric', month: 'short' },
  day: { weekday: 'short', day: 'numeric', month: 'short' },
  weekday: { weekday: 'short', day: 'numeric' },
  month: { month: 'short' },
};

const formats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formats.set(key, f);
  }
  return f;
}

/** A supported BCP 47 tag from an Accept-Language header or navigator.language; undefined when none is usable. */
export function pickLocale(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim();
    if (!tag || tag === '*') continue;
    try {
      const [canonical] = Intl.getCanonicalLocales(tag);
      if (canonical && Intl.DateTimeFormat.supportedLocalesOf(canonical).length > 0) return canonical;
    } catch {
      // not a language tag: try the next one
    }
  }
  return undefined;
}

/** The clock the user reads: their choice, else their locale's. */
export function resolveTimeFormat(timeFormat: TimeFormat | null, locale?: string): TimeFormat {
  if (timeFormat) return timeFormat;
  const cycle = dateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12' ? '12h' : '24h';
}

function clockOptions(clock: TimeFormat): Intl.DateTimeFormatOptions {
  return clock === '12h' ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' } : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
}

/** Intl puts narrow and thin no-break spaces in times and ranges; plain spaces read, copy and match the same everywhere. */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/** yyyy-MM-dd as the instant of that date's midnight in UTC, to be formatted in UTC. */
function utcDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

export type Formatter = ReturnType<typeof createFormatter>;

/** One formatter for every figure, date and time shown to a user, built on Intl. */
export function createFormatter(prefs: DisplayPrefs) {
  const { numberBase: base, locale, timezone } = prefs;
  const clock = resolveTimeFormat(prefs.timeFormat, locale);
  const thisYear = todayIn(timezone, prefs.now?.() ?? new Date()).slice(0, 4);
  const withYear = (options: Intl.DateTimeFormatOptions, ...dates: string[]) =>
    dates.some((d) => d.slice(0, 4) !== thisYear) ? { ...options, year: 'numeric' as const } : options;

  const hourFormat = dateTimeFormat(
    locale,
    clock === '12h' ? { hour: 'numeric', hourCycle: 'h12', timeZone: 'UTC' } : { ...clockOptions('24h'), timeZone: 'UTC' },
  );

  const minuteFormat = dateTimeFormat(locale, { ...clockOptions(clock), timeZone: 'UTC' });

  const instantOf = (value: number) => {
    const minutes = Math.round((((value % 24) + 24) % 24) * 60);
    return { at: new Date(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60)), format: minutes % 60 === 0 ? hourFormat : minuteFormat };
  };
  /** A time of day in hours (0–24; 24 is the next midnight; 9.5 is 9:30): "11 PM", "9:30 AM" or "23:00". */
  const hour = (value: number) => {
    const { at, format } = instantOf(value);
    return plain(format.format(at));
  };
  /** A time with its minutes and without AM or PM, where the half of the day is said around it: "9:00", "23:00". */
  const hourShort = (value: number) => {
    const { at } = instantOf(value);
    return plain(partsOf(minuteFormat, at, ['hour', 'literal', 'minute']).text.trim());
  };

  return {
    numberBase: base,
    clock,
    /** A whole count: people, blocks, days, milestones. */
    count: (value: number) => formatCount(value, base),
    /** A measured figure with at most `decimals` fractional places (1 by default): hours, averages, health values. */
    figure: (value: number, decimals = 1) => formatFigure(value, base, { decimals }),
    /** A percentage, in decimal digits in either base; whole unless `decimals` says (a measured percentage keeps one). */
    percent: (value: number, decimals = 0) => formatPercent(value, base, decimals),
    /**
     * A count against one of the product's own twelves ("7 of 12" milestones, metrics; a review's "Week 3/12" with
     * `separator` '/'): decimal, as the product names them.
     */
    ofTwelve: (value: number, separator = ' of ') => `${formatCount(value, 'decimal')}${separator}12`,

    /** A calendar date (yyyy-MM-dd) in one of the app's date styles. */
    date(date: string, style: DateStyle = 'short'): string {
      if (style === 'weekday') {
        // Weekday first in every locale, as calendars head their columns ("13 Wed" is en-US's own order).
        const parts = partsOf(dateTimeFormat(locale, { ...DATE_FIELDS.weekday, timeZone: 'UTC' }), utcDate(date), ['weekday', 'day']);
        return `${parts.weekday ?? ''} ${parts.day ?? ''}`;
      }
      const fields = withYear(DATE_FIELDS[style], date);
      if (style === 'month' && fields.year) fields.year = '2-digit';
      return plain(dateTimeFormat(locale, { ...fields, timeZone: 'UTC' }).format(utcDate(date)));
    },
    /** The day of the week of a date: "Friday". */
    weekday(date: string): string {
      return plain(dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(utcDate(date)));
    },
    /** A birthday (yyyy-MM-dd, or --MM-dd without the year): "14 March" or "14 March 1991". */
    birthday(birthday: string): string {
      const year = birthday.startsWith('--') ? null : birthday.slice(0, 4);
      const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', timeZone: 'UTC', ...(year ? { year: 'numeric' } : {}) };
      return plain(dateTimeFormat(locale, options).format(utcDate(`${year ?? '2000'}-${birthday.slice(-5)}`)));
    },
    /** From one date to another: "2 – 8 Mar". */
    dateRange(from: string, to: string): string {
      return plain(dateTimeFormat(locale, { ...withYear(DATE_FIELDS.short, from, to), timeZone: 'UTC' }).formatRange(utcDate(from), utcDate(to)));
    },
    hour,
    hourShort,
    /** From one hour to another, the end on the next day when it is past midnight: "11 PM – 2 AM". */
    hourRange: (start: number, end: number) => `${hour(start)} – ${hour(end)}`,
    /** The time of day of an instant, in the user's zone: "11:05 PM" or "23:05". */
    time(instant: string | Date): string {
      return plain(dateTimeFormat(locale, { ...clockOptions(clock), timeZone: 'UTC' }).format(floatingDate(localDateTimeOf(new Date(instant), timezone))));
    },
    /** An instant as a date and time in the user's zone: "Wed 4 Mar, 23:05". */
    dateTime(instant: string | Date): string {
      const local = localDateTimeOf(new Date(instant), timezone);
      return plain(
        dateTimeFormat(locale, { ...withYear(DATE_FIELDS.day, dateOf(local)), ...clockOptions(clock), timeZone: 'UTC' }).format(floatingDate(local)),
      );
    },
  };
}
