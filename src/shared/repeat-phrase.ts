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

/**
 * Reads how often a task repeats from a line ("water plants every 3 days", "pay rent monthly", "gym every monday")
 * as an RRULE, and the line without those words; null when the line says no repeat.
 */
export function readRepeat(line: string): { rrule: string; rest: string } | null {
  const single = SINGLE.exec(line);
  if (single) return { rrule: `FREQ=${single[1]!.toUpperCase()}`, rest: line.replace(single[0], ' ') };
  const every = EVERY.exec(line);
  if (!every) return null;
  const count = every[1] ? (COUNT_WORDS[every[1].toLowerCase()] ?? Number(every[1])) : 1;
  const unit = every[2]!.toLowerCase();
  const interval = count > 1 ? `;INTERVAL=${count}` : '';
  if (unit in UNITS) return { rrule: `FREQ=${UNITS[unit]}${interval}`, rest: line.replace(every[0], ' ') };
  if (unit === 'weekday' && count === 1) return { rrule: `FREQ=WEEKLY;BYDAY=${WEEKDAY_CODES.slice(0, 5).join(',')}`, rest: line.replace(every[0], ' ') };
  const day = DAY_NAMES.find(([pattern]) => pattern.test(unit))?.[1];
  if (!day || count > 2) return null;
  return { rrule: `FREQ=WEEKLY${interval};BYDAY=${day}`, rest: line.replace(every[0], ' ') };
}
