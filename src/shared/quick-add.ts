import * as chrono from 'chrono-node';
import { DEFAULT_TIME_BLOCK_CATEGORY, DURATION_MAX, DURATION_MIN, TITLE_MAX_LENGTH, type TimeBlockCategory, type TimeBlockInput } from './schemas/time-blocks.js';

export const QUICK_ADD_DEFAULT_HOUR = 9;
export const QUICK_ADD_DEFAULT_DURATION = 1;

const pad = (n: number) => String(n).padStart(2, '0');
const CATEGORY_WORDS: [RegExp, TimeBlockCategory][] = [
  [/\b(meeting|call|sync|standup|stand-up|interview|1:1)\b/i, 'meeting'],
  [/\b(break|lunch|coffee|rest|nap)\b/i, 'break'],
];

/** "9-11", "9am-11am", "2pm–4pm": a range of whole hours; an end before the start is read on the afternoon clock. */
const HOUR_RANGE = /(?<![\d:-])\b(\d{1,2})(?::00)?\s*(am|pm)?\s*[-–]\s*(\d{1,2})(?::00)?\s*(am|pm)?\b(?![\d:-])/i;
/** "1h", "2 hours", "90 min" (rounded to whole hours). */
const DURATION = /\b(?:for\s+)?(\d{1,3})\s*(h|hr|hrs|hour|hours|m|min|mins|minutes)\b/i;

const to24 = (hour: number, meridiem: string | undefined) => {
  if (!meridiem) return hour;
  const pm = meridiem.toLowerCase() === 'pm';
  return (hour % 12) + (pm ? 12 : 0);
};

/**
 * Reads a quick-add line ("deep work tomorrow 9-11", "gym fri 6pm 1h") into a new block: the date and hour by
 * chrono-node, relative to `today` (yyyy-MM-dd, the user's own date), a duration, and what is left as the title.
 * Null when no title is left.
 */
export function parseQuickAdd(input: string, today: string): TimeBlockInput | null {
  let rest = ` ${input.trim()} `;
  let hour: number | undefined;
  let duration: number | undefined;

  const range = HOUR_RANGE.exec(rest);
  if (range) {
    const endMeridiem = range[4];
    const start = to24(Number(range[1]), range[2] ?? endMeridiem);
    let end = to24(Number(range[3]), endMeridiem ?? range[2]);
    if (!range[2] && !endMeridiem && end <= start && end + 12 > start) end += 12;
    if (start <= 23 && end <= 24 && end > start) {
      hour = start;
      duration = end - start;
      rest = rest.replace(range[0], ' ');
    }
  }
  const length = DURATION.exec(rest);
  if (length) {
    const n = Number(length[1]);
    duration = /^h/i.test(length[2]!) ? n : Math.max(1, Math.round(n / 60));
    rest = rest.replace(length[0], ' ');
  }

  const [y, m, d] = today.split('-').map(Number);
  // Noon of the user's today on this machine's clock: chrono's answers are read back as wall-clock fields only.
  const reference = new Date(y!, m! - 1, d!, 12);
  const [found] = chrono.parse(rest, reference, { forwardDate: true });
  let date = today;
  if (found) {
    const at = found.start;
    date = `${at.get('year')}-${pad(at.get('month')!)}-${pad(at.get('day')!)}`;
    if (hour === undefined && at.isCertain('hour')) {
      hour = at.get('hour')!;
      if (found.end?.isCertain('hour') && duration === undefined) {
        const end = found.end.get('hour')!;
        if (end > hour) duration = end - hour;
      }
    }
    rest = rest.slice(0, found.index) + ' ' + rest.slice(found.index + found.text.length);
  }

  const title = rest.replace(/\s+/g, ' ').replace(/\s+(at|on|from)$/i, '').trim().slice(0, TITLE_MAX_LENGTH);
  if (title === '') return null;
  const category = CATEGORY_WORDS.find(([words]) => words.test(title))?.[1] ?? DEFAULT_TIME_BLOCK_CATEGORY;
  return {
    title,
    date,
    hour: hour ?? QUICK_ADD_DEFAULT_HOUR,
    duration: Math.min(DURATION_MAX, Math.max(DURATION_MIN, duration ?? QUICK_ADD_DEFAULT_DURATION)),
    category,
  };
}
