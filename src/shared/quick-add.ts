import * as chrono from 'chrono-node';
import { DEFAULT_TIME_BLOCK_CATEGORY, TITLE_MAX_LENGTH, type TimeBlockCategory, type TimeBlockInput } from './schemas/time-blocks.js';
import { DURATION_MINUTES_MAX, DURATION_MINUTES_MIN, toMinuteStep } from './time-block-constants.js';
import { shiftDate } from './dates.js';
import { NUMBER_WORDS } from './number-words.js';
import { weekdayOf } from './recurrence-form.js';
import { WEEKDAY_CODES, type WeekdayCode } from './recurrence-rule.js';
import { readRepeat } from './repeat-phrase.js';

export const QUICK_ADD_DEFAULT_HOUR = 9;
export const QUICK_ADD_DEFAULT_MINUTES = 60;

const pad = (n: number) => String(n).padStart(2, '0');
const CATEGORY_WORDS: [RegExp, TimeBlockCategory][] = [
  [/\b(meeting|call|sync|standup|stand-up|interview|1:1)\b/i, 'meeting'],
  [/\b(break|lunch|coffee|rest|nap)\b/i, 'break'],
];

/** "9-11", "10-11:30", "9am-11am", "2pm–4:15pm": a range of times; an end before the start is read on the afternoon clock. */
export const TIME_RANGE = /(?<![\d:-])\b(\d{1,2})(?::([0-5]\d))?\s*(am|pm)?\s*[-–]\s*(\d{1,2})(?::([0-5]\d))?\s*(am|pm)?\b(?![\d:-])/i;

const FOR = String.raw`\b(?:for\s+)?`;
const HOURS = String.raw`(?:h|hr|hrs|hours?)`;
const MINUTES = String.raw`(?:m|min|mins|minutes?)`;
/** A count in digits or words ("2", "two"); a word needs a space after it, so "eighth" is no length. */
const NUMBER = String.raw`(\d{1,3}|(?:${Object.keys(NUMBER_WORDS).join('|')})(?=\s))`;
const numberIn = (said: string) => NUMBER_WORDS[said.toLowerCase()] ?? Number(said);
/** Ways to say how long, each read as minutes; the first that matches wins, so longer phrases come first. */
const LENGTHS: [RegExp, (m: RegExpExecArray) => number][] = [
  [new RegExp(String.raw`${FOR}(?:an|one)\s+hour\s+and\s+a\s+half\b`, 'i'), () => 90],
  [new RegExp(String.raw`${FOR}${NUMBER}\s+and\s+a\s+half\s+hours\b`, 'i'), (m) => numberIn(m[1]!) * 60 + 30],
  [new RegExp(String.raw`${FOR}(?:a\s+)?half\s+(?:an\s+)?hour\b`, 'i'), () => 30],
  [new RegExp(String.raw`${FOR}(?:a\s+)?quarter\s+(?:of\s+)?(?:an\s+)?hour\b`, 'i'), () => 15],
  [new RegExp(String.raw`${FOR}(\d{1,2})\s*${HOURS}\s*(?:and\s+)?(\d{1,2})\s*${MINUTES}?\b`, 'i'), (m) => Number(m[1]) * 60 + Number(m[2])],
  [new RegExp(String.raw`${FOR}(\d{1,2}\.\d+)\s*${HOURS}\b`, 'i'), (m) => Number(m[1]) * 60],
  [new RegExp(String.raw`${FOR}${NUMBER}\s*${HOURS}\b`, 'i'), (m) => numberIn(m[1]!) * 60],
  [new RegExp(String.raw`${FOR}${NUMBER}\s*${MINUTES}\b`, 'i'), (m) => numberIn(m[1]!)],
  [new RegExp(String.raw`${FOR}(?:an|one)\s+hour\b`, 'i'), () => 60],
];

const to24 = (hour: number, meridiem: string | undefined) => {
  if (!meridiem) return hour;
  const pm = meridiem.toLowerCase() === 'pm';
  return (hour % 12) + (pm ? 12 : 0);
};

/** The first way of saying a length in `text`: its minutes and the text without it. */
function readLength(text: string): { minutes: number; rest: string } | null {
  for (const [pattern, minutes] of LENGTHS) {
    const found = pattern.exec(text);
    if (found) return { minutes: minutes(found), rest: text.replace(found[0], ' ') };
  }
  return null;
}

/**
 * A repeat said with "every" or "each" ("every monday", "each weekday", "every 2 days"): its RRULE and the line
 * without it. A bare "weekly" stays in the title, as in "weekly review".
 */
function readBlockRepeat(text: string): { rrule: string; rest: string } | null {
  return /\b(every|each)\b/i.test(text) ? readRepeat(text) : null;
}

/** The first date on or after `date` that a weekly rule's days include ("BYDAY=MO": the next Monday); `date` itself for other rules. */
function firstDateOf(rrule: string, date: string): string {
  const days = /BYDAY=([A-Z,]+)/.exec(rrule)?.[1]?.split(',');
  if (!days) return date;
  const weekday = WEEKDAY_CODES.indexOf(weekdayOf(date));
  const ahead = Math.min(...days.map((code) => (WEEKDAY_CODES.indexOf(code as WeekdayCode) - weekday + 7) % 7));
  return shiftDate(date, ahead);
}

/** "10-11:30" as start and end minutes of the day, or null when the line has no range. */
function readRange(text: string): { start: number; end: number; match: string } | null {
  const range = TIME_RANGE.exec(text);
  if (!range) return null;
  const [match, startHour, startMinute, startMeridiem, endHour, endMinute, endMeridiem] = range;
  const start = to24(Number(startHour), startMeridiem ?? endMeridiem) * 60 + Number(startMinute ?? 0);
  let end = to24(Number(endHour), endMeridiem ?? startMeridiem) * 60 + Number(endMinute ?? 0);
  if (!startMeridiem && !endMeridiem && end <= start && end + 12 * 60 > start) end += 12 * 60;
  if (start >= 24 * 60 || end > 24 * 60 || end <= start) return null;
  return { start, end, match };
}

/**
 * Reads a quick-add line ("deep work tomorrow 9-11", "standup 9:30 15 min", "dentist tomorrow 3:30pm") into a new
 * block: the date and time by chrono-node, relative to `today` (yyyy-MM-dd, the user's own date), a length ("45
 * minutes", "for an hour and a half", "for two hours"), a repeat ("every monday", which starts the series on the
 * first Monday from then), and what is left as the title. Times and lengths keep 5-minute steps. Null
 * when no title is left.
 */
export function parseQuickAdd(input: string, today: string): TimeBlockInput | null {
  let rest = ` ${input.trim()} `;
  let start: number | undefined;
  let length: number | undefined;

  const range = readRange(rest);
  if (range) {
    start = range.start;
    length = range.end - range.start;
    rest = rest.replace(range.match, ' ');
  }
  const said = readLength(rest);
  if (said) {
    length = said.minutes;
    rest = said.rest;
  }
  const repeat = readBlockRepeat(rest);
  if (repeat) rest = repeat.rest;

  const [y, m, d] = today.split('-').map(Number);
  // Noon of the user's today on this machine's clock: chrono's answers are read back as wall-clock fields only.
  const reference = new Date(y!, m! - 1, d!, 12);
  const [found] = chrono.parse(rest, reference, { forwardDate: true });
  let date = today;
  if (found) {
    const at = found.start;
    date = `${at.get('year')}-${pad(at.get('month')!)}-${pad(at.get('day')!)}`;
    if (start === undefined && at.isCertain('hour')) {
      start = at.get('hour')! * 60 + (at.get('minute') ?? 0);
      if (found.end?.isCertain('hour') && length === undefined) {
        const end = found.end.get('hour')! * 60 + (found.end.get('minute') ?? 0);
        if (end > start) length = end - start;
      }
    }
    rest = rest.slice(0, found.index) + ' ' + rest.slice(found.index + found.text.length);
  }

  const title = rest
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s+(at|on|from|for)$/i, '')
    .slice(0, TITLE_MAX_LENGTH);
  if (title === '') return null;
  const category = CATEGORY_WORDS.find(([words]) => words.test(title))?.[1] ?? DEFAULT_TIME_BLOCK_CATEGORY;
  const begins = Math.min(24 * 60 - 5, toMinuteStep(start ?? QUICK_ADD_DEFAULT_HOUR * 60));
  return {
    title,
    date: repeat ? firstDateOf(repeat.rrule, date) : date,
    hour: Math.floor(begins / 60),
    minute: begins % 60,
    durationMinutes: toMinuteStep(length ?? QUICK_ADD_DEFAULT_MINUTES, DURATION_MINUTES_MIN, DURATION_MINUTES_MAX),
    category,
    ...(repeat ? { rrule: repeat.rrule } : {}),
  };
}
