import Fuse from 'fuse.js';
import { FILLER_WORDS, stem, wordsOf } from './words.js';
import { tellingStems as telling, titleScore } from './things.js';

export interface NamedTask {
  id: string;
  title: string;
}

export type TaskMatch<T extends NamedTask> = { task: T } | { many: T[] } | { none: true };

/** The telling words of a title or a reference to one, as stems: "the proposal draft" → proposal, draft. */
export const tellingStems = (text: string): string[] =>
  wordsOf(text)
    .filter((w) => !FILLER_WORDS.has(w) && w !== 'task' && w !== 'todo')
    .map(stem);

/** Whether a title's words hold a word: the same stem, or a slip in a longer word forgiven by fuse.js. */
function holds(have: Set<string>, word: string): boolean {
  if (have.has(word)) return true;
  if (word.length < 5) return false;
  const long = [...have].filter((h) => h.length >= 4);
  return new Fuse(long, { threshold: 0.25, ignoreLocation: true }).search(word).length > 0;
}

/**
 * The task words name: the one titled exactly so, else those whose title holds every telling word, else those
 * holding most of them. Two or more equally good are all returned, to ask which. `withoutVerb` leaves the title's
 * first word (its verb) out, for words that already said what was done ("the booking", "car insurance renewed").
 */
export function findTask<T extends NamedTask>(tasks: readonly T[], words: string, options: { withoutVerb?: boolean } = {}): TaskMatch<T> {
  const query = words.trim().toLowerCase();
  const exact = tasks.filter((t) => t.title.trim().toLowerCase() === query);
  if (exact.length === 1) return { task: exact[0] };
  const wanted = tellingStems(words);
  if (wanted.length === 0) return { none: true };
  const scored = tasks
    .map((t) => {
      const stems = tellingStems(t.title);
      const first = wordsOf(t.title)[0];
      const have = new Set(options.withoutVerb && first && !FILLER_WORDS.has(first) ? stems.slice(1) : stems);
      const hits = wanted.filter((w) => holds(have, w)).length;
      return { t, hits, all: hits === wanted.length };
    })
    .filter((s) => s.hits > 0);
  const complete = scored.filter((s) => s.all);
  const best = complete.length > 0 ? complete : scored.filter((s) => s.hits * 2 > wanted.length);
  if (best.length === 0) return { none: true };
  if (best.length === 1) return { task: best[0].t };
  const top = Math.max(...best.map((s) => s.hits));
  const leaders = best.filter((s) => s.hits === top).map((s) => s.t);
  return leaders.length === 1 ? { task: leaders[0] } : { many: leaders };
}

/** An open task as understanding sees it: enough to name it, tell it from the others and say what changes. */
export interface KnownTask extends NamedTask {
  relationshipId?: string | null;
  dueDate?: string | null;
  priority?: string;
  estimateMinutes?: number | null;
  labels?: readonly string[];
}

/**
 * The open tasks a message names, best first, scored by the telling words of their titles it holds (words of time
 * never count: "friday" does not name "Book the restaurant for Friday"), a slip forgiven on longer words.
 */
export function tasksNamed<T extends NamedTask>(text: string, tasks: readonly T[]): { task: T; score: number }[] {
  const said = telling(text);
  // A task is named by what it is about, not by its verb alone: "renew passport" does not name "Renew the car insurance".
  const about = (title: string) => (telling(title).length >= 2 ? title.replace(/^\s*\S+\s+/, '') : title);
  return tasks
    .map((task) => ({ task, score: titleScore(said, about(task.title)) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score);
}
