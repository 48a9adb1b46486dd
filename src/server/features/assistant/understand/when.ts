import * as chrono from 'chrono-node';
import { dayOfWeek, shiftDate, weekStartOf } from '../../../../shared/dates.js';
import { NUMBER_WORDS } from '../../../../shared/number-words.js';
import { Tracked, type Found, type Span } from './text.js';

/** A clock time the user named; minutes kept so a half hour can be refused rather than rounded. */
export interface ClockTime {
  hour: number;
  minute: number;
}

export type PartOfDay = 'morning' | 'afternoon' | 'evening';

export interface When {
  /** The day named, when one was (today, tomorrow, a weekday, a date). */
  date?: string;
  start?: ClockTime;
  end?: ClockTime;
  /** "for 2 hours", "two hours long". */
  minutes?: number;
  partOfDay?: PartOfDay;
  /** A span rather than a day: this week, last week, the weekend. */
  week?: 'this' | 'last';
  weekend?: boolean;
  /** The text with the date and time phrases taken out, for titles and names. */
  rest: string;
}

/** What a reading found, each with the words it covers: the day and time it settled on, and every day and clock time said. */
export interface TimeReading extends When {
  spans: Partial<Record<'date' | 'start' | 'end' | 'minutes' | 'partOfDay' | 'week' | 'weekend', Span>>;
  /** Every day named, in the order said. */
  dates: Found<string>[];
  /** Every clock time said, a range's start and end each with its own words, in the order said. */
  times: (Found<ClockTime> & { role: 'at' | 'start' | 'end' })[];
  /** The words each phrase read took, whatever it was. */
  taken: Span[];
  /** A weekday said with a day and month it does not fall on: "Thursday 11 February" in a year 11 February is a Wednesday. */
  conflict?: DayConflict;
  /** Words read one of two ways: "next friday" said on a Wednesday may be this week's Friday or the one after. */
  doubtful?: string[];
}

/** The day the number and month name, and the weekday said with them that it is not. */
export interface DayConflict {
  date: string;
  weekday: string;
}

/** An hour with its am or pm; "11 to 1pm" starts at 11 in the morning, so pm only carries over to an earlier-looking start. */
function to24(hour: number, meridiem?: string, endHour?: number): number {
  const ap = meridiem?.toLowerCase();
  if (ap === 'am') return hour % 12;
  if (ap === 'pm') {
    if (endHour !== undefined && hour < 12 && hour > endHour % 12 && endHour % 12 !== 0) return hour;
    return (hour % 12) + 12;
  }
  return hour;
}

export const PART_OF_DAY_HOUR: Record<PartOfDay, number> = { morning: 9, afternoon: 14, evening: 18 };

const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, ...NUMBER_WORDS };

/** "3", "three", "an": a small whole number said in words or digits. */
export function readNumber(word: string): number | undefined {
  const w = word.toLowerCase();
  if (/^\d+(?:\.\d+)?$/.test(w)) return Number(w);
  return COUNT_WORDS[w];
}

const NUM = String.raw`(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const DURATION = new RegExp(
  String.raw`\b(?:for\s+)?(?:(an?\s+hour\s+and\s+a\s+half)|(half\s+an\s+hour)|${NUM}\s+(?:and\s+a\s+half\s+)?(hours?|hrs?|h|minutes?|mins?))(?:\s+long)?\b`,
  'i',
);

function readDuration(t: Tracked, out: TimeReading): void {
  const m = DURATION.exec(t.text);
  if (!m) return;
  let minutes: number;
  if (m[1]) minutes = 90;
  else if (m[2]) minutes = 30;
  else {
    const n = readNumber(m[3]) ?? 1;
    const half = /and\s+a\s+half/i.test(m[0]) ? 0.5 : 0;
    minutes = /^(h|hr|hrs|hour|hours)$/i.test(m[4]) ? (n + half) * 60 : n;
  }
  out.minutes = minutes;
  out.spans.minutes = take(t, m, out);
}

/**
 * "on the 20th", "thu 19th", "friday the 20th": that day of this month, or of the next when it has gone (of the last,
 * reading backward). The weekday said with it is taken with it, since the number says which week.
 */
function ordinalDay(t: Tracked, today: string, forward: boolean): { date: string; m: RegExpExecArray } | undefined {
  const text = t.text;
  const m =
    /\b(?:on\s+(?:the\s+)?|the\s+|(?:on\s+)?(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?)(?:day)?,?\s+(?:the\s+)?)(\d{1,2})(?:st|nd|rd|th)(\s+of\s+(?:next|the\s+next|this|the)\s+month)?\b(?!\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/i.exec(
      text,
    );
  if (!m) return undefined;
  const day = Number(m[1]);
  if (day < 1 || day > 31) return undefined;
  const [y, mo] = today.split('-').map(Number);
  let date = iso(y, mo, day);
  // "the 20th of next month" names the month; a bare "the 3rd" is the next one to come.
  if (m[2] && /next/i.test(m[2])) date = mo === 12 ? iso(y + 1, 1, day) : iso(y, mo + 1, day);
  else if (forward && date < today && !m[2]) date = mo === 12 ? iso(y + 1, 1, day) : iso(y, mo + 1, day);
  if (!forward && date > today) date = mo === 1 ? iso(y - 1, 12, day) : iso(y, mo - 1, day);
  return { date, m };
}

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** "in 2 weeks", "in 3 days", "2 weeks from today", with a weekday "in 2 weeks on saturday": the day that many days on. */
function laterDate(t: Tracked, today: string, out: TimeReading): string | undefined {
  const m = /\b(?:in\s+)?(\d{1,2}|an?|one|two|three|four|five|six)\s+(days?|weeks?)(?:'?\s+time\b)?(?:\s+(?:from\s+)?(?:today|now))?\b/i.exec(t.text);
  if (!m || (!/^in\b/i.test(m[0]) && !/(?:today|now)$/i.test(m[0]))) return undefined;
  const n = readNumber(m[1]) ?? 1;
  let date = shiftDate(today, /^w/i.test(m[2]) ? 7 * n : n);
  const span = take(t, m, out);
  const day = /\b(?:on\s+)?(?:the\s+)?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)\b/i.exec(t.text);
  if (day && /^w/i.test(m[2])) {
    date = shiftDate(weekStartOf(date), (WEEKDAY_NAMES.indexOf(day[1].toLowerCase()) + 6) % 7);
    const daySpan = take(t, day, out);
    out.dates.push({ value: date, span: { from: Math.min(span.from, daySpan.from), to: Math.max(span.to, daySpan.to) } });
  } else out.dates.push({ value: date, span });
  return date;
}

const DAY_WORD = String.raw`(sunday|monday|tuesday|wednesday|thursday|friday|saturday|today|tomorrow)`;

/** The coming day a word names: today, tomorrow, or the next such weekday (today when it is that day). */
function comingDay(word: string, today: string): string {
  const w = word.toLowerCase();
  if (w === 'today') return today;
  if (w === 'tomorrow') return shiftDate(today, 1);
  const now = dayOfWeek(today);
  return shiftDate(today, (WEEKDAY_NAMES.indexOf(w) - now + 7) % 7);
}

/**
 * British "a week on" forms: "friday week", "a week on friday", "a week tomorrow", "the friday after next" are all a week
 * after the coming day of that name (said on Wednesday 11th, "friday week" is Friday 20th).
 */
function weekOnDate(t: Tracked, today: string, out: TimeReading): string | undefined {
  const text = t.text;
  const m = new RegExp(
    String.raw`\b(?:${DAY_WORD}\s+week\b(?!\s*(?:end|days?|ly))|a\s+week\s+(?:on\s+|from\s+|this\s+)?${DAY_WORD}|(?:the\s+)?${DAY_WORD}\s+after\s+next)\b`,
    'i',
  ).exec(text);
  if (!m) return undefined;
  const word = m[1] ?? m[2] ?? m[3];
  const date = shiftDate(comingDay(word, today), 7);
  out.dates.push({ value: date, span: take(t, m, out) });
  return date;
}

/** "the day after tomorrow", "the day before yesterday": two days on or back. */
function twoDaysOff(t: Tracked, today: string, out: TimeReading): string | undefined {
  const m = /\b(?:the\s+)?day\s+(after\s+tomorrow|before\s+yesterday)\b/i.exec(t.text);
  if (!m) return undefined;
  const date = shiftDate(today, /^after/i.test(m[1]) ? 2 : -2);
  out.dates.push({ value: date, span: take(t, m, out) });
  return date;
}

/**
 * A day and month written with dots ("24.03", "1.04.26"), as much of Europe and many Britons write them: only with a
 * two-digit month or a year, never after "at" or before am/pm, so "at 14.30", "9.15am" and "7.5 hours" stay times
 * and numbers. In en-US the month comes first.
 */
function dottedDate(t: Tracked, today: string, us: boolean): { date: string; m: RegExpExecArray } | undefined {
  const text = t.text;
  const m =
    /(?<!\b(?:at|from|until|till|to|by|around|about)\s+)\b(\d{1,2})\.(\d{2})(?:\.(\d{4}|\d{2}))?\b(?![.:]?\d|\s*(?:am|pm|a\.m|p\.m|h\b|hrs?\b|hours?|mins?|minutes?|%|kg|lbs?))/i.exec(
      text,
    );
  if (!m) return undefined;
  const [a, b] = [Number(m[1]), Number(m[2])];
  const [day, month] = us ? [b, a] : [a, b];
  if (day < 1 || day > 31 || month < 1 || month > 12) return undefined;
  const [y] = today.split('-').map(Number);
  const year = m[3] ? (m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3])) : y;
  let date = iso(year, month, day);
  if (!m[3] && date < today) date = iso(year + 1, month, day);
  return { date, m };
}

/** "tomorrow 7", "friday 1", "tonight 8": a bare hour right after the day is its time, as in a note. */
function hourAfterDay(t: Tracked): void {
  t.replace(
    /\b(today|tonight|tomorrow|(?:sun|mon|tues|wednes|thurs|fri|satur)day)\s+(\d{1,2})\b(?![:.,]\d|\s*(?:-|to|till|until|and)\s*\d|\s*(?:am|pm|a\.m|p\.m|hours?|hrs?|h|mins?|minutes?|days?|weeks?|months?|%|st|nd|rd|th|people|times|x)\b|\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b)/gi,
    (all: string, day: string, hour: string) => (Number(hour) >= 1 && Number(hour) <= 12 ? `${day} at ${hour}` : all),
  );
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

const NAME_MARK = 'partofdayname';
/** "plan the week", "organise next week", "prep the weekend": a span as the object of planning it. */
const SPAN_OBJECT = /\b(?:plan(?:ning)?|organi[sz](?:e|ing)|prep(?:are|aring|ping)?)\s+((?:the|my|this|next|our)\s+(?:week|weekend|month)(?:'s)?)\b/i;
const SPAN_MARK = 'spanobjectname';
const WHEN_BESIDE = /\d|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:today|tomorrow|tonight)\b/i;

const HYPHEN_PAIR =
  /(?<![\d:./-])\b((?:the|on)\s+)?(\d{1,2})-(\d{1,2})(?:-(\d{2}|\d{4}))?\b(?![\d:./-]|\s*(?:am|pm)\b|\s*(?:h|hrs?|hours?|mins?|minutes?)\b)/gi;

/**
 * "on 16-03", "the 20-03", "18-03-2026": a day and month joined by a hyphen are a date (day first, month first for
 * en-US) when they fit the calendar and read as one: a month written with its zero, a year, "the" or "on" before
 * them, a day no hour could be, or a clock time said apart. "2-4" and "9-5" stay ranges of hours.
 */
function hyphenDates(t: Tracked, locale?: string): void {
  const text = t.text;
  const clock = /\d\s*(?:am|pm)\b|\b\d{1,2}:\d{2}\b|\bat\s+\d|\b(?:noon|midday)\b/i;
  // "6:30-7:30 instead of 6-7": beside another span of times, a pair is a span of times too.
  const rangeSaid = /\b\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s*(?:-|–|to)\s*\d{1,2}:\d{2}|\b\d{1,2}:\d{2}\s*(?:am|pm)?\s*(?:-|–|to)\s*\d/i;
  const clockApart = (at: number, length: number) => {
    const rest = `${text.slice(0, at)} ${text.slice(at + length)}`;
    return clock.test(rest) && !rangeSaid.test(rest);
  };
  t.replace(HYPHEN_PAIR, (whole: string, lead: string | undefined, a: string, b: string, year: string | undefined, at: number) => {
    const [day, month] = locale === 'en-US' ? [Number(b), Number(a)] : [Number(a), Number(b)];
    const monthText = locale === 'en-US' ? a : b;
    const fits = month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(2024, month, 0)).getUTCDate();
    const dateLike = year !== undefined || /^0\d$/.test(monthText) || lead !== undefined || day > 24 || clockApart(at, whole.length);
    if (!fits || !dateLike) return whole;
    return `${lead ?? ''}${a}/${b}${year ? `/${year}` : ''}`;
  });
}

/** Words beside a part of the day that make it a time, not part of a name: days, "this", "in", "every", … */
const TIME_NEIGHBOUR =
  /^(?:today|tomorrow|tmrw|tonight|yesterday|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?|this|that|the|in|on|at|by|every|each|early|late|mid|a|of|for|next|last|from|to|until|till|and|or|with|good|all|whole|\d.*)$/i;
/** A clock time said apart from the part of the day: "6pm", "7-9", "at 10", "10:30". */
const CLOCK_SAID = /\d\s*(?:am|pm)\b|\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s*-\s*\d{1,2}\b|\bat\s+\d|\b(?:noon|midday)\b/i;

/**
 * "parents evening at the school thu 6pm", "open morning sat 10am", "afternoon tea sunday 3pm": a part of the day
 * joined to a word of a name, with the clock time said apart, is part of the title, not when it is.
 */
function partInName(text: string, m: RegExpExecArray): boolean {
  const without = text.slice(0, m.index) + ' ' + text.slice(m.index + m[0].length);
  if (!CLOCK_SAID.test(without)) return false;
  const before = /([a-z']+)\s+$/i.exec(text.slice(0, m.index))?.[1];
  const after = /^\s+([a-z']+)/i.exec(text.slice(m.index + m[0].length))?.[1];
  return (before !== undefined && !TIME_NEIGHBOUR.test(before)) || (after !== undefined && !TIME_NEIGHBOUR.test(after));
}

/** Takes a matched phrase out of the text, blanked in place; says which words it was and notes them taken. */
function take(t: Tracked, m: { index: number; 0: string }, out: TimeReading): Span {
  const span = t.blank(m.index, m[0].length);
  out.taken.push(span);
  return span;
}

/**
 * The day a message names without chrono: a part of the day ("tonight"), "in 3 days", "friday week", this or last
 * week, the weekend, "the 20th", "24.03". What is found is set on `out` and taken out of the text.
 */
function readDay(t: Tracked, today: string, out: TimeReading, options: { locale?: string; forward?: boolean }): void {
  const part = /\b(?:in\s+the\s+|this\s+)?(morning|afternoon|evening|tonight|first\s+thing|after\s+work)\b/i.exec(t.text);
  // "tomorrow night", "friday night", "at night": the evening of that day; "last night" stays a past night.
  const night = part ? null : /(?<=\b(?:tomorrow|\w+day)\s+)night\b|\bat\s+night\b/i.exec(t.text);
  if (part) {
    const word = part[1].toLowerCase();
    // "first thing" is the morning's start, "after work" the evening's.
    out.partOfDay = word === 'tonight' || /^after\s/.test(word) ? 'evening' : /^first/.test(word) ? 'morning' : (word as PartOfDay);
    out.spans.partOfDay = take(t, part, out);
    if (word === 'tonight') {
      out.date = today;
      out.spans.date = out.spans.partOfDay;
      out.dates.push({ value: today, span: out.spans.partOfDay });
    }
  } else if (night) {
    out.partOfDay = 'evening';
    out.spans.partOfDay = take(t, night, out);
  }
  const later = twoDaysOff(t, today, out) ?? weekOnDate(t, today, out) ?? laterDate(t, today, out);
  if (later) {
    out.date = later;
    out.spans.date = out.dates.at(-1)!.span;
  }

  const week = /\b(this|last|previous|past)\s+week\b|\bthe\s+week\s+before\b|\bweek\s+before\b/i.exec(t.text);
  if (week) {
    out.week = week[1] && week[1].toLowerCase() === 'this' ? 'this' : 'last';
    out.spans.week = take(t, week, out);
  } else if (/\b(?:so\s+far\s+)?this\s+week\b|\bthe\s+week\b/i.test(t.text)) {
    out.week = 'this';
    // "the rest of the week" is a span, never a date a week on.
    for (const m of [...t.text.matchAll(/\b(?:(?:the\s+)?(?:rest|remainder)\s+of\s+)?(?:the|this)\s+week\b/gi)]) out.spans.week = take(t, m, out);
  }
  const weekend = /\b(?:this\s+|the\s+|next\s+)?weekend\b/i.exec(t.text);
  if (weekend) {
    out.weekend = true;
    const sat = shiftDate(weekStartOf(today), 5);
    out.date = today > sat ? today : sat;
    out.spans.weekend = take(t, weekend, out);
    out.spans.date = out.spans.weekend;
    out.dates.push({ value: out.date, span: out.spans.weekend });
  }

  const ordinal =
    ordinalDay(t, today, options.forward ?? true) ??
    (out.date || /\b(?:today|tomorrow|\w+day)\b/i.test(t.text) ? undefined : dottedDate(t, today, options.locale?.toLowerCase() === 'en-us'));
  if (ordinal) {
    out.date = ordinal.date;
    out.spans.date = take(t, ordinal.m, out);
    out.dates.push({ value: ordinal.date, span: out.spans.date });
  }
}

const RANGE = /\b(?:from\s+|between\s+)?(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?\s*(?:-|–|to|until|till|and)\s*(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?(?![\d/.-])/di;

/** The words of a range's start and of its end: the range up to its joining word, and from after it. */
function rangeParts(t: Tracked, m: RegExpExecArray): [Span, Span] {
  const joint = /\s*(?:-|–|to|until|till|and)\s*(?=\d)/i.exec(m[0].slice(m.indices![1][1] - m.index));
  const split = m.indices![1][1] + (joint ? joint.index : 0);
  const after = joint ? split + joint[0].length : m.indices![4][0];
  return [t.source(m.index, split - m.index), t.source(after, m.index + m[0].length - after)];
}

/**
 * "2 till 4", "3-4:30pm", "from 2 until 3:30", "18:30-19:30": a start and an end. Without am or pm, hours 1 to 6 (and
 * any hour said of the afternoon or evening) are the afternoon's, as in a day planner; a leading zero is a 24-hour time.
 */
function readRange(t: Tracked, out: TimeReading): void {
  const range = RANGE.exec(t.text);
  if (!range) return;
  const [, h1, m1, ap1, h2, m2, ap2] = range;
  const start = { hour: to24(Number(h1), ap1 ?? ap2, Number(h2)), minute: Number(m1 ?? 0) };
  const end = { hour: to24(Number(h2), ap2), minute: Number(m2 ?? 0) };
  if (!ap1 && !ap2 && !/^\D*0\d/.test(range[0])) {
    const evening = out.partOfDay === 'evening' || out.partOfDay === 'afternoon';
    if (evening || (start.hour >= 1 && start.hour <= 6)) {
      if (start.hour < 12) start.hour += 12;
      if (end.hour < 12) end.hour += 12;
    }
  }
  if (end.hour < start.hour && end.hour < 12 && !ap2) end.hour += 12;
  if (start.hour > 23 || end.hour > 24 || end.minute > 59 || start.minute > 59) return;
  const [startSpan, endSpan] = rangeParts(t, range);
  out.start = start;
  out.end = end;
  out.spans.start = startSpan;
  out.spans.end = endSpan;
  out.times.push({ value: start, span: startSpan, role: 'start' }, { value: end, span: endSpan, role: 'end' });
  take(t, range, out);
}

/**
 * chrono without its joining of two days into one range ("friday to monday"): each day is read with its own words,
 * so the day that names a block and the day it moves to stay apart.
 */
const apart = (parser: chrono.Chrono) => {
  const copy = parser.clone();
  copy.refiners = copy.refiners.filter((r) => r.constructor.name !== 'ENMergeDateRangeRefiner');
  return copy;
};
const PARSERS = { gb: apart(chrono.en.GB), us: apart(chrono.en.casual) };

/** The words of a chrono result's start and of its end, split at the word joining them ("2pm - 4pm", "9 to 11am"). */
function resultParts(t: Tracked, r: chrono.ParsedResult): [Span, Span] {
  const joint = /\s*(?:-|–|to|until|till|through)\s*/i.exec(r.text.slice(1));
  if (!joint) return [t.source(r.index, r.text.length), t.source(r.index, r.text.length)];
  const split = r.index + 1 + joint.index;
  const after = split + joint[0].length;
  return [t.source(r.index, split - r.index), t.source(after, r.index + r.text.length - after)];
}

/**
 * "Wednesday 11 February": the day number and month say which day, and the weekday which year: the coming one, or this
 * year's when that one has gone and fell on the weekday. When neither falls on it, the words disagree.
 */
function datedWeekday(r: chrono.ParsedResult, today: string, forward: boolean): { date: string } | { conflict: DayConflict } | undefined {
  const { start } = r;
  if (!start.isCertain('weekday') || !start.isCertain('day') || !start.isCertain('month') || start.isCertain('year')) return undefined;
  const year = Number(today.slice(0, 4));
  const on = (y: number) => iso(y, start.get('month')!, start.get('day')!);
  const said = start.get('weekday')!;
  const coming = forward && on(year) < today ? on(year + 1) : !forward && on(year) > today ? on(year - 1) : on(year);
  const fits = [coming, on(year)].find((d) => dayOfWeek(d) === said);
  return fits ? { date: fits } : { conflict: { date: coming, weekday: WEEKDAY_NAMES[said] } };
}

/** A day chrono read, as people mean it: "next tuesday" said on a Monday is the week after's, "last friday" the one gone. */
function chronoDate(r: chrono.ParsedResult, today: string, forward: boolean, out: TimeReading): string {
  const dated = datedWeekday(r, today, forward);
  if (dated && 'date' in dated) return dated.date;
  if (dated) {
    out.conflict = dated.conflict;
    return dated.conflict.date;
  }
  const dt = r.start.date();
  let date = iso(dt.getUTCFullYear(), dt.getUTCMonth() + 1, dt.getUTCDate());
  const next = /\bnext\s+\w+day\b/i.exec(r.text);
  if (next && date <= shiftDate(today, 6) && date > today && weekStartOf(date) === weekStartOf(today)) date = shiftDate(date, 7);
  // Said while that weekday is still to come this week, "next friday" may mean this week's.
  const thisWeeks = shiftDate(date, -7);
  if (next && thisWeeks > today && weekStartOf(thisWeeks) === weekStartOf(today)) out.doubtful = [...(out.doubtful ?? []), next[0]];
  while (/\blast\s+\w+day\b/i.test(r.text) && !r.start.isCertain('month') && date >= today) date = shiftDate(date, -7);
  if (!r.start.isCertain('year') && r.start.isCertain('month') && !forward && date > today) date = shiftDate(date, -365);
  // Read backward, a weekday is the one just gone: "on saturday" said on a Wednesday is the 7th, not the 14th.
  if (!forward && !r.start.isCertain('month') && date > today) date = shiftDate(date, -7);
  return date;
}

/** A clock time chrono read, with a planner's sense of am and pm, and its end when it gave a range. */
function chronoTime(r: chrono.ParsedResult, text: string, out: TimeReading): { start: ClockTime; end?: ClockTime } {
  const evening = out.partOfDay === 'evening' || out.partOfDay === 'afternoon';
  const start = { hour: r.start.get('hour') ?? 0, minute: r.start.get('minute') ?? 0 };
  const end =
    r.end && (r.end.isCertain('hour') || r.end.get('hour') !== undefined) ? { hour: r.end.get('hour') ?? 0, minute: r.end.get('minute') ?? 0 } : undefined;
  const meridiemKnown = r.start.isCertain('meridiem') || r.end?.isCertain('meridiem');
  // "block 2 to 4": afternoon hours without am or pm are the afternoon's in a day planner.
  // A leading zero ("06:30") is a 24-hour time; "3:15" or "4:30" in a day planner is the afternoon's.
  if (!meridiemKnown && start.hour >= 1 && (start.hour <= 6 || (evening && start.hour < 12)) && !/\b0\d[:.]\d/.test(r.text) && !/\bmorning\b/i.test(text)) {
    start.hour += 12;
    if (end && end.hour < 12) end.hour += 12;
  }
  if (end && end.hour < start.hour && end.hour < 12 && end.hour + 12 > start.hour && !/\d:\d/.test(r.text)) end.hour += 12;
  return { start, ...(end ? { end } : {}) };
}

/** Every day and clock time chrono reads: the first day and time are the message's, when none was found before. */
function readChrono(t: Tracked, text: string, today: string, out: TimeReading, options: { locale?: string; forward?: boolean }): void {
  const parser = options.locale?.toLowerCase() === 'en-us' ? PARSERS.us : PARSERS.gb;
  const [y, mo, d] = today.split('-').map(Number);
  const instant = new Date(Date.UTC(y, mo - 1, d, 12, 0, 0));
  // A bare "night" ("date night", "quiz night saturday") would swallow the day after it into a time of today.
  // "is at 10:30 now", "is a meeting now": "now" says from now on, never a day or a time of its own.
  const plain = t.text.replace(/(?<!\blast\s+)\bnight\b/gi, (w) => ' '.repeat(w.length)).replace(/\b(?:right\s+)?now\b/gi, (w) => ' '.repeat(w.length));
  const results = parser.parse(plain, { instant, timezone: 0 }, { forwardDate: options.forward ?? true });
  for (const r of results) {
    const span = t.source(r.index, r.text.length);
    const [startSpan, endSpan] = r.end ? resultParts(t, r) : [span, span];
    if (r.start.isCertain('day') || r.start.isCertain('weekday')) {
      const date = chronoDate(r, today, options.forward ?? true, out);
      out.dates.push({ value: date, span });
      if (!out.date) {
        out.date = date;
        out.spans.date = span;
      }
    }
    if (r.start.isCertain('hour')) {
      const { start, end } = chronoTime(r, text, out);
      out.times.push({ value: start, span: startSpan, role: end ? 'start' : 'at' });
      if (end) out.times.push({ value: end, span: endSpan, role: 'end' });
      if (!out.start) {
        out.start = start;
        out.spans.start = startSpan;
        if (end) {
          out.end = end;
          out.spans.end = endSpan;
        }
      }
    }
    take(t, { index: r.index, 0: r.text }, out);
  }
}

/**
 * Reads the dates and times in a message with chrono, as wall-clock values in the user's time zone: the
 * reference is today's date in that zone, so "tomorrow" is the user's tomorrow wherever the server runs.
 * `locale` decides whether 3/5 is the 3rd of May (en-GB) or March 5 (en-US). Each thing read keeps the words it
 * covers, and every day and clock time said is listed, so what names a block and what it becomes can be told apart.
 */
export function readWhen(message: string, today: string, options: { locale?: string; forward?: boolean } = {}): TimeReading {
  const t = new Tracked(message);
  const out: TimeReading = { rest: '', spans: {}, dates: [], times: [], taken: [] };
  hyphenDates(t, options.locale);
  // "parents evening": the part of the day kept out of the dates' reach while they are read, and put back in the title.
  const named = /\b(?:morning|afternoon|evening)\b/i.exec(t.text);
  const nameWord = named && partInName(t.text, named) ? named[0] : undefined;
  if (named && nameWord) t.replace(new RegExp(`(?<=^.{${named.index}})${nameWord}`, 's'), NAME_MARK);
  // "plan the week sun 6pm": a span that is what the block is about, when a day or time of its own is said beside it.
  const object = SPAN_OBJECT.exec(t.text);
  const spanWords = object && WHEN_BESIDE.test(t.text.replace(object[0], ' ')) ? object[1] : undefined;
  if (object && spanWords) t.replace(new RegExp(`(?<=^.{${object.index + object[0].indexOf(spanWords)}})${escape(spanWords)}`, 's'), SPAN_MARK);
  const text = t.text;
  hourAfterDay(t);
  readDuration(t, out);
  readDay(t, today, out, options);
  // Dotted and bare 24-hour times chrono misses ("at 14.30", "at 1430").
  t.replace(/\b(at|from|until|till|to)\s+(\d{1,2})[.h](\d{2})\b/gi, '$1 $2:$3')
    .replace(/\b(at|from|until|till|to)\s+([01]\d|2[0-3])([0-5]\d)\b/gi, '$1 $2:$3')
    // A dotted time said on its own ("in 2 days, 11.15"): hours and two-digit minutes, never an amount with a unit.
    .replace(/(?<![\d.£$€])\b([01]?\d|2[0-3])\.([0-5]\d)\b(?![\d.%]|\s*(?:lbs?|kg|st|stone|pounds?|miles?|km|k|cups?|steps|percent|per\s*cent)\b)/gi, '$1:$2');
  // "lunchtime", "at lunch time": noon, when no clock time is said.
  const lunch = /\b(?:at\s+|around\s+|over\s+)?lunch\s?time\b/i.exec(t.text);
  const lunchSpan = lunch ? take(t, lunch, out) : undefined;
  readRange(t, out);
  // chrono reads "18 March" followed by blanks as a month alone: the words taken out are closed up first.
  t.replace(/\s{2,}/g, ' ');
  readChrono(t, text, today, out, options);
  if (lunchSpan && !out.start) {
    out.start = { hour: 12, minute: 0 };
    out.spans.start = lunchSpan;
    out.times.push({ value: out.start, span: lunchSpan, role: 'at' });
  }
  out.rest = t.text.replace(/\s+/g, ' ').trim();
  if (nameWord) out.rest = out.rest.replace(NAME_MARK, nameWord);
  if (spanWords) out.rest = out.rest.replace(SPAN_MARK, spanWords);
  out.dates.sort((a, b) => a.span.from - b.span.from);
  out.times.sort((a, b) => a.span.from - b.span.from);
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const SHIFT_DURATION = String.raw`(?:by\s+)?(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|half\s+an?)\s*(hours?|minutes?)|(half\s+an\s+hour)|(an?\s+hour\s+and\s+a\s+half)`;
const LATER = /^(?:later|late|back|forward\s+in\s+time|after)$/i;
const EARLIER = /^(?:earlier|early|forward|sooner|up|before)$/i;
/** "bring it forward 15", "push it back 30": a bare number after the direction is minutes when it could be no hour. */
const BARE_SHIFT =
  /\b(later|earlier|back|forward|up)\s+(?:by\s+)?(\d{1,2})\b(?![:.]\d|\s*(?:am|pm|st|nd|rd|th|o'?clock|days?|weeks?|hours?|hrs?|minutes?|mins?|%))/i;

function shiftMinutes(m: RegExpExecArray, at: number): number {
  if (m[at + 2]) return 30;
  if (m[at + 3]) return 90;
  const n = /^half/i.test(m[at]) ? 0.5 : (readNumber(m[at]) ?? 1);
  return /^h/i.test(m[at + 1]) ? n * 60 : n;
}

/**
 * A relative change of time: "30 minutes later", "back an hour", "an hour earlier", "forward by 15 minutes".
 * Later is positive. The text is returned without the phrase.
 */
export function readShift(text: string): { minutes?: number; rest: string; span?: Span } {
  const after = new RegExp(String.raw`\b(?:${SHIFT_DURATION})\s+(later|earlier|sooner|back|forward|early|late)\b`, 'i').exec(text);
  const before = after ? null : new RegExp(String.raw`\b(later|earlier|back|forward|up)\s+(?:${SHIFT_DURATION})\b`, 'i').exec(text);
  const m = after ?? before;
  if (!m) {
    const bare = BARE_SHIFT.exec(text);
    const n = Number(bare?.[2]);
    if (!bare || n < 5 || n % 5 !== 0) return { rest: text };
    const rest = `${text.slice(0, bare.index)} ${text.slice(bare.index + bare[0].length)}`.replace(/\s+/g, ' ').trim();
    return { minutes: (EARLIER.test(bare[1]) ? -1 : 1) * n, rest, span: { from: bare.index, to: bare.index + bare[0].length } };
  }
  const word = after ? after[5] : before![1];
  const size = shiftMinutes(m, after ? 1 : 2);
  const sign = LATER.test(word) ? 1 : EARLIER.test(word) ? -1 : 1;
  return {
    minutes: sign * size,
    rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim(),
    span: { from: m.index, to: m.index + m[0].length },
  };
}

/** A span of days the user names: "this week", "last week", "next week", "the weekend", "rest of the week", "this month". */
export interface Period {
  from: string;
  to: string;
  label: string;
}

const weekOf = (today: string, weeks: number) => {
  const from = shiftDate(weekStartOf(today), 7 * weeks);
  return { from, to: shiftDate(from, 6) };
};

/** This week or last week as a period, Monday to Sunday. */
export function weekPeriod(today: string, which: 'this' | 'last'): Period {
  return which === 'this' ? { ...weekOf(today, 0), label: 'this week' } : { ...weekOf(today, -1), label: 'last week' };
}

export function readPeriod(text: string, today: string): Period | undefined {
  const t = text.toLowerCase();
  if (/\b(?:rest|remainder)\s+of\s+(?:the|this)\s+week\b/.test(t)) return { from: today, to: weekOf(today, 0).to, label: 'the rest of this week' };
  if (/\b(?:last|previous|past)\s+week\b|\bweek\s+before\b/.test(t) && !/\bpast\s+7\s+days\b/.test(t)) return { ...weekOf(today, -1), label: 'last week' };
  if (/\bnext\s+week\b/.test(t)) return { ...weekOf(today, 1), label: 'next week' };
  if (/\b(?:this|the|current)\s+week\b|\bweek\s+so\s+far\b|\bthis\s+wk\b/.test(t)) return { ...weekOf(today, 0), label: 'this week' };
  const past =
    /\b(?:over|during|on|at)\s+the\s+weekend\b|\blast\s+weekend\b|\bthe\s+weekend\s+just\s+gone\b/.test(t) &&
    /\b(?:was|were|did|had|went|saw|met|called|spent|over|last)\b/.test(t);
  if (/\bweekend\b/.test(t)) {
    const sat = shiftDate(weekStartOf(today), 5);
    if (past || /\blast\s+weekend\b/.test(t)) return { from: shiftDate(sat, -7), to: shiftDate(sat, -6), label: 'last weekend' };
    if (/\bnext\s+weekend\b/.test(t)) return { from: shiftDate(sat, 7), to: shiftDate(sat, 8), label: 'next weekend' };
    return { from: sat, to: shiftDate(sat, 1), label: 'this weekend' };
  }
  const days = /\b(?:last|past)\s+(\d+|seven|fourteen|thirty)\s+days\b/.exec(t);
  if (days) {
    const n = readNumber(days[1]) ?? ({ seven: 7, fourteen: 14, thirty: 30 } as Record<string, number>)[days[1]] ?? 7;
    return { from: shiftDate(today, -(n - 1)), to: today, label: `the last ${n} days` };
  }
  if (/\b(?:this|the)\s+month\b/.test(t)) return { from: `${today.slice(0, 8)}01`, to: today, label: 'this month' };
  // "since the 1st of March", "since monday": from that day up to today.
  const since = /\bsince\s+([^?.!,]+)/.exec(t);
  const from = since ? readWhen(since[1], today, { forward: false }).date : undefined;
  if (from && from < today) {
    const day = new Date(`${from}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });
    return { from, to: today, label: `since ${day}` };
  }
  return undefined;
}

const WEEKDAY_CODES: [RegExp, string, number][] = [
  [/mon(?:day)?s?/, 'MO', 1],
  [/tue(?:s(?:day)?)?s?/, 'TU', 2],
  [/wed(?:nesday)?s?/, 'WE', 3],
  [/thu(?:rs(?:day)?)?s?/, 'TH', 4],
  [/fri(?:day)?s?/, 'FR', 5],
  [/sat(?:urday)?s?/, 'SA', 6],
  [/sun(?:day)?s?/, 'SU', 0],
];

export interface Repeat {
  rrule: string;
  /** The weekdays it falls on, 0 for Sunday. */
  days: number[];
  first: string;
  rest: string;
  /** The words that said it. */
  span: Span;
}

/** The first of the days (0 for Sunday) on or after a date. */
export function firstRepeat(days: readonly number[], from: string): string {
  let first = from;
  while (!days.includes(dayOfWeek(first))) first = shiftDate(first, 1);
  return first;
}

/** "every tuesday", "on mondays", "daily", "every weekday": the RFC 5545 rule and the first date on or after today. */
export function readRepeat(text: string, today: string): Repeat | undefined {
  const t = text.toLowerCase();
  const rule = (rrule: string, days: number[], m: RegExpExecArray) => {
    return {
      rrule,
      days,
      first: firstRepeat(days, today),
      rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim(),
      span: { from: m.index, to: m.index + m[0].length },
    };
  };
  // "every night", "each morning", "nightly": every day, at that part of it.
  const daily = /\b(?:every\s*day|daily|each\s+day|(?:every|each)\s+(?=(?:morning|afternoon|evening|night)\b)|nightly)\b/.exec(t);
  if (daily) return rule('FREQ=DAILY', [0, 1, 2, 3, 4, 5, 6], daily);
  const weekdays = /\b(?:every|each)\s+(?:week\s*day|weekday|work\s*day)s?\b|\bon\s+weekdays\b/.exec(t);
  if (weekdays) return rule('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', [1, 2, 3, 4, 5], weekdays);
  const every =
    /\b(?:every|each)\s+(?:other\s+)?(\w+)(?:\s+and\s+(\w+))?\b|\bon\s+(mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)\b|\bweekly\s+on\s+(\w+)\b/.exec(
      t,
    );
  if (!every) return undefined;
  const names = [every[1], every[2], every[3], every[4]].filter((name): name is string => Boolean(name));
  const found = names
    .map((n) => WEEKDAY_CODES.find(([re]) => new RegExp(`^${re.source}$`).test(n)))
    .filter((d): d is [RegExp, string, number] => d !== undefined);
  if (found.length === 0) return undefined;
  const interval = /\bevery\s+other\b/.test(t) ? ';INTERVAL=2' : '';
  return rule(
    `FREQ=WEEKLY${interval};BYDAY=${found.map((d) => d[1]).join(',')}`,
    found.map((d) => d[2]),
    every,
  );
}
