import type { TimeBlockCategory } from '../../../../../shared/schemas/time-blocks.js';
import type { CueName } from '../cues.js';
import type { Reading } from '../extract.js';
import type { ChangeIntent } from '../intents.js';
import { within, type Span } from '../text.js';
import { tellingStems } from '../things.js';

/** The words said within some parts of a request, in order, as one phrase. */
export const wordsOfSpans = (r: Reading, spans: Span[]) =>
  r.words
    .filter((w) => spans.some((s) => within(w.span, s)))
    .map((w) => w.text)
    .join(' ');

/** The telling words (as stems) said within some parts of a request: those that could name a block, a goal or a task. */
export const stemsIn = (r: Reading, spans: Span[]) => tellingStems(wordsOfSpans(r, spans));

const CATEGORY_WORD: Record<string, TimeBlockCategory> = {
  focus: 'focus',
  focused: 'focus',
  meeting: 'meeting',
  break: 'break',
  completed: 'completed',
  complete: 'completed',
  done: 'completed',
  finished: 'completed',
};

/** The ways a new kind is said, tried in this order. */
const KIND_TO: CueName[] = ['category-to', 'category-make-block', 'category-make', 'category-make-it', 'category-mark', 'category-put', 'category-section'];
const NOT_A_KIND = /^(?:today|tomorrow|tonight|yesterday|\w+day|morning|afternoon|evening|night|noon|midnight|am|pm|on|at|in|the|it|that|this)$/;

/** The kind a block should become, said within a part of the request: one of the four, or `unknown` for a word that is none ("health"). */
export function categoryTarget(r: Reading, span: Span): TimeBlockCategory | { unknown: string } | undefined {
  for (const name of KIND_TO) {
    const word = r.cues.group(name, 1, span);
    if (word) return CATEGORY_WORD[word.toLowerCase()];
  }
  const word = (r.cues.group('category-other', 1, span) ?? r.cues.group('category-not', 1, span))?.toLowerCase();
  if (!word || NOT_A_KIND.test(word)) return undefined;
  return CATEGORY_WORD[word] ?? { unknown: word };
}

/** A kind of block named by a word within a part of the request: "meetings", "focus time", "breaks". */
export function kindIn(r: Reading, span: Span): TimeBlockCategory | undefined {
  if (r.cues.has('kind-meeting', span)) return 'meeting';
  if (r.cues.has('kind-focus', span)) return 'focus';
  if (r.cues.has('kind-break', span)) return 'break';
  if (r.cues.has('kind-completed', span)) return 'completed';
  return undefined;
}

/** The day a change is on, as its words said it: a block's new day, or the day of the block it changes. */
function daySaid(c: ChangeIntent, r: Reading): string | undefined {
  if (c.intent === 'add-block') return r.when.date && !r.repeat ? c.date : undefined;
  if (c.intent === 'change-block') return c.date ?? c.target.date;
  if (c.intent === 'delete-block') return c.target.date;
  return undefined;
}

/**
 * "friday: move the roadmap to 3pm and put a break in at 2:30", "delete the standup tomorrow and add a focus block
 * 9-10 instead": a new block said with no day of its own is on the day the part before it was about.
 */
export function daysFromBefore(readings: Reading[], parts: ChangeIntent[][]): ChangeIntent[][] {
  let day: string | undefined;
  return parts.map((changes, i) => {
    const r = readings[i];
    const out = changes.map((c) => (c.intent === 'add-block' && day && !r.when.date && !r.repeat ? { ...c, date: day } : c));
    day = out.map((c) => daySaid(c, r)).find(Boolean) ?? day;
    return out;
  });
}
