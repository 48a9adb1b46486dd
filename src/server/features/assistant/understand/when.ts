import * as chrono from 'chrono-node';
import { shiftDate } from '../../../../shared/dates.js';

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

const RANGE = /\b(?:from\s+|between\s+)?(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?\s*(?:-|–|to|until|till|and)\s*(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?(?![\d/.-])/i;

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

const NUMBER_WORDS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
};

/** "3", "three", "an": a small whole number said in words or digits. */
export function readNumber(word: string): number | undefined {
  const w = word.toLowerCase();
  if (/^\d+(?:\.\d+)?$/.test(w)) return Number(w);
  return NUMBER_WORDS[w];
}

const NUM = String.raw`(\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const DURATION = new RegExp(String.raw`\b(?:for\s+)?(?:${NUM}\s+(?:and\s+a\s+half\s+)?(hours?|hrs?|h|minutes?|mins?)|(half\s+an\s+hour)|(an?\s+hour\s+and\s+a\s+half))(?:\s+long)?\b`, 'i');

function readDuration(text: string): { minutes?: number; rest: string } {
  const m = DURATION.exec(text);
  if (!m) return { rest: text };
  let minutes: number;
  if (m[3]) minutes = 30;
  else if (m[4]) minutes = 90;
  else {
    const n = readNumber(m[1]) ?? 1;
    const half = /and\s+a\s+half/i.test(m[0]) ? 0.5 : 0;
    minutes = /^(h|hr|hrs|hour|hours)$/i.test(m[2]) ? (n + half) * 60 : n;
  }
  return { minutes, rest: text.slice(0, m.index) + ' ' + text.slice(m.index + m[0].length) };
}

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return shiftDate(date, -((day + 6) % 7));
}

/**
 * Reads the dates and times in a message with chrono, as wall-clock values in the user's time zone: the
 * reference is today's date in that zone, so "tomorrow" is the user's tomorrow wherever the server runs.
 * `locale` decides whether 3/5 is the 3rd of May (en-GB) or March 5 (en-US).
 */
export function readWhen(text: string, today: string, options: { locale?: string; forward?: boolean } = {}): When {
  const out: When = { rest: text };
  const duration = readDuration(text);
  let rest = duration.rest;
  if (duration.minutes !== undefined) out.minutes = duration.minutes;

  const part = /\b(?:in\s+the\s+|this\s+)?(morning|afternoon|evening|tonight)\b/i.exec(rest);
  if (part) {
    const word = part[1].toLowerCase();
    out.partOfDay = word === 'tonight' ? 'evening' : (word as PartOfDay);
    if (word === 'tonight') out.date = today;
    rest = rest.slice(0, part.index) + ' ' + rest.slice(part.index + part[0].length);
  }

  const week = /\b(this|last|previous|past)\s+week\b|\bthe\s+week\s+before\b|\bweek\s+before\b/i.exec(rest);
  if (week) {
    out.week = week[1] && week[1].toLowerCase() === 'this' ? 'this' : 'last';
    rest = rest.slice(0, week.index) + ' ' + rest.slice(week.index + week[0].length);
  } else if (/\b(?:so\s+far\s+)?this\s+week\b|\bthe\s+week\b/i.test(rest)) {
    out.week = 'this';
  }
  const weekend = /\b(?:this\s+|the\s+|next\s+)?weekend\b/i.exec(rest);
  if (weekend) {
    out.weekend = true;
    const sat = shiftDate(mondayOf(today), 5);
    out.date = today > sat ? today : sat;
    rest = rest.slice(0, weekend.index) + ' ' + rest.slice(weekend.index + weekend[0].length);
  }

  // Dotted and bare 24-hour times chrono misses ("at 14.30", "at 1430").
  rest = rest.replace(/\b(at|from|until|till|to)\s+(\d{1,2})[.h](\d{2})\b/gi, '$1 $2:$3');

  const range = RANGE.exec(rest);
  if (range) {
    const [, h1, m1, ap1, h2, m2, ap2] = range;
    const start = { hour: to24(Number(h1), ap1 ?? ap2, Number(h2)), minute: Number(m1 ?? 0) };
    const end = { hour: to24(Number(h2), ap2), minute: Number(m2 ?? 0) };
    if (!ap1 && !ap2 && !m1 && !m2) {
      const evening = out.partOfDay === 'evening' || out.partOfDay === 'afternoon';
      if (evening || (start.hour >= 1 && start.hour <= 6)) {
        if (start.hour < 12) start.hour += 12;
        if (end.hour < 12) end.hour += 12;
      }
    }
    if (end.hour < start.hour && end.hour < 12 && !ap2) end.hour += 12;
    if (start.hour <= 23 && end.hour <= 24) {
      out.start = start;
      out.end = end;
      rest = rest.slice(0, range.index) + ' ' + rest.slice(range.index + range[0].length);
    }
  }

  const parser = options.locale?.toLowerCase() === 'en-us' ? chrono.en.casual : chrono.en.GB;
  const [y, mo, d] = today.split('-').map(Number);
  const instant = new Date(Date.UTC(y, mo - 1, d, 12, 0, 0));
  const results = parser.parse(rest, { instant, timezone: 0 }, { forwardDate: options.forward ?? true });
  for (const r of results) {
    if (!out.date && (r.start.isCertain('day') || r.start.isCertain('weekday'))) {
      const dt = r.start.date();
      let date = iso(dt.getUTCFullYear(), dt.getUTCMonth() + 1, dt.getUTCDate());
      // "next tuesday" on a Monday is the day after tomorrow in chrono; people mean the week after's when it is this week.
      if (/\bnext\s+\w+day\b/i.test(r.text) && date <= shiftDate(today, 6) && date > today && mondayOf(date) === mondayOf(today)) date = shiftDate(date, 7);
      if (!r.start.isCertain('year') && r.start.isCertain('month') && options.forward === false && date > today) date = shiftDate(date, -365);
      out.date = date;
    }
    if (!out.start && r.start.isCertain('hour')) {
      const evening = out.partOfDay === 'evening' || out.partOfDay === 'afternoon';
      out.start = { hour: r.start.get('hour') ?? 0, minute: r.start.get('minute') ?? 0 };
      if (r.end?.isCertain('hour') || r.end?.get('hour') !== undefined) {
        if (r.end) out.end = { hour: r.end.get('hour') ?? 0, minute: r.end.get('minute') ?? 0 };
      }
      const meridiemKnown = r.start.isCertain('meridiem') || r.end?.isCertain('meridiem');
      // "block 2 to 4": afternoon hours without am or pm are the afternoon's in a day planner.
      if (!meridiemKnown && out.start.hour >= 1 && (out.start.hour <= 6 || (evening && out.start.hour < 12)) && !/\d:\d/.test(r.text)) {
        out.start.hour += 12;
        if (out.end && out.end.hour < 12) out.end.hour += 12;
      }
      if (out.end && out.end.hour < out.start.hour && out.end.hour < 12 && out.end.hour + 12 > out.start.hour && !/\d:\d/.test(r.text)) out.end.hour += 12;
    }
    rest = rest.replace(r.text, ' ');
  }
  out.rest = rest.replace(/\s+/g, ' ').trim();
  return out;
}
