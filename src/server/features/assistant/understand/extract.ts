import nlp from 'compromise';
import { findCues, type Cues } from './cue-engine.js';
import { CUES, type CueName } from './cues.js';
import { mentionedPeople, type NamedPerson, type PersonMention } from './people.js';
import { readQuantities, type Quantities } from './quantities.js';
import { blocksNamed, categoryWord, goalsNamed, type KnownBlock, type KnownGoal } from './things.js';
import { tasksNamed, type KnownTask, type TaskMatch } from './task-match.js';
import { finishedTasks } from './task-done.js';
import { readRepeat as readTaskRepeat } from '../../../../shared/repeat-phrase.js';
import { interactionTypeOf, verbsOf, type Verbs } from './verbs.js';
import { readGoalAmounts, type GoalAmounts } from './goal-amounts.js';
import type { InteractionType } from '../../../../shared/schemas/relationships.js';
import { readPeriod, readRepeat, readShift, readWhen, type Period, type Repeat, type TimeReading } from './when.js';
import { wordsWithSpans, type Found, type Span, type Word } from './text.js';
import { wordsOf } from './words.js';
import { metricIn, metricsIn } from './vocabulary.js';
import { normalise } from './normalise.js';
import type { HealthMetricKey } from '../../../../shared/health-metrics.js';
import { tellingStems, titleScore } from './things.js';

/** A milestone of a goal the user named, as understanding sees it. */
export interface KnownMilestone {
  goalId: string;
  goalTitle: string;
  index: number;
  title: string;
  done: boolean;
  dueDate: string | null;
}

/** The user's own things understanding matches words against. */
export interface Known {
  people: readonly NamedPerson[];
  goals: readonly KnownGoal[];
  /** Blocks and occurrences around today. */
  blocks: readonly KnownBlock[];
  /** The open tasks. */
  tasks: readonly KnownTask[];
  /** The goals' named milestones. */
  milestones: readonly KnownMilestone[];
}

export const NOTHING_KNOWN: Known = { people: [], goals: [], blocks: [], tasks: [], milestones: [] };

export interface UnderstandOptions {
  /** The user's today (in their time zone). */
  today: string;
  /** The request's language: en-US reads 3/5 as March 5. */
  locale?: string;
  /** Minutes since the user's midnight, to tell a time still to come today from one gone. */
  nowMinutes?: number;
  /** The last reply asked about a change it proposed ("What time should "Swim" start?"): a bare time or day answers it. */
  answering?: boolean;
  /** A block was just added, changed or asked about: words that name no block ("2 hours", "move to 5") are about it. */
  discussed?: boolean;
  /** A contact or a health value was just logged for a day: "it was yesterday actually" says its day again. */
  logged?: boolean;
}

/** Everything one request says, read once: its cue phrases, times, numbers, people and the user's things it names. */
export interface Reading {
  /** The request as normalised, with the words a follow-up opens with ("actually", "sorry, I meant") taken off. */
  text: string;
  /** Where `text` starts in the message: the request's place among the parts of a message asking several things. Every span of the reading is in `text`'s own places. */
  offset: number;
  /** The message opened with a follow-up's words. */
  followUp: boolean;
  /** The whole message as the user typed it, before it was normalised: a new name is kept in its words. */
  typed?: string;
  words: Word[];
  /** The words lower-cased, a possessive "'s" dropped. */
  plain: string[];
  verbs: Verbs;
  cues: Cues<CueName>;
  /** Put as a question ("what…", "am I…", "…?"), not a request. */
  question: boolean;
  /** The days and times read forward (a weekday is the coming one) and backward (the one just gone). */
  when: TimeReading;
  past: TimeReading;
  shift?: Found<number>;
  period?: Period;
  repeat?: Repeat;
  percent?: number;
  quantities: Quantities;
  /** The people named, and whether the message says something was done with them ("with Ana"). */
  people: (PersonMention<NamedPerson> & { together: boolean })[];
  /** The kind of contact the words describe: a call, a message, a meeting. */
  interactionType?: InteractionType;
  /** The health metric the words name first by its kind, and every one in the order said. */
  metric?: HealthMetricKey;
  metricsSaid: { metric: HealthMetricKey; at: number }[];
  /** How far along the goal it names the words say it is. */
  goalAmounts: GoalAmounts;
  /** The named milestones the words name, best first: `of` is how many telling words the title has. */
  milestones: { milestone: KnownMilestone; score: number; of: number }[];
  blocks: { block: KnownBlock; score: number }[];
  /** The blocks whose titles name a person the message names ("Dinner with Maya" for "my sister"). */
  blocksWithPeople: KnownBlock[];
  goals: { goal: KnownGoal; score: number }[];
  tasks: { task: KnownTask; score: number }[];
  /** The open tasks a statement says are done ("tax receipts done", "done: report and insurance"). */
  finished: TaskMatch<KnownTask>[];
  /** How often a task repeats, as a task's line says it ("every 3 days", "monthly"). */
  taskRepeat?: Found<string>;
  /** The labels the user's tasks carry, so a bare label word can be read as one ("call HMRC, low prio, admin"). */
  knownLabels: Set<string>;
  /** A kind of block named by a word: "meetings", "focus time". */
  category?: ReturnType<typeof categoryWord>;
  /** "it", "that", "this one": the thing just discussed. */
  pronoun: boolean;
  /** The message adds something and then says more of it ("add a piano lesson thursday, it's at 5:15"). */
  describesNew: boolean;
  /** Said of the past: a past-tense verb or a past time. */
  pastTense: boolean;
}

const strip = (s: string) => s.replace(/[.!,;]+$/g, '').trim();

/**
 * A question, not a request: opens as one, or ends in "?" with no request in it. A request can come last, after what
 * it is about: "budget planning was really a meeting, could you change its category please?".
 */
function isQuestion(cues: Cues<CueName>): boolean {
  if (cues.has('question-start')) return !cues.has('polite');
  return cues.has('question-mark') && !cues.has('change-first') && !cues.has('polite') && !cues.has('last-clause-request');
}

function pastTenseOf(text: string, cues: Cues<CueName>, verbs: Verbs): boolean {
  if (cues.has('past-words')) return true;
  // A participle after a present "is" or "are" says how things stand, not what was done.
  const said = text.replace(new RegExp(CUES['state-participle'].source, 'gi'), ' ');
  // compromise knows the irregular past forms a list would miss ("took dad out", "gave mum a ring").
  const past = CUES['past-form'].test(said) || nlp(said).has('#PastTense');
  return past && !cues.has('future-words') && verbs.lemmas.length > 0;
}

/** The request with the words a follow-up opens with taken off, and how many characters those were. */
export function withoutOpener(said: string): { text: string; offset: number } {
  const m = CUES.opener.exec(said);
  if (!m) return { text: said, offset: 0 };
  const rest = said.slice(m[0].length);
  const trimmed = rest.trimStart();
  return trimmed ? { text: strip(trimmed), offset: m[0].length + rest.length - trimmed.length } : { text: said, offset: 0 };
}

/**
 * Reads one request once: its cue phrases, days and times (forward and backward), lengths, shifts, periods, repeats,
 * quantities, verbs, and the people, blocks, goals and tasks of the user's it names, each with the words it covers.
 * Every later step works from this reading and never from the words again.
 */
export function extract(said: string, known: Known, options: UnderstandOptions, offset = 0): Reading {
  const { text, offset: opened } = withoutOpener(strip(said));
  const at = offset + opened;
  const cues = findCues(CUES, text);
  const verbs = verbsOf(text);
  const people = mentionedPeople(text, known.people).map((p) => ({
    ...p,
    together: new RegExp(String.raw`\bwith\s+(?:my\s+)?${p.words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\b`, 'i').test(text),
  }));
  const shift = readShift(text);
  const when = readWhen(text, options.today, { locale: options.locale });
  return {
    text,
    offset: at,
    followUp: opened > 0,
    words: wordsWithSpans(text),
    plain: wordsOf(text),
    verbs,
    cues,
    question: isQuestion(cues),
    when,
    past: readWhen(text, options.today, { locale: options.locale, forward: false }),
    ...(shift.minutes !== undefined && shift.span ? { shift: { value: shift.minutes, span: shift.span } } : {}),
    period: readPeriod(text, options.today),
    repeat: readRepeat(text, options.today),
    percent: cues.has('percent') ? Number(cues.group('percent')) : undefined,
    quantities: readQuantities(text, options.today, when),
    people,
    interactionType: interactionTypeOf(text, verbs),
    metric: metricIn(text),
    metricsSaid: metricsIn(text),
    goalAmounts: readGoalAmounts(text, goalsNamed(text, known.goals)[0]?.goal.title, when.start !== undefined || when.date !== undefined),
    milestones: milestonesNamed(text, known.milestones),
    blocks: blocksNamed(
      text,
      known.blocks,
      people.filter((p) => p.strength >= 3).map((p) => p.words),
    ),
    blocksWithPeople: blocksNamed(people.map((p) => p.person.name.split(/\s+/)[0]).join(' '), known.blocks).map((b) => b.block),
    goals: goalsNamed(text, known.goals),
    tasks: tasksNamed(text, known.tasks),
    finished: finishedTasks(text, known.tasks),
    ...taskRepeatOf(text),
    knownLabels: new Set(known.tasks.flatMap((t) => t.labels ?? []).map((l) => l.toLowerCase())),
    category: categoryWord(text),
    pronoun: cues.has('pronoun') && !cues.has('describes-new'),
    describesNew: cues.has('describes-new'),
    pastTense: pastTenseOf(text, cues, verbs),
  };
}

function taskRepeatOf(text: string): { taskRepeat?: Found<string> } {
  const read = readTaskRepeat(text);
  return read ? { taskRepeat: { value: read.rrule, span: { from: read.at, to: read.at + read.length } } } : {};
}

/** The named milestones a message names, by the telling words of their titles it holds. */
function milestonesNamed(text: string, milestones: readonly KnownMilestone[]): Reading['milestones'] {
  const said = tellingStems(text);
  return milestones
    .map((milestone) => ({ milestone, score: titleScore(said, milestone.title), of: new Set(tellingStems(milestone.title)).size }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || b.score / b.of - a.score / a.of);
}

/** The part of a reading's text a span covers, for a title or a name. */
export const wordsIn = (r: Reading, span: Span) => r.text.slice(span.from, span.to);

/** Words that only answer the app's own buttons and questions, or ask for help or a conversion. */
export type Control = { intent: 'undo' } | { intent: 'confirm' } | { intent: 'cancel' } | { intent: 'help' } | { intent: 'convert'; value: string };

function controlIn(text: string): Control | undefined {
  const t = strip(text).replace(/^(?:ok(?:ay)?|oh|um+|hmm+)\s*,?\s+(?=\S)/i, '');
  if (CUES.undo.test(t)) return { intent: 'undo' };
  if (CUES.yes.test(t) || CUES['yes-again'].test(t)) return { intent: 'confirm' };
  if (CUES.no.test(t)) return { intent: 'cancel' };
  const convert = CUES.convert.exec(t);
  const value = convert?.slice(1).find((g) => g !== undefined);
  if (value !== undefined) return { intent: 'convert', value: value.replace(/,/g, '') };
  if (CUES.help.test(t)) return { intent: 'help' };
  return undefined;
}

/** A message read once: its control words, the whole request, and each part of one that asks several things. */
export interface Message {
  /** The message normalised. */
  said: string;
  control?: Control;
  /** "cancel that", "scrap it": drops what was just proposed, or takes back what was just done. */
  takeBack: boolean;
  whole: Reading;
  /** The parts of a message asking several things ("add yoga thu 7am and move the 1:1 to 2:30"), each read alone. */
  clauses: Reading[];
  /** The message divided at every joint ("half marathon at 55% and read 12 books at 3"), each read alone. */
  pieces: Reading[];
}

const DAY = String.raw`mon|tue|wed|thu|fri|sat|sun|today|tomorrow|tmrw`;

/** Words that open a request of their own: where a message asking several things divides. */
const ACTION =
  /^(?:add|put|book|schedule|pencil|move|shift|push|pull|bring|reschedule|delete|remove|cancel|drop|scrap|clear|rename|make|set|change|mark|tick|untick|log|record|remind|plan|extend|shorten|messaged|texted|emailed|called|rang|phoned|met|saw|spoke|facetimed|slept|also)\b|^i(?:'ve|\s+have)?\s+(?:just\s+|also\s+)?(?:\w+ed|did|had|drank|ran|swam|met|saw|spoke|went|got|took|read|slept|finished|walked|rang)\b|^(?:mood|energy|stress|weight|steps)\b/i;
/** Verbs a part without one borrows from the part before: "move the client call to 11:30 and the roadmap to 2". */
const SHARED_VERB = /^(move|shift|push|pull|bring|reschedule|put|make|set|change|delete|cancel|tick|mark)\b/i;
const JOINT = /\s*(?:,\s*and\s+(?:then\s+)?|,\s*then\s+|;\s*|\s+and\s+then\s+|\s+then\s+|\s+and\s+also\s+|\s+and\s+|,\s*also\s+|,\s+)/gi;

/** A part that is only another day and time: "fri 7-8am" of "add gym thu 7-8am and fri 7-8am". */
const WHEN_ONLY = new RegExp(
  String.raw`^(?:on\s+)?(?:${DAY})\w*\s+(?:at\s+|from\s+)?\d[\d:.]*\s*(?:am|pm)?(?:\s*(?:-|to|till|until)\s*\d[\d:.]*\s*(?:am|pm)?)?$`,
  'i',
);
/** What a part that is only a day and time borrows from the one before: its words up to its own day ("add gym"). */
const BEFORE_DAY = new RegExp(String.raw`^(.+?)\s+(?:on\s+)?(?:${DAY})\w*\b`, 'i');

/**
 * Where a message divides into requests of their own, each part's words and where it starts; `every` divides at each
 * joint, not only before a word that opens a request.
 */
function clausesOf(text: string, every = false): { text: string; at: number }[] {
  const parts: { text: string; at: number }[] = [];
  let from = 0;
  for (const m of text.matchAll(JOINT)) {
    const next = text.slice(m.index + m[0].length);
    const first = text.slice(from, m.index);
    const borrow = SHARED_VERB.exec(parts[0]?.text ?? first)?.[1];
    // "set half marathon to 60% and side project to 10%": a part with a new value and no verb of its own.
    const elided = borrow && /\s(?:to|on|at)\s+\S/i.test(next) && !/^(?:\d|to|on|at)\b/i.test(next);
    // "move lunch to 12:30 and make it 45 minutes": a part about "it" says more of the same change.
    // "log that I messaged sam" opens a request of its own.
    const sameThing = /^\w+\s+(?:it|that|this|them)\b(?!\s+(?:i|i'd|i've|we|my|he|she|they)\b)/i.test(next);
    // "add gym thurs 7am, fri 7am and sat 8am": each day and time alone up to the next joint is a part.
    const until = next.search(new RegExp(JOINT.source, 'i'));
    const whenOnly = WHEN_ONLY.test(until < 0 ? next : next.slice(0, until));
    if ((!ACTION.test(next) && !elided && !whenOnly && !every) || sameThing) continue;
    parts.push({ text: first, at: from });
    from = m.index + m[0].length;
  }
  if (parts.length === 0) return [];
  parts.push({ text: text.slice(from), at: from });
  const out: { text: string; at: number }[] = [];
  parts.forEach((p, i) => {
    const borrow = SHARED_VERB.exec(parts[0].text)?.[1];
    // The words before the day come from the part before, itself perhaps given them: "sat 8am" after "fri 7am".
    const lead = WHEN_ONLY.test(p.text) ? BEFORE_DAY.exec(out[i - 1]?.text ?? '')?.[1] : undefined;
    if (i > 0 && lead) out.push({ text: `${lead} ${p.text}`, at: p.at });
    else out.push(i > 0 && borrow && !ACTION.test(p.text) ? { text: `${borrow} ${p.text}`, at: p.at } : p);
  });
  return out;
}

/**
 * Reads a message once: normalised, its control words found, the request read whole, and, when it asks several
 * things, each part read as a request of its own. Nothing after this reads the words again.
 */
export function readMessage(message: string, known: Known, options: UnderstandOptions): Message {
  const said = strip(normalise(message));
  const body = withoutOpener(said).text;
  const control = controlIn(said) ?? (body !== said ? controlIn(body) : undefined);
  const whole = { ...extract(said, known, options), typed: message };
  const read = (c: { text: string; at: number }) => ({ ...extract(c.text, known, options, whole.offset + c.at), typed: message });
  const clauses = control ? [] : clausesOf(whole.text).map(read);
  const pieces = control ? [] : clausesOf(whole.text, true).map(read);
  return { said, ...(control ? { control } : {}), takeBack: CUES['take-back'].test(said), whole, clauses, pieces };
}
