import Fuse from 'fuse.js';
import type { TimeBlockCategory } from '../../../../shared/schemas/time-blocks.js';
import { COMMON_WORDS, FILLER_WORDS, stem, wordsOf } from './words.js';

/** A block as understanding sees it: enough to name it and tell it from the others. */
export interface KnownBlock {
  id: string;
  occurrence: string | null;
  rrule: string | null;
  date: string;
  hour: number;
  minute?: number;
  duration: number;
  title: string;
  category: TimeBlockCategory;
}

export interface KnownGoal {
  id: string;
  title: string;
}

export const blockKey = (b: Pick<KnownBlock, 'id' | 'occurrence'>) => `${b.id}@${b.occurrence ?? ''}`;

/** Words that say when or how, never what: they never name a block or a goal. */
const TIME_WORDS = new Set(
  (
    'today tomorrow tonight yesterday morning afternoon evening night week weekend month monday tuesday wednesday thursday friday saturday sunday ' +
    'am pm at on by until till from to next last this that earlier later back forward instead now then same time hour hours minute minutes half ' +
    'move moved push pushed shift shifted reschedule bring make change changed extend shorten cut delete remove cancel drop scrap clear end start ' +
    'rename mark set put add schedule block new actually is was be it its goal goals progress milestone milestones done finished complete percent ' +
    'every each starting january february march april june july august september october november december ' +
    'jan feb mar apr jun jul aug sep sept oct nov dec'
  ).split(/\s+/),
);

const key = (w: string) => stem(w.replace(/-/g, ''));
const telling = (w: string) => !FILLER_WORDS.has(w) && !TIME_WORDS.has(w) && !/^\d+(?:[:.]\d{2})?(?:am|pm)?$/.test(w) && w !== 'with';

/** The words of a title that tell it apart: "Write quarterly report" → write, quarterly, report. */
export const tellingStems = (text: string) => wordsOf(text).filter(telling).map(key);

/** How well a message's words name a title: shared telling words, a slip forgiven by fuse.js on longer words. */
export function titleScore(message: string[], title: string): number {
  const mine = new Set(message);
  const theirs = tellingStems(title);
  let score = 0;
  for (const t of new Set(theirs)) if (mine.has(t)) score += 1;
  if (score === 0 && theirs.length) {
    const fuse = new Fuse(
      theirs.filter((t) => t.length >= 5),
      { threshold: 0.25, includeScore: true },
    );
    for (const m of mine) if (m.length >= 5 && !COMMON_WORDS.has(m) && fuse.search(m).length) score += 0.5;
  }
  return score;
}

/** The blocks whose titles the message names, best first, with their scores. */
export function blocksNamed<B extends KnownBlock>(text: string, blocks: readonly B[], ignore: readonly string[] = []): { block: B; score: number }[] {
  const skip = new Set(ignore.flatMap((w) => wordsOf(w)).map(key));
  const message = tellingStems(text).filter((w) => !skip.has(w));
  return blocks
    .map((block) => ({ block, score: titleScore(message, block.title) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score);
}

/** The goals the message names, best first. */
export function goalsNamed<G extends KnownGoal>(text: string, goals: readonly G[]): { goal: G; score: number }[] {
  const message = tellingStems(text);
  return goals
    .map((goal) => ({ goal, score: titleScore(message, goal.title) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score);
}

/** A kind of block named by a word: "meetings", "focus time", "breaks". */
export function categoryWord(text: string): TimeBlockCategory | undefined {
  const t = text.toLowerCase();
  if (/\b(?:meetings?|calls?|mtgs?)\b/.test(t)) return 'meeting';
  if (/\b(?:focus(?:ed)?|deep\s+work)\b/.test(t)) return 'focus';
  if (/\bbreaks?\b/.test(t)) return 'break';
  if (/\bcompleted\b/.test(t)) return 'completed';
  return undefined;
}
