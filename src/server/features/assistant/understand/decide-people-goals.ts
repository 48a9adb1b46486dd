import nlp from 'compromise';
import { shiftDate } from '../../../../shared/dates.js';
import { asksChange } from './decide-change.js';
import type { Entities, UnderstandOptions } from './entities.js';
import type { ChangeIntent, Intent } from './intents.js';
import { interactionTypeOf } from './verbs.js';
import { readNumber } from './when.js';
import { tellingStems } from './things.js';
import { stem, wordsOf } from './words.js';

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
};
const NUM = String.raw`(\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|another)`;

const UNIT = String.raw`(?:milestones?|books?|lessons?|chapters?|songs?|steps?|modules?|races?|runs?|levels?|ones?|notches?)`;

/** What is left rather than done: "one milestone left", "only 2 to go", "3 books remaining" of the goal's twelve. */
function leftIn(t: string): number | undefined {
  const m = new RegExp(String.raw`\b${NUM}\s+(?:more\s+)?(?:${UNIT}\s+)?(?:left|to\s+go|remaining|still\s+to\s+(?:do|go))\b`).exec(t);
  const n = m && m[1] !== 'another' ? readNumber(m[1]) : undefined;
  return n !== undefined && n <= 12 ? 12 - n : undefined;
}

/** Milestones the words give: "milestone 5", "5 of 12", "7 milestones done", "two more milestones", "my third book". */
function milestonesIn(text: string): { milestones?: number; more?: number } {
  const t = text.toLowerCase();
  const left = leftIn(t);
  if (left !== undefined) return { milestones: left };
  const more = new RegExp(String.raw`\b${NUM}\s+more\s+milestones?\b|\b(another)\s+milestone\b|\bone\s+more\b`).exec(t);
  if (more) return { more: more[1] === 'another' || more[2] === 'another' || !more[1] ? 1 : (readNumber(more[1]) ?? 1) };
  const nth = /\bmilestones?\s+(?:no\.?\s*|number\s+|#)?(\d{1,2})\b/.exec(t) ?? /\b(\d{1,2})(?:st|nd|rd|th)\s+milestone\b/.exec(t);
  if (nth) return { milestones: Number(nth[1]) };
  const of = /\b(\d{1,2})\s*(?:\/|of|out\s+of)\s*12\b/.exec(t);
  if (of) return { milestones: Number(of[1]) };
  const count = new RegExp(String.raw`\b${NUM}\s+milestones?\b`).exec(t);
  if (count && count[1] !== 'another') return { milestones: readNumber(count[1]) ?? 1 };
  const ordinal = new RegExp(String.raw`\b(${Object.keys(ORDINALS).join('|')})\s+(?:book|lesson|chapter|song|step|module|race|run|milestone)\b`).exec(t);
  if (ordinal) return { milestones: ORDINALS[ordinal[1]] };
  const nthNumber = /\b(\d{1,2})(?:st|nd|rd|th)\s+(?:book|lesson|chapter|song|step|module|race|run)\b/.exec(t);
  if (nthNumber) return { milestones: Number(nthNumber[1]) };
  const numbered =
    /\b(?:finished|read|done|completed|did)\s+(?:the\s+)?(?:book|lesson|chapter|module|step)\s+(?:no\.?\s*|number\s+|#)?(\d{1,2})\b(?!\s*(?:am|pm|min|hour|h\b|:))/.exec(
      t,
    );
  if (numbered) return { milestones: Number(numbered[1]) };
  const unitDone =
    /\b(?:book|lesson|chapter|module|step|song)\s+(?:no\.?\s*|number\s+|#)?(\d{1,2})\s+(?:is\s+)?(?:done|finished|read|completed|complete)\b/.exec(t);
  if (unitDone) return { milestones: Number(unitDone[1]) };
  return {};
}

const STEP = String.raw`(\d{1,2}|an?|one|two|three|four|five|six|another)`;

/**
 * Milestones added or taken back, relative to where the goal stands: "up one", "up by 2", "+1", "two more books",
 * "back one", "down a milestone", "knock one off". More is positive; "back to 5" is a level, never a step.
 */
export function milestoneStep(text: string): number | undefined {
  const t = text.toLowerCase();
  const count = (word: string) => (word === 'another' ? 1 : (readNumber(word) ?? 1));
  const sign = /(?:^|\s)([+-])\s*(\d{1,2})\b(?!\s*(?:%|am|pm|:))/.exec(t);
  if (sign) return sign[1] === '+' ? Number(sign[2]) : -Number(sign[2]);
  const up = new RegExp(String.raw`\b(?:up|forward|ahead)\s+(?:by\s+)?(?:another\s+)?${STEP}(?:\s+(?:more\s+)?${UNIT})?\b`).exec(t);
  if (up) return count(up[1]);
  const down = new RegExp(String.raw`\b(?:down|back)\s+(?:by\s+)?${STEP}(?:\s+${UNIT})?\b`).exec(t);
  if (down && !/\bback\s+to\b/.test(t)) return -count(down[1]);
  const off = new RegExp(String.raw`\b(?:take|knock|remove|subtract)\s+(?:\w+\s+){0,3}?${STEP}\s+(?:${UNIT}\s+)?(?:off|away|from)\b`).exec(t);
  if (off) return -count(off[1]);
  const fewer = new RegExp(String.raw`\b${STEP}\s+(?:fewer|less)\s+${UNIT}?`).exec(t);
  if (fewer) return -count(fewer[1]);
  const more = new RegExp(String.raw`\b${STEP}\s+(?:more|extra)\s+${UNIT}\b`).exec(t);
  if (more) return count(more[1]);
  return undefined;
}

/**
 * A level said as a bare number: "set reading back to 5", "guitar should be 4 not 2" (up to 12 is milestones),
 * "bump running up to 70" (more than 12 is a percentage).
 */
function levelIn(text: string): { milestones?: number; percent?: number } {
  const t = text.toLowerCase().replace(/,?\s*\b(?:not|instead\s+of|rather\s+than)\s+\d{1,3}\b/g, ' ');
  const m = /\b(?:to|be|at|now|is\s+(?:at|on))\s+(\d{1,3})\b(?!\s*(?:%|percent|am|pm|[:.]\d|(?:st|nd|rd|th)\b|hours?|minutes?|mins?|h\b|o'?clock))/.exec(t);
  const n = m ? Number(m[1]) : undefined;
  if (n === undefined || n > 100) return {};
  return n <= 12 ? { milestones: n } : { percent: n };
}

/** A percentage added or taken away: "up 10%", "add 15% to", "another 5%", "10% more", "down by 5%"; a level ("up to 70%") is not one. */
export function percentStep(text: string): number | undefined {
  const t = text.toLowerCase();
  const PCT = String.raw`(\d{1,3})\s*(?:%|percent\b|per\s*cent\b)`;
  const up = new RegExp(
    String.raw`(?:\bup\s+(?:by\s+)?(?:another\s+)?|(?:^|\s)\+\s*|\badd(?:ed|ing)?\s+(?:(?:an)?other\s+)?|\banother\s+|\bgained\s+|\bincreased?\s+(?:it\s+)?(?:by\s+)?)${PCT}`,
  ).exec(t);
  if (up) return Number(up[1]);
  const after = new RegExp(String.raw`${PCT}\s+(?:more|further|closer|extra)\b`).exec(t);
  if (after) return Number(after[1]);
  const down = new RegExp(
    String.raw`(?:\bdown\s+(?:by\s+)?|(?:^|\s)-\s*|\b(?:take|knock)\s+(?:off\s+)?|\bminus\s+|\blost\s+|\bdecreased?\s+(?:it\s+)?(?:by\s+)?)${PCT}`,
  ).exec(t);
  return down ? -Number(down[1]) : undefined;
}

const FRACTIONS: [RegExp, number][] = [
  [/\b(?:three\s+quarters|3\s*\/\s*4)\b/, 75],
  [/\b(?:a|one)\s+quarter\b|\b1\s*\/\s*4\b/, 25],
  [/\btwo\s+thirds\b|\b2\s*\/\s*3\b/, 67],
  [/\b(?:a|one)\s+third\b|\b1\s*\/\s*3\b/, 33],
];

/** A share said in words: "three quarters of the way", "a third done". */
function fractionIn(text: string): number | undefined {
  const t = text.toLowerCase();
  if (!/\b(?:of\s+the\s+way|done|through|there|finished|complete[d]?|in)\b/.test(t)) return undefined;
  return FRACTIONS.find(([re]) => re.test(t))?.[1];
}

/** "5 books" of "Read 12 books": the goal's own unit counted, one milestone each. */
function unitsIn(text: string, title: string): number | undefined {
  const unit = /\b12\s+([a-z]+)/i.exec(title)?.[1]?.toLowerCase();
  if (!unit) return undefined;
  const count = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
  // "I've read 4 now", "finished 5 so far" of "Read 12 books": the title's own verb or a done word with a count is that many.
  const verb = wordsOf(title)[0] ?? '';
  const forms = [
    'finished',
    'completed',
    'done',
    verb,
    `${verb}ed`,
    `${verb}d`,
    ...((nlp(verb).verbs().conjugate() as Record<string, string>[]).flatMap((c) => [c.PastTense, c.Participle]) ?? []),
  ];
  const byVerb = new RegExp(
    String.raw`\b(?:${forms.filter(Boolean).join('|')})\s+(?:only\s+|just\s+)?${count}\b(?!\s*(?:%|percent|am|pm|[:.]\d|hours?|minutes?|mins?|days?|weeks?|times?))`,
    'i',
  );
  const units = new RegExp(String.raw`\b${count}\s+${unit.replace(/s$/, '')}s?\b`, 'gi');
  // 12 is the title's own count ("halfway through reading 12 books"), never a count of what is done.
  const said = [...text.matchAll(units), ...text.matchAll(new RegExp(byVerb.source, 'gi'))].map((m) => readNumber(m[1]!));
  return said.find((n) => n !== undefined && n < 12);
}

/** The goal's own verb said as done: "launched the side project", "ran the half marathon". */
function titleVerbDone(text: string, title: string): boolean {
  const verb = wordsOf(title)[0];
  if (!verb || verb === 'read') return false;
  const past = { run: 'ran', write: 'wrote', learn: 'learnt' } as Record<string, string>;
  const forms = [`${verb}ed`, `${verb}d`, past[verb]].filter(Boolean);
  return wordsOf(text).some((w) => forms.includes(w));
}

/** Goal progress: a goal of the user's named with a percentage, milestones, "halfway" or "done". */
export function goalProgress(e: Entities): ChangeIntent | Intent | null {
  const goal = e.goals[0];
  const wordsGoal = /\bgoals?\b/i.test(e.text);
  // "4 guitar milestones", "another guitar milestone": the goal's own words read past.
  const titleWords = goal ? new Set(tellingStems(goal.goal.title)) : new Set<string>();
  const found = milestonesIn(e.text);
  const read =
    found.milestones === undefined && found.more === undefined
      ? milestonesIn(
          wordsOf(e.text)
            .filter((w) => !titleWords.has(stem(w)))
            .join(' '),
        )
      : found;
  const units = goal && read.milestones === undefined && read.more === undefined ? unitsIn(e.text, goal.goal.title) : undefined;
  if (units !== undefined) read.milestones = units;
  // A time or day said ("book the vet at 11") is never a count of milestones.
  const untimed = goal !== undefined && !e.when.start && !e.when.date;
  const step = untimed ? milestoneStep(e.text) : undefined;
  if (step !== undefined) {
    read.more = step;
    read.milestones = undefined;
  }
  const level = untimed && step === undefined && read.milestones === undefined && read.more === undefined ? levelIn(e.text) : {};
  if (level.milestones !== undefined) read.milestones = level.milestones;
  const milestones = read.milestones !== undefined && read.milestones <= 12 ? read.milestones : undefined;
  const more = read.more !== undefined && Math.abs(read.more) <= 12 ? read.more : undefined;
  const halfway = /\bhalf\s*way\b|\bhalf\s+(?:done|there|through|finished)\b|\b50\s*\/\s*50\b/i.test(e.text);
  const done =
    /\b(?:done|finished|complete|completed|achieved|accomplished|nailed|smashed|crushed)\b|\bticked\s+off\b/i.test(e.text) || e.verbs.senses.has('done');
  const percentMore = goal ? percentStep(e.text) : undefined;
  const percent = percentMore === undefined ? (e.percent ?? fractionIn(e.text) ?? level.percent) : undefined;
  if (!goal) {
    if (wordsGoal && (percent !== undefined || milestones !== undefined || more !== undefined)) {
      return { intent: 'clarify', question: 'Which goal do you mean? Name it, for example "set Learn guitar to 50%".' };
    }
    return null;
  }
  if (
    e.goals.length > 1 &&
    e.goals[1].score === goal.score &&
    (percent !== undefined || percentMore !== undefined || milestones !== undefined || more !== undefined || halfway || done)
  ) {
    return {
      intent: 'clarify',
      question: `Which goal do you mean: ${e.goals
        .filter((g) => g.score === goal.score)
        .map((g) => `"${g.goal.title}"`)
        .join(' or ')}?`,
    };
  }
  const title = goal.goal.id;
  if (percentMore !== undefined) return { intent: 'goal-progress', goal: title, morePercent: percentMore };
  if (percent !== undefined) return { intent: 'goal-progress', goal: title, progress: percent };
  if (more !== undefined) return { intent: 'goal-progress', goal: title, moreMilestones: more };
  if (milestones !== undefined) return { intent: 'goal-progress', goal: title, milestones };
  if (halfway) return { intent: 'goal-progress', goal: title, progress: 50 };
  if ((done || titleVerbDone(e.text, goal.goal.title)) && !e.question) return { intent: 'goal-progress', goal: title, progress: 100 };
  return null;
}

/** A time the words put in the future: a later day, or a time still to come today with no past tense. */
function saidOfFuture(e: Entities, options: UnderstandOptions): boolean {
  if (e.pastTense) return false;
  if (e.when.date && e.when.date > options.today && e.past.date !== e.when.date && !/\b(?:last|ago|yesterday)\b/i.test(e.text)) return true;
  if (/\b(?:tomorrow|next\s+\w+|tonight|later\s+today|this\s+(?:afternoon|evening)|some\s*time|at\s+some\s+point|soon)\b/i.test(e.text)) return true;
  return Boolean(e.when.start && options.nowMinutes !== undefined && e.when.start.hour * 60 + e.when.start.minute > options.nowMinutes && !e.when.date);
}

const LOG_WORDS = /^(?:log(?:ged)?|record(?:ed)?|note(?:\s+down)?|track|add)\b/i;
const CONTACT_NOUN =
  /\b(?:voice\s*mail|call|phone\s*call|chat|catch-?\s?up|coffee|lunch|dinner|breakfast|brunch|drinks?|tea|text|message|email|voice\s*note|visit|meeting|walk|facetime|video\s*call)\b/i;

/**
 * Being in touch: one of the user's people, a verb or noun of contact, and a time that is not to come. The
 * sentence's shape does not matter: "Leo rang me", "sent mum a voice note", "Ana and I grabbed lunch".
 */
export function contactLog(e: Entities, options: UnderstandOptions): ChangeIntent | Intent | null {
  const strong = e.people.filter((p) => p.strength >= 3);
  const people = strong.length ? strong : e.people.filter((p) => p.strength >= 1);
  const senses = e.verbs.senses;
  const contactVerb = senses.has('call') || senses.has('message') || senses.has('meeting');
  // "video call with grandma this morning", "a text from Sam today": the noun says the contact, the time that it happened.
  const saidDone =
    CONTACT_NOUN.test(e.text) && people.length > 0 && (e.pastTense || /\b(?:today|this\s+morning|earlier)\b/i.test(e.text)) && !e.verbs.senses.has('add');
  // "add a call with Mum" plans one; "add a call with Mum yesterday" logs it.
  const logged = (LOG_WORDS.test(e.text) && CONTACT_NOUN.test(e.text) && (e.pastTense || !/^add\b/i.test(e.text))) || saidDone;
  // "went for a run with Ana", "did the school run with my sister": something done with one of the user's people.
  const together = e.pastTense && people.some((p) => p.strength >= 3 && new RegExp(String.raw`\bwith\s+(?:my\s+)?${p.words}\b`, 'i').test(e.text));
  if (!contactVerb && !logged && !together) return null;
  // "add a meeting with Leo", "book lunch with Maya": a contact to plan, unless it is said as done.
  if (senses.has('add') && !e.pastTense) return null;
  // "dinner with Maya moved to saturday": a change to a block the user has, not a meeting.
  if (e.blocks[0] && e.verbs.lemmas.some((l) => ['move', 'reschedule', 'postpone', 'cancel', 'delete', 'shift', 'push'].includes(l)) && asksChange(e))
    return null;
  if (e.question || saidOfFuture(e, options)) return null;
  const type = interactionTypeOf(e.text, e.verbs) ?? 'meeting';
  if (people.length === 0) {
    // A name the user's people do not have: the log is tried, and its answer says so plainly.
    const name = /\b(?:with|to|from)\s+([A-Z][\w'-]+(?:\s+[A-Z][\w'-]+)?)/.exec(e.text)?.[1] ?? /^(?:i\s+)?(?:just\s+)?\w+\s+([A-Z][\w'-]+)/.exec(e.text)?.[1];
    return name && (e.pastTense || logged) ? { intent: 'log-interaction', person: name, type, date: dateOf(e, options) } : null;
  }
  const best = people.filter((p) => p.strength === people[0].strength);
  if (best.length > 1) {
    return {
      intent: 'clarify',
      question: `Who did you mean: ${best.map((p) => p.person.name).join(' or ')}?`,
      options: best.map((p) => ({ label: p.person.name, intent: { intent: 'log-interaction', person: p.person.id, type, date: dateOf(e, options) } })),
    };
  }
  const period = e.period;
  if (period && period.to < options.today && period.from !== period.to && (!e.past.date || e.past.weekend)) {
    const days = [period.from, period.to];
    return {
      intent: 'clarify',
      question: `Which day were you in touch with ${people[0].person.name}?`,
      options: days.map((d) => ({ label: d, intent: { intent: 'log-interaction', person: people[0].person.id, type, date: d } })),
    };
  }
  const note = /\babout\s+(.+?)[.!?]?$/i.exec(e.text)?.[1];
  return { intent: 'log-interaction', person: people[0].person.id, type, date: dateOf(e, options), ...(note ? { note } : {}) };
}

function dateOf(e: Entities, options: UnderstandOptions): string {
  if (/\blast\s+night\b/i.test(e.text)) return shiftDate(options.today, -1);
  let date = e.past.date ?? options.today;
  if (date > options.today) date = shiftDate(date, -7);
  return date;
}
