import type { TimeBlockCategory } from '../../../../../shared/schemas/time-blocks.js';
import type { Reading, UnderstandOptions } from '../extract.js';
import type { Intent } from '../intents.js';
import type { KnownBlock } from '../things.js';
import { kindIn } from './reading-parts.js';

/** The span of the day each part names, in minutes. */
const PART: Record<string, [number, number]> = { morning: [0, 12 * 60], afternoon: [12 * 60, 18 * 60], evening: [18 * 60, 24 * 60] };

const MOVING = new Set(['move', 'shift', 'push', 'bump', 'bring', 'pull', 'delay', 'postpone', 'reschedule', 'slide', 'nudge']);

/** How far they move: a shift said with its direction, or a length given to a verb that moves ("shift … by an hour"). */
function amountOf(r: Reading): number | undefined {
  if (r.shift) return r.shift.value;
  const moving = r.verbs.senses.has('move') || r.verbs.lemmas.some((l) => MOVING.has(l)) || r.cues.has('move-word');
  if (!moving || r.when.minutes === undefined) return undefined;
  return r.cues.has('earlier') ? -r.when.minutes : r.when.minutes;
}

/** "after 1pm", "from 3", "1pm onwards": where the blocks that move begin, in minutes. */
function fromTime(r: Reading): number | undefined {
  const m = r.cues.get('from-time');
  if (!m) return undefined;
  const [hourText, minuteText, meridiem] = m.groups[1] !== undefined ? [m.groups[1], m.groups[2], m.groups[3]] : [m.groups[4], m.groups[5], m.groups[6]];
  let hour = Number(hourText);
  const ampm = meridiem?.toLowerCase();
  if (ampm === 'pm' && hour < 12) hour += 12;
  else if (ampm === 'am' && hour === 12) hour = 0;
  else if (!ampm && hour >= 1 && hour <= 7) hour += 12;
  return hour <= 23 ? hour * 60 + Number(minuteText ?? 0) : undefined;
}

/** "from lunch" and "lunch and everything after it" move lunch too; "after lunch" starts where lunch ends. */
const movesAnchor = (r: Reading) => r.cues.has('and-rest') || !/^(?:after|following)$/i.test(r.cues.group('from-block') ?? '');

/** The block the others follow ("after lunch"): on the day said, else today's, else the next one to come. */
function anchorBlock(r: Reading, date: string | undefined, today: string): KnownBlock | undefined {
  if (!r.cues.has('from-block') || !r.blocks[0]) return undefined;
  const best = r.blocks.filter((b) => b.score === r.blocks[0].score).map((b) => b.block);
  const on = (d: string) => best.filter((b) => b.date === d).sort((a, b) => a.hour - b.hour)[0];
  if (date) return on(date);
  return (
    on(today) ??
    best
      .filter((b) => b.date > today)
      .sort((a, b) => a.date.localeCompare(b.date))
      .at(0)
  );
}

/**
 * "move everything after lunch an hour later", "push the rest of my afternoon back 30 mins", "shift all of friday's
 * blocks after 1pm by an hour": every block of one day from a point on, moved by the same amount, listed and asked
 * once. Null when the words name no such group or no amount.
 */
export function shiftMany(r: Reading, options: UnderstandOptions): Intent | null {
  const many = r.cues.get('many');
  if (!many) return null;
  const minutes = amountOf(r);
  if (minutes === undefined || minutes === 0 || (r.period && r.period.from !== r.period.to)) return null;
  const part = (many.groups[1] ?? many.groups[2])?.toLowerCase();
  const anchor = anchorBlock(r, r.when.date, options.today);
  const date = anchor?.date ?? r.when.date ?? options.today;
  const [start, until] = part && PART[part] ? PART[part] : [0, 24 * 60];
  let from = start;
  const at = fromTime(r);
  if (anchor) from = anchor.hour * 60 + (anchor.minute ?? 0) + (movesAnchor(r) ? 0 : Math.round(anchor.duration * 60));
  else if (at !== undefined) from = at;
  // "the rest of my day", "everything today": what is still to come today, unless a time or block says where to start.
  if ((r.cues.has('rest-of') || (!anchor && at === undefined)) && date === options.today) from = Math.max(from, Math.ceil((options.nowMinutes ?? 0) / 5) * 5);
  if (from >= until) return null;
  const category: TimeBlockCategory | undefined = kindIn(r, many.span);
  return { intent: 'shift-many', date, from, until, minutes, ...(category ? { category } : {}), consumed: [{ from: 0, to: r.text.length }] };
}

/** "cancel all my meetings this week", "erase everything", "clear tomorrow": listed and asked once, never done at once. */
export function bulkDelete(r: Reading, options: UnderstandOptions): Intent | null {
  const deleting = r.verbs.senses.has('delete') || r.cues.has('erase');
  if (!deleting) return null;
  if (r.cues.has('chat-words')) return { intent: 'refuse', reason: 'chat' };
  const clearDay = r.cues.get('clear-day');
  const date = r.when.date;
  if (clearDay && !r.period && (date || r.cues.has('day-word'))) return { intent: 'clear-day', date: date ?? options.today };
  if (r.cues.has('whole-day') && date && !r.period) return { intent: 'clear-day', date };
  if (!r.cues.has('everything') && !(clearDay && r.period) && !r.cues.has('manipulation')) return null;
  const period = r.period;
  const from = period?.from ?? date ?? options.today;
  const to = period?.to ?? date ?? '9999-12-31';
  const category = r.category;
  const title = r.blocks[0] && !category ? r.blocks[0].block.title : undefined;
  return {
    intent: 'delete-many',
    from,
    to,
    ...(category ? { category } : {}),
    ...(title ? { title } : {}),
    ...(!period && !date && !category && !title ? { everything: true } : {}),
  };
}
