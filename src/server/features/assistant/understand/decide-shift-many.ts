import type { TimeBlockCategory } from '../../../../shared/schemas/time-blocks.js';
import type { Entities, UnderstandOptions } from './entities.js';
import type { Intent } from './intents.js';
import { categoryWord, type KnownBlock } from './things.js';

/**
 * Several blocks of a day named at once: "everything", "all my blocks", "all of friday's meetings", "the rest of my
 * afternoon", "my whole morning". The part of the day, when said, is group 1 or 2.
 */
const MANY =
  /\b(?:everything|all\s+(?:of\s+)?(?:my\s+|the\s+|(?:today|tomorrow|\w+day)'?s\s+)?(?:blocks?|meetings?|events?|plans?|things|appointments?|stuff|calls?|breaks?|focus\s+blocks?|schedule|calendar)|(?:the\s+)?rest\s+of\s+(?:my\s+|the\s+|today'?s\s+)?(day|morning|afternoon|evening|today|schedule|calendar|plans?)|(?:my|the)\s+(?:whole|entire)\s+(morning|afternoon|evening|day))\b/i;

/** Where the blocks that move begin: "after 1pm", "from 3", "starting at 2:30", "1pm onwards". */
const FROM_TIME =
  /\b(?:after|from|since|starting(?:\s+(?:at|from))?|beyond)\s+(?:at\s+)?(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?\b(?!\s*(?:minutes?|mins?|hours?|hrs?|h\b|days?|weeks?))|\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?\s+onwards?\b/i;
const FROM_BLOCK = /\b(after|from|since|following)\s+(?:the\s+|my\s+)?[a-z]/i;

/** The span of the day each part names, in minutes. */
const PART: Record<string, [number, number]> = { morning: [0, 12 * 60], afternoon: [12 * 60, 18 * 60], evening: [18 * 60, 24 * 60] };

const MOVING = new Set(['move', 'shift', 'push', 'bump', 'bring', 'pull', 'delay', 'postpone', 'reschedule', 'slide', 'nudge']);

/** How far they move: a shift said with its direction, or a length given to a verb that moves ("shift … by an hour"). */
function amountOf(e: Entities): number | undefined {
  if (e.shift !== undefined) return e.shift;
  const moving = e.verbs.senses.has('move') || e.verbs.lemmas.some((l) => MOVING.has(l)) || /\bmove\b/i.test(e.text);
  if (!moving || e.when.minutes === undefined) return undefined;
  return /\b(?:earlier|forward|sooner|up)\b/i.test(e.text) ? -e.when.minutes : e.when.minutes;
}

function fromTime(text: string): number | undefined {
  const m = FROM_TIME.exec(text);
  if (!m) return undefined;
  const [hourText, minuteText, meridiem] = m[1] !== undefined ? [m[1], m[2], m[3]] : [m[4], m[5], m[6]];
  let hour = Number(hourText);
  const ampm = meridiem?.toLowerCase();
  if (ampm === 'pm' && hour < 12) hour += 12;
  else if (ampm === 'am' && hour === 12) hour = 0;
  else if (!ampm && hour >= 1 && hour <= 7) hour += 12;
  return hour <= 23 ? hour * 60 + Number(minuteText ?? 0) : undefined;
}

/** "from lunch" and "lunch and everything after it" move lunch too; "after lunch" starts where lunch ends. */
const movesAnchor = (text: string) => /\band\s+(?:everything|all|the\s+rest)\b/i.test(text) || !/^(?:after|following)$/i.test(FROM_BLOCK.exec(text)?.[1] ?? '');

/** The block the others follow ("after lunch"): on the day said, else today's, else the next one to come. */
function anchorBlock(e: Entities, date: string | undefined, today: string): KnownBlock | undefined {
  if (!FROM_BLOCK.test(e.text) || !e.blocks[0]) return undefined;
  const best = e.blocks.filter((b) => b.score === e.blocks[0].score).map((b) => b.block);
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
export function shiftMany(e: Entities, options: UnderstandOptions): Intent | null {
  const many = MANY.exec(e.text);
  if (!many) return null;
  const minutes = amountOf(e);
  if (minutes === undefined || minutes === 0 || (e.period && e.period.from !== e.period.to)) return null;
  const part = (many[1] ?? many[2])?.toLowerCase();
  const anchor = anchorBlock(e, e.when.date, options.today);
  const date = anchor?.date ?? e.when.date ?? options.today;
  const [start, until] = part && PART[part] ? PART[part] : [0, 24 * 60];
  let from = start;
  const at = fromTime(e.text);
  if (anchor) from = anchor.hour * 60 + (anchor.minute ?? 0) + (movesAnchor(e.text) ? 0 : Math.round(anchor.duration * 60));
  else if (at !== undefined) from = at;
  // "the rest of my day", "everything today": what is still to come today, unless a time or block says where to start.
  if ((/\brest\s+of\b/i.test(e.text) || (!anchor && at === undefined)) && date === options.today)
    from = Math.max(from, Math.ceil((options.nowMinutes ?? 0) / 5) * 5);
  if (from >= until) return null;
  const said = many[0].replace(/^everything\b/i, '');
  const category: TimeBlockCategory | undefined = categoryWord(said);
  return { intent: 'shift-many', date, from, until, minutes, ...(category ? { category } : {}) };
}
