import { TIME_BLOCK_CATEGORIES, type TimeBlockCategory } from '../../../../shared/schemas/time-blocks.js';
import type { Entities, UnderstandOptions } from './entities.js';
import type { BlockRef, Intent } from './intents.js';
import { blockKey, categoryWord } from './things.js';
import { readWhen, type ClockTime, type When } from './when.js';

/** Where the block named ends and what it becomes begins: "move X to Y", "X is now at Y", "make X start at Y". */
const SPLIT = /\s(?:to|till|until|til|instead\s+of|is\s+now(?:\s+at)?|now\s+at|start(?:s|ing)?\s+at|begin(?:s|ning)?\s+at|end(?:s|ing)?\s+at|finish(?:es|ing)?\s+at|needs\s+to\s+move\s+to|should\s+be(?:\s+at)?)\s/i;
/** A block named by its time: "my 3pm", "whatever I have at 4", "the 10am tomorrow". */
const BY_TIME = /\b(?:my|the|whatever(?:'s|\s+is)?|what'?s|whatever\s+i\s+have|what\s+i\s+have|thing|block|one)\s+(?:at\s+|on\s+at\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm)?(?!\s*(?:minutes?|hours?))\b/i;

function byTime(text: string): ClockTime | undefined {
  const m = BY_TIME.exec(text);
  if (!m) return undefined;
  let hour = Number(m[1]);
  if (m[3]?.toLowerCase() === 'pm' && hour < 12) hour += 12;
  else if (m[3]?.toLowerCase() === 'am' && hour === 12) hour = 0;
  else if (!m[3] && hour >= 1 && hour <= 7) hour += 12;
  return hour <= 23 ? { hour, minute: Number(m[2] ?? 0) } : undefined;
}

/** The block a message means, from its title words, its time and day, its kind, or "it". */
function refOf(e: Entities, refText: string, options: UnderstandOptions): BlockRef | null {
  const ref: BlockRef = {};
  const when = readWhen(refText, options.today, { locale: options.locale });
  const past = readWhen(refText, options.today, { locale: options.locale, forward: false });
  const at = byTime(refText);
  if (when.date) ref.date = when.date;
  if (past.date && past.date !== when.date) ref.pastDate = past.date;
  if (at) Object.assign(ref, { hour: at.hour, minute: at.minute });
  if (/\b(?:every|each|all(?:\s+the)?|whole|entire|series|recurring|repeating)\b/i.test(refText)) ref.series = true;
  const best = e.blocks[0]?.score ?? 0;
  if (best > 0) {
    ref.named = e.blocks.filter((b) => b.score === best).map((b) => blockKey(b.block));
    ref.title = e.blocks[0].block.title;
  } else {
    const kind = categoryWord(refText);
    if (kind) ref.category = kind;
  }
  if (!ref.named && !ref.category && ref.hour === undefined) {
    if (e.pronoun) ref.it = true;
    else return null;
  }
  return ref;
}

/** A bare clock time for a block read as the hour nearest its present one: 7:30 for a 6 PM gym is 7:30 PM. */
export function nearest(time: ClockTime, explicit: boolean, around: number | undefined): ClockTime {
  if (explicit || around === undefined || time.hour >= 12 || time.hour === 0) return time;
  const pm = { hour: time.hour + 12, minute: time.minute };
  const at = (t: ClockTime) => Math.abs(t.hour * 60 + t.minute - around * 60);
  return at(pm) < at(time) ? pm : time;
}

const explicitMeridiem = (text: string) => /\d\s*(?:am|pm)\b|\b\d{2}:\d{2}\b(?<=\b(?:1[3-9]|2[0-3]):\d{2})/i.test(text);

function targetOf(text: string, options: UnderstandOptions): When & { bare?: ClockTime } {
  const when = readWhen(text, options.today, { locale: options.locale });
  const bare = /^(?:at\s+)?(\d{1,2})(?:[:.](\d{2}))?$/.exec(text.replace(/\b(?:instead|please|then|pls|now|the\s+same\s+time)\b/gi, '').trim());
  if (!when.start && bare) return { ...when, start: { hour: Number(bare[1]), minute: Number(bare[2] ?? 0) }, bare: { hour: Number(bare[1]), minute: Number(bare[2] ?? 0) } };
  return when;
}

function categoryTarget(text: string): TimeBlockCategory | undefined {
  const m = /\b(?:as|to|into|be|is|was|actually|now)\s+(?:a|an)?\s*(focus|meeting|break|completed|done)\b(?:\s+block)?/i.exec(text);
  if (!m) return undefined;
  const word = m[1].toLowerCase() === 'done' ? 'completed' : m[1].toLowerCase();
  return (TIME_BLOCK_CATEGORIES as readonly string[]).includes(word) ? (word as TimeBlockCategory) : undefined;
}

/**
 * A change to a block the user already has: the block found by its title, time, kind or "it"; the change from the
 * verb's meaning and what follows the block's name. Null when the message names no block or no change.
 */
export function blockChange(e: Entities, options: UnderstandOptions): Intent | null {
  const s = e.verbs.senses;
  const making = /^(?:(?:please|can\s+you|could\s+you)\s+)?(?:make|set|change|have|let)\b/i.test(e.text) && (e.when.minutes !== undefined || e.when.start !== undefined || /\b(?:start|end|finish|last|longer|shorter)\b/i.test(e.text) || categoryTarget(` ${e.text}`) !== undefined);
  const toTime = e.blocks.length > 0 && !s.has('add') && /\s(?:to|till|until)\s+(?:\d|noon|midnight|tomorrow|today|\w+day\b)/i.test(e.text);
  const restart = e.blocks.length > 0 && /\b(?:start|begin|end|finish)s?\s+(?:at|by)\s+\d/i.test(e.text);
  const change = s.has('move') || s.has('resize') || s.has('delete') || s.has('rename') || making || toTime || restart || e.shift !== undefined || /\bis\s+now\b|\bmark\b|\bwas\s+actually\b/i.test(e.text);
  if (!change) return null;
  const split = SPLIT.exec(` ${e.text} `);
  const refText = split ? ` ${e.text} `.slice(0, split.index) : e.text;
  const rest = split ? ` ${e.text} `.slice(split.index + split[0].length).trim() : '';
  const target = refOf(e, refText, options);
  if (!target) return null;
  if (s.has('delete') && !s.has('move')) return { intent: 'delete-block', target };
  const rename = /\b(?:rename|retitle|relabel|call\s+it|title\s+it|change\s+the\s+(?:title|name)\s+(?:of\s+.+?\s+)?to)\b/i.test(e.text);
  if (rename) {
    const title = /\s(?:to|as)\s+["']?(.+?)["']?\s*$/i.exec(e.text)?.[1];
    return title ? { intent: 'edit-block', target, title } : { intent: 'clarify', question: 'What should the new title be?' };
  }
  const category = categoryTarget(` ${e.text}`);
  if (category && !/\d/.test(rest)) return { intent: 'edit-block', target, category };
  if (e.shift !== undefined && !/\bby\b/i.test(e.text)) return { intent: 'move-block', target, shift: e.shift };
  const by = /\b(?:extend|lengthen|stretch|shorten|cut|trim|reduce)\b.*\bby\b/i.test(e.text) ? e.when.minutes : undefined;
  if (by !== undefined) return { intent: 'resize-block', target, by: /\b(?:shorten|cut|trim|reduce)\b/i.test(e.text) ? -by : by };
  if (e.shift !== undefined) return { intent: 'move-block', target, shift: e.shift };
  const goal = targetOf(rest, options);
  const endWords = /\b(?:end|finish|wrap\s+up|run|go|last|extend|stretch|until|till)\b/i.test(` ${split?.[0] ?? ''} ${refText}`) && !/\bstart/i.test(split?.[0] ?? '');
  const minutes = e.when.minutes ?? goal.minutes;
  if (minutes !== undefined && !goal.start && (s.has('resize') || /\b(?:make|change|set)\b/i.test(e.text))) return { intent: 'resize-block', target, minutes };
  const explicit = explicitMeridiem(rest);
  const loose = explicit ? {} : { loose: true };
  if (goal.start && endWords) return { intent: 'resize-block', target, end: goal.start, ...loose };
  if (goal.start || goal.date || goal.partOfDay) {
    return {
      intent: 'move-block',
      target,
      ...(goal.date ? { date: goal.date } : {}),
      ...(goal.start ? { start: goal.start, ...loose } : {}),
      ...(goal.partOfDay && !goal.start ? { partOfDay: goal.partOfDay } : {}),
      ...(goal.end ? { end: goal.end } : {}),
    };
  }
  if (s.has('delete')) return { intent: 'delete-block', target };
  return { intent: 'clarify', question: `What should change about ${target.title ? `"${target.title}"` : 'that block'}? For example "move it to 4pm" or "make it an hour".` };
}
