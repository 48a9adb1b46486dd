import nlp from 'compromise';
import { findTask, type NamedTask, type TaskMatch } from './task-match.js';
import { wordsOf } from './words.js';

/** Verbs people use for one another's to-dos: "reserved the restaurant" finishes "Book the restaurant". */
const SYNONYMS: string[][] = [
  ['book', 'reserve', 'arrange', 'schedule'],
  ['renew', 'extend'],
  ['sort', 'organise', 'organize', 'file', 'tidy'],
  ['write', 'draft', 'submit', 'send'],
  ['call', 'ring', 'phone'],
  ['buy', 'order', 'pick'],
  ['pay', 'settle'],
  ['email', 'message', 'text'],
  ['clean', 'tidy'],
  ['fix', 'repair'],
];

/** Words that say a thing is finished, wherever they sit in the sentence ("I did the car insurance renewal"). */
const DONE_WORDS =
  /\b(?:did|done|finished|complete|completed|sorted(?:\s+out)?|ticked\s+off|checked\s+off|crossed\s+off|taken\s+care\s+of|dealt\s+with|out\s+of\s+the\s+way|off\s+(?:my|the)\s+list|wrapped\s+up|got\s+through|handled)\b/i;
/** "tick off X", "cross X off", "check X off", "mark X as done". */
const TICK = /^(?:please\s+)?(?:tick|cross|check|strike|mark)\b/i;
/** A question or a plan is never a statement that something is done. */
const NOT_DONE =
  /^(?:is|are|was|were|have|has|had|did|do|does|what|when|which|who|how|why|should|can|could|will|would|shall)\b|\?\s*$|\b(?:need\s+to|have\s+to|gotta|must|remind|forget|will|going\s+to|not|haven'?t|hasn'?t|didn'?t|isn'?t|aren'?t|yet)\b/i;
/** Words that carry no part of a task's name in a statement that it is done. */
const SAID = new Set(
  (
    "i ive i've we've we have has had did just finally already all got get gotten is are was were been be its it's that this those them " +
    'done finished finish complete completed sorted out ticked checked crossed tick check cross strike mark marked off as list ' +
    'taken care dealt handled wrapped up through way yay woo yes great ok okay so now today yesterday tonight earlier one ones with'
  ).split(/\s+/),
);

/** Words that point at a task without naming it: "I booked it", "all of that". */
const PRONOUNS = new Set(['it', 'that', 'this', 'them', 'those', 'these', 'the', 'my', 'a', 'an', 'for', 'of', 'to', 'about', 'everything', 'thing', 'stuff']);

const formsCache = new Map<string, string[]>();
/** The past forms of a verb: "write" → wrote, written; "book" → booked. */
function pastForms(verb: string): string[] {
  const cached = formsCache.get(verb);
  if (cached) return cached;
  const c = (nlp(verb).verbs().conjugate() as Record<string, string>[])[0];
  const regular = verb.endsWith('e') ? `${verb}d` : `${verb}ed`;
  const forms = [c?.PastTense, c?.Participle, regular, c?.Gerund, `${verb}ing`].filter((f): f is string => !!f).map((f) => f.toLowerCase());
  formsCache.set(verb, forms);
  return forms;
}

/** The verbs a task's own verb stands for: its own and its synonyms. */
const verbFamily = (verb: string): string[] => [verb, ...(SYNONYMS.find((g) => g.includes(verb)) ?? [])];
const verbOf = (title: string): string => wordsOf(title)[0] ?? '';

/**
 * A statement that something is done ("tax receipts done", "renewed the car insurance", "boiler service booked",
 * "tick off the boiler", "I booked it"), matched to the user's open tasks: by the past form of a task's own verb or
 * a synonym, and by the words of its title. Null when the message does not say a task of the user's is done.
 */
export function finishedTask<T extends NamedTask>(text: string, tasks: readonly T[]): TaskMatch<T> | null {
  if (tasks.length === 0 || NOT_DONE.test(text)) return null;
  const words = wordsOf(text);
  // Each past or present form of a task's verb (or a synonym) said, with the tasks it names.
  const byVerb = new Map<string, T[]>();
  const verbWords = new Set<string>();
  for (const t of tasks) {
    for (const v of verbFamily(verbOf(t.title))) {
      // "renewed", "booked", and the verb made a noun: "the insurance renewal", "the booking".
      const said = words.find(
        (w, i) =>
          pastForms(v).includes(w) || (w === v && i === 0) || (v.length >= 4 && w !== v && w.startsWith(v) && /^(?:al|ment|ing|ings)$/.test(w.slice(v.length))),
      );
      if (!said) continue;
      verbWords.add(said);
      byVerb.set(said, [...(byVerb.get(said) ?? []), t]);
    }
  }
  if (!DONE_WORDS.test(text) && !TICK.test(text) && byVerb.size === 0) return null;
  const ref = words.filter((w) => !SAID.has(w) && !verbWords.has(w)).join(' ');
  const named = [...new Set([...byVerb.values()].flat())];
  const pool = named.length > 0 ? named : tasks;
  if (!ref.trim() || wordsOf(ref).every((w) => PRONOUNS.has(w))) return named.length === 0 ? null : named.length === 1 ? { task: named[0] } : { many: named };
  const found = findTask(pool, ref, { withoutVerb: true });
  if (!('none' in found) || named.length === 0) return 'none' in found ? null : found;
  const any = findTask(tasks, ref, { withoutVerb: true });
  return 'none' in any ? null : any;
}

/**
 * The tasks a statement says are done: one, or several named apart ("done: report and insurance"), each found as if
 * said alone. Empty when the message says no task of the user's is done.
 */
export function finishedTasks<T extends NamedTask>(text: string, tasks: readonly T[]): TaskMatch<T>[] {
  const whole = finishedTask(text, tasks);
  if (whole && !('none' in whole)) return [whole];
  if (NOT_DONE.test(text) || (!DONE_WORDS.test(text) && !TICK.test(text))) return whole ? [whole] : [];
  const done = wordsOf(text)
    .filter((w) => !SAID.has(w))
    .join(' ');
  const items = done.split(/\s*(?:,|\band\b|&|\+)\s*/).filter((item) => item.trim());
  if (items.length < 2) return [];
  const found = items.map((item) => findTask(tasks, item, { withoutVerb: true }));
  return found.every((f) => 'task' in f) ? found : [];
}
