import { WEEKDAY_CODES, type WeekdayCode } from './recurrence-rule.js';
import { NUMBER_WORDS } from './number-words.js';

const DAY_NAMES: [RegExp, WeekdayCode][] = [
  [/^mon(day)?s?$/, 'MO'],
  [/^tue(s|sday)?s?$/, 'TU'],
  [/^wed(nesday)?s?$/, 'WE'],
  [/^thu(rs|rsday)?s?$/, 'TH'],
  [/^fri(day)?s?$/, 'FR'],
  [/^sat(urday)?s?$/, 'SA'],
  [/^sun(day)?s?$/, 'SU'],
];
const UNITS: Record<string, 'DAILY' | 'WEEKLY' | 'MONTHLY'> = { day: 'DAILY', week: 'WEEKLY', month: 'MONTHLY' };
const COUNT_WORDS: Record<string, number> = { other: 2, ...NUMBER_WORDS };

const EVERY =
  /(?:^|\s)(?:every|each)\s+(?:(\d{1,3}|other|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+)?(day|week|month|weekday|[a-z]+?)s?(?=\s|$)/i;
const SINGLE = /(?:^|\s)(daily|weekly|monthly)(?=\s|$)/i;
/** "every 27th", "every 1st", "every last day", "every 3rd friday", "every last fri", "every 27" at the end: a day of each month. */
const MONTHLY_ON = /(?:^|\s)(?:every|each)\s+(?:(\d{1,2})(st|nd|rd|th)?|(first|second|third|fourth|fifth|last))(?:\s+(day|[a-z]+))?(?=\s|$)/i;
const ORDINAL_WORDS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, last: -1 };

/** The RRULE of a day of each month as Todoist writes them, and the words that say it; null when they name none. */
function monthlyOn([words, digits, suffix, word, next]: RegExpExecArray): { rrule: string; words: string } | null {
  const nth = digits ? Number(digits) : ORDINAL_WORDS[word!.toLowerCase()]!;
  const lower = next?.toLowerCase();
  const weekday = lower ? DAY_NAMES.find(([pattern]) => pattern.test(lower))?.[1] : undefined;
  if (weekday) return (digits && !suffix) || nth === 0 || nth > 5 ? null : { rrule: `FREQ=MONTHLY;BYDAY=${nth}${weekday}`, words };
  if (nth === -1) return lower === 'day' ? { rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1', words } : null;
  // "every 27th at 9am" or "every 27" on its own; "every 3 weeks" and "every 2nd day" are counts, read below.
  if (!digits || nth < 1 || nth > 31 || (next && (!suffix || /^(?:day|week|month|year|hour|minute)s?$/.test(lower!)))) return null;
  return { rrule: `FREQ=MONTHLY;BYMONTHDAY=${nth}`, words: next ? words.slice(0, words.lastIndexOf(next)) : words };
}

/**
 * Reads how often a task repeats from a line ("water plants every 3 days", "pay rent monthly", "gym every monday")
 * as an RRULE, and the line without those words; null when the line says no repeat.
 */
export function readRepeat(line: string): { rrule: string; rest: string; at: number; length: number } | null {
  const single = SINGLE.exec(line);
  if (single) return { rrule: `FREQ=${single[1]!.toUpperCase()}`, rest: line.replace(single[0], ' '), at: single.index, length: single[0].length };
  const on = MONTHLY_ON.exec(line);
  const monthly = on ? monthlyOn(on) : null;
  if (monthly) return { rrule: monthly.rrule, rest: line.replace(monthly.words, ' '), at: on!.index, length: monthly.words.length };
  const every = EVERY.exec(line);
  if (!every) return null;
  const count = every[1] ? (COUNT_WORDS[every[1].toLowerCase()] ?? Number(every[1])) : 1;
  const unit = every[2]!.toLowerCase();
  const interval = count > 1 ? `;INTERVAL=${count}` : '';
  const place = { at: every.index, length: every[0].length };
  if (unit in UNITS) return { rrule: `FREQ=${UNITS[unit]}${interval}`, rest: line.replace(every[0], ' '), ...place };
  if (unit === 'weekday' && count === 1)
    return { rrule: `FREQ=WEEKLY;BYDAY=${WEEKDAY_CODES.slice(0, 5).join(',')}`, rest: line.replace(every[0], ' '), ...place };
  const day = DAY_NAMES.find(([pattern]) => pattern.test(unit))?.[1];
  if (!day || count > 2) return null;
  return { rrule: `FREQ=WEEKLY${interval};BYDAY=${day}`, rest: line.replace(every[0], ' '), ...place };
}
