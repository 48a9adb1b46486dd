import type { TimeBlockCategory } from '../../../../../shared/schemas/time-blocks.js';
import type { CueName } from '../cues.js';
import type { Reading } from '../extract.js';
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
