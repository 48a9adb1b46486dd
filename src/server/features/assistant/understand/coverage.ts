import { normalise } from './normalise.js';
import type { Reading } from './extract.js';
import type { ChangeIntent } from './intents.js';
import { meets, type Span } from './text.js';
import { INTERACTION_VERBS, METRIC_WORDS } from './vocabulary.js';
import { tellingStems } from './things.js';
import { COMMON_WORDS, FILLER_WORDS, stem } from './words.js';

/** Words that carry no content of their own in a request: its asking, its fillers, its shorthand. */
const REQUEST_WORDS = new Set(
  (
    "pls plz u ur im i'm i've ive i'll i'd it'll it's that's there's we're you're don't dont can't cant won't hey hi " +
    'note log logged record mark marked tick ticked update updated sure sorted cheers thx ta got gotten already ' +
    'today tomorrow yesterday tonight morning afternoon evening monday tuesday wednesday thursday friday saturday sunday ' +
    'mon tue tues wed thu thur thurs fri sat sun due by deadline priority prio estimate est high low normal urgent ' +
    'task tasks todo to-do list item done finished complete completed goal goals progress milestone milestones percent ' +
    'category focus break meeting completed instead rather so far total fyi btw oh oops hmm um anyway ' +
    'shorter longer earlier later sooner forward back ahead series whole entire occurrence occurrences all'
  ).split(/\s+/),
);

/** Words that make a change relative to what is there ("another", "more"): read only by a change that is a step. */
const STEP_WORDS = new Set(['another', 'more', 'extra', 'additional', 'further', 'else']);

const near = (a: string, b: string) => a === b || stem(a) === stem(b) || (a.length >= 4 && b.length >= 4 && a.slice(0, 4) === b.slice(0, 4));

/** A change that is a step from where things stand, so "another" and "more" belong to it. */
function isStep(intent: ChangeIntent): boolean {
  switch (intent.intent) {
    case 'goal-progress':
      return intent.moreMilestones !== undefined || intent.morePercent !== undefined;
    case 'change-block':
      return intent.shift !== undefined || intent.lengthBy !== undefined || intent.endShift !== undefined || intent.days !== undefined;
    default:
      return false;
  }
}

/** The ways a clock time the change took may have been said: "17", "5", "5:30", "17:30". */
function clockWords(t: { hour: number; minute: number } | undefined): string[] {
  if (!t) return [];
  const mm = String(t.minute).padStart(2, '0');
  const hours = [t.hour, t.hour % 12 || 12];
  return hours.flatMap((h) => (t.minute ? [`${h}:${mm}`, `${h}.${mm}`, `${h}${mm}`] : [String(h), `${h}:00`]));
}

/** A number of minutes as it may have been said: "90", "1.5", "2" (hours). */
function amountWords(minutes: number | undefined): string[] {
  if (minutes === undefined) return [];
  const m = Math.abs(minutes);
  return [String(m), ...(m % 30 === 0 ? [String(m / 60)] : [])];
}

/** "gym: 7 instead of 6", "friday not thursday": the words after the old value's marker say what it was. */
function oldValues(r: Reading): string[] {
  const at = r.text.search(/\b(?:not|instead\s+of|rather\s+than)\b/i);
  return at < 0 ? [] : r.words.filter((w) => w.span.from > at).map((w) => w.lower);
}

/** The titles and names a change stands on: the words that say which thing, or what it becomes. */
function namesOf(r: Reading, intent: ChangeIntent): string[] {
  switch (intent.intent) {
    case 'change-block':
    case 'delete-block': {
      const named = r.blocks.filter((b) => intent.target.named?.some((k) => k.startsWith(`${b.block.id}@`)));
      const { target } = intent;
      const edit =
        intent.intent === 'change-block'
          ? [
              // A new name kept as typed ("bday") stands on the words it was read as ("birthday").
              normalise(intent.title ?? ''),
              intent.category ?? '',
              ...clockWords(intent.start),
              // "start at 11:30, keep the end": the words naming the start and the end that stays are read.
              ...(intent.start || intent.shift !== undefined ? ['start'] : []),
              ...(intent.keepEnd ? ['end', 'finish'] : []),
              ...clockWords(intent.end),
              ...[intent.length, intent.lengthBy, intent.shift, intent.endShift].flatMap(amountWords),
            ]
          : [];
      const at = target.hour !== undefined ? clockWords({ hour: target.hour, minute: target.minute ?? 0 }) : [];
      return [...named.map((b) => b.block.title), target.title ?? '', ...at, ...edit, ...oldValues(r)];
    }
    case 'complete-task':
      return [intent.title];
    case 'change-task':
      return [intent.title, intent.rename ?? '', intent.priority ?? ''];
    case 'log-interaction':
      return [...r.people.filter((p) => p.person.id === intent.person).map((p) => p.words), intent.person, intent.note ?? '', intent.type];
    case 'goal-progress': {
      // Only the numbers it took: "ticked off 7 of the 12" read as all done leaves the 7 unread.
      const amounts = [intent.progress, intent.milestones, intent.moreMilestones, intent.morePercent].filter((n) => n !== undefined);
      return [...r.goals.filter((g) => g.goal.id === intent.goal).map((g) => g.goal.title), ...amounts.map((n) => String(Math.abs(n)))];
    }
    case 'log-health':
      return [intent.metric, intent.unit ?? ''];
    case 'milestone':
      return [intent.title, intent.rename ?? ''];
    default:
      return [];
  }
}

/** The spans of the reading a change took its values from: days and times always; a length only when it has one. */
function spansOf(r: Reading, intent: ChangeIntent): Span[] {
  const lengthUsed =
    (intent.intent === 'change-block' && [intent.length, intent.lengthBy, intent.end, intent.shift, intent.endShift].some((v) => v !== undefined)) ||
    (intent.intent === 'change-task' && intent.estimateMinutes !== undefined) ||
    intent.intent === 'log-health' ||
    intent.intent === 'shift-many';
  const length = r.when.spans.minutes;
  const taken = r.when.taken.filter((s) => lengthUsed || !length || s.from !== length.from || s.to !== length.to);
  const health = intent.intent === 'log-health' ? r.quantities.health.map((h) => h.span) : [];
  const task = intent.intent === 'change-task' ? [intent.priority ? r.quantities.priority?.span : undefined] : [];
  const estimate = intent.intent === 'change-task' && intent.estimateMinutes !== undefined ? [r.quantities.estimate?.span] : [];
  return [...taken, ...(r.shift ? [r.shift.span] : []), ...health, ...task, ...estimate].filter((s): s is Span => s !== undefined);
}

/** The words an interaction or a metric is named by ("rang", "texted", "slept", "cups"). */
function vocabularyOf(intent: ChangeIntent): RegExp[] {
  if (intent.intent === 'log-interaction') return INTERACTION_VERBS.map(([, re]) => re);
  if (intent.intent === 'log-health') return METRIC_WORDS.filter(([m]) => m === intent.metric).map(([, re]) => re);
  return [];
}

/** Words that ask for something rather than name it: in a new thing's title they mean the request itself was taken for one. */
const ASKING_WORDS = new Set([
  'put',
  'add',
  'find',
  'fit',
  'move',
  'task',
  'tasks',
  'slot',
  'todo',
  'schedule',
  'reschedule',
  'what',
  'which',
  'how',
  'why',
  'who',
  'quarter',
  'past',
]);

/**
 * The words of a new block's or task's title that the reading also read as something typed (a day, a time, a length,
 * a health value, a priority) or that ask rather than name, and the typed values a new task left unused.
 */
function misplaced(r: Reading, title: string, unused: Span[]): string[] {
  const typed = [
    ...r.when.taken,
    ...r.quantities.health.map((h) => h.span),
    ...[r.quantities.priority, r.quantities.estimate].flatMap((f) => (f ? [f.span] : [])),
  ];
  const inTitle = new Set(
    title
      .toLowerCase()
      .split(/[^\p{L}\p{N}:.]+/u)
      .filter(Boolean),
  );
  const doubled = r.words.filter((w) => typed.some((s) => meets(w.span, s)) && inTitle.has(w.lower)).map((w) => w.lower);
  const asking = [...inTitle].filter((w) => ASKING_WORDS.has(w));
  const left = r.words.filter((w) => unused.some((s) => meets(w.span, s))).map((w) => w.lower);
  // "task 'draft Q2 OKRs', high": a title given in quotes is the whole title; words added to it were meant as something else.
  const quoted = /(?:^|\s)['"‘“]([^'"’”]+)['"’”]/
    .exec(r.text)?.[1]
    .toLowerCase()
    .split(/[^\p{L}\p{N}:.]+/u);
  const added = quoted ? [...inTitle].filter((w) => !quoted.includes(w)) : [];
  return [...new Set([...doubled, ...asking, ...left, ...added])];
}

/**
 * The content words of a request that a change to what the user already has did not account for: not part of a day,
 * time or amount it used, nor of the thing it changes, nor a verb, a filler or a word of asking. A change that
 * leaves any is shown for Confirm, never made at once: an unread word may be the part of the request that was missed.
 */
export function unreadWords(r: Reading, intent: ChangeIntent): string[] {
  const doubt = [...samePerson(r), ...otherContact(r, intent), ...(r.when.doubtful ?? []), ...weekGuessed(r, intent), ...lengthAgainstVerb(r, intent)];
  return [...new Set([...doubt, ...unaccounted(r, intent)])];
}

/** "move dinner to next week": a week said with no day, so the day in it is a guess. */
function weekGuessed(r: Reading, intent: ChangeIntent): string[] {
  if (intent.intent !== 'change-block' || r.cues.has('weekday')) return [];
  const moved = intent.date !== undefined || intent.days !== undefined;
  return moved && r.cues.has('next-week') ? [r.cues.get('next-week')!.text] : [];
}

const LONGER = new Set(['extend', 'lengthen', 'stretch']);
const SHORTER = new Set(['shorten', 'cut', 'trim', 'reduce']);

/** "extend it … 30 min" read as a new length shorter than the block: the verb and the length disagree. */
function lengthAgainstVerb(r: Reading, intent: ChangeIntent): string[] {
  if (intent.intent !== 'change-block' || intent.length === undefined) return [];
  const block = r.blocks.find((b) => intent.target.named?.some((k) => k.startsWith(`${b.block.id}@`)))?.block;
  if (!block) return [];
  const now = block.duration * 60;
  const verb = r.verbs.lemmas.find((l) => (LONGER.has(l) && intent.length! < now) || (SHORTER.has(l) && intent.length! > now));
  return verb ? [verb] : [];
}

/** "R Hale" when two people are Hales: a name that fits two of the user's people equally. */
function samePerson(r: Reading): string[] {
  const best = r.people[0];
  if (!best) return [];
  const tied = r.people.filter((p) => p.strength === best.strength && p.words === best.words);
  return tied.length > 1 ? [best.words] : [];
}

/** "Note that I met up with Ana": words of another kind of contact than the one logged. */
function otherContact(r: Reading, intent: ChangeIntent): string[] {
  if (intent.intent !== 'log-interaction') return [];
  return INTERACTION_VERBS.filter(([type]) => type !== intent.type).flatMap(([, re]) => re.exec(r.text)?.[0] ?? []);
}

/** A new block said with more days or times than it took, or a kind or a length it did not keep. */
function blockLeftovers(r: Reading, d: Extract<ChangeIntent, { intent: 'add-block' }>): string[] {
  const placed = [d.start, d.end].filter((t) => t !== undefined).map((t) => t.hour * 60 + t.minute);
  const others = r.when.times.filter((t) => !placed.includes(t.value.hour * 60 + t.value.minute) && !/lunch/i.test(r.text.slice(t.span.from, t.span.to)));
  const times = placed.length > 0 && others.length > 0 ? others.map((t) => r.text.slice(t.span.from, t.span.to)) : [];
  const dates = new Set(r.when.dates.map((f) => f.value)).size > 1 ? r.when.dates.map((f) => r.text.slice(f.span.from, f.span.to)) : [];
  const kind = r.category && r.category !== d.category ? [r.category] : [];
  const length =
    r.quantities.estimate && d.minutes === undefined && !d.end ? [r.text.slice(r.quantities.estimate.span.from, r.quantities.estimate.span.to)] : [];
  // "sprint planning monday -> 2pm": a new block titled as one the user has is more likely that one moved.
  const existing = r.blocks.filter((b) => {
    if (b.block.date !== d.date) return false;
    const title = tellingStems(b.block.title);
    const mine = tellingStems(d.title);
    return title.length > 0 && title.every((w) => mine.includes(w));
  });
  return [...times, ...dates, ...kind, ...length, ...existing.slice(0, 1).map((b) => b.block.title)];
}

function unaccounted(r: Reading, intent: ChangeIntent): string[] {
  if (intent.intent === 'add-block') return [...misplaced(r, intent.title, []), ...blockLeftovers(r, intent)];
  if (intent.intent === 'add-task') {
    const { estimateMinutes, priority } = intent.task;
    const length = r.when.spans.minutes ? { span: r.when.spans.minutes } : undefined;
    const unused = [estimateMinutes === undefined ? (r.quantities.estimate ?? length) : undefined, priority === undefined ? r.quantities.priority : undefined];
    return misplaced(
      r,
      intent.task.title,
      unused.filter((f) => f !== undefined).map((f) => f.span),
    );
  }
  if (intent.intent === 'plan-day') return [];
  const spans = spansOf(r, intent);
  const names = namesOf(r, intent)
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}\p{N}:]+/u)
    .filter(Boolean);
  const vocabulary = vocabularyOf(intent);
  const step = isStep(intent);
  // "extend the report block by an hour" read as something with no length: the length said is left over, however common its words.
  const length = r.when.spans.minutes;
  const lengthLeft = length && !spans.some((s) => s.from === length.from && s.to === length.to) ? [r.text.slice(length.from, length.to)] : [];
  const unread = r.words
    .filter((w) => !spans.some((s) => meets(w.span, s)) && !(lengthLeft.length && length && meets(w.span, length)))
    .map((w) => w.lower.replace(/'s$|'$/, '').replace(/[.:-]+$/, ''))
    .filter((w) => {
      if (!w || (STEP_WORDS.has(w) && step)) return false;
      if (STEP_WORDS.has(w)) return true;
      if (COMMON_WORDS.has(w) || FILLER_WORDS.has(w) || REQUEST_WORDS.has(w)) return false;
      if (r.verbs.lemmas.some((l) => near(w, l))) return false;
      if (names.some((n) => near(w, n))) return false;
      return !vocabulary.some((re) => re.test(w));
    });
  return [...lengthLeft, ...unread];
}
