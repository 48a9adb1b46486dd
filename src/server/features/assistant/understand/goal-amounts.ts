import nlp from 'compromise';
import type { Span } from './text.js';
import { tellingStems } from './things.js';
import { readNumber } from './when.js';
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
  // "two more milestones", "finished another book": a step on from where the goal stands, in any of its units.
  const more = new RegExp(
    String.raw`\b${NUM}\s+more\s+${UNIT}\b|\b(another)\s+(?:[\w-]+\s+){0,2}?${UNIT}\b|\b(next)\s+(?:[\w-]+\s+){0,2}?milestone\b|\bone\s+more\b`,
  ).exec(t);
  if (more) return { more: more[1] === 'another' || more[2] === 'another' || !more[1] ? 1 : (readNumber(more[1]) ?? 1) };
  const nth = /\bmilestones?\s+(?:no\.?\s*|number\s+|#)?(\d{1,2})\b/.exec(t) ?? /\b(\d{1,2})(?:st|nd|rd|th)\s+milestone\b/.exec(t);
  if (nth) return { milestones: Number(nth[1]) };
  const of = /\b(\d{1,2})\s*(?:\/|of|out\s+of)\s*(?:the\s+|my\s+)?12\b/.exec(t);
  if (of) return { milestones: Number(of[1]) };
  // "4 done now", "6 finished": a count said done, of the goal's own units.
  const doneCount = /\b(\d{1,2})\s+(?:done|finished|complete(?:d)?|read|ticked)\b/.exec(t);
  if (doneCount && Number(doneCount[1]) <= 12) return { milestones: Number(doneCount[1]) };
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
  const sign = /(?:^|\s)([+-])(\d{1,2})\b(?!\s*(?:%|am|pm|:))/.exec(t);
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

/** Shares of the way, as milestones of the twelve: a third of the way is 4 of 12, not 33% (3 of 12). */
const FRACTIONS: [RegExp, number][] = [
  [/\b(?:three\s+quarters|3\s*\/\s*4)\b/, 9],
  [/\b(?:a|one)\s+quarter\b|\b1\s*\/\s*4\b/, 3],
  [/\btwo\s+thirds\b|\b2\s*\/\s*3\b/, 8],
  [/\b(?:a|one)\s+third\b|\b1\s*\/\s*3\b/, 4],
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
  const said = [...text.matchAll(units), ...text.matchAll(new RegExp(byVerb.source, 'gi'))].map((m) => readNumber(m[1]));
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

/** How far along a goal the words say it is, read once against the goal they name. */
export interface GoalAmounts {
  /** Milestones said as done, or as left ("one milestone left" is eleven done). */
  milestones?: number;
  /** Milestones added or taken back from where the goal stands. */
  more?: number;
  /** A percentage added or taken away ("up 10%"). */
  percentMore?: number;
  /** A share said in words ("three quarters of the way"), in milestones of the twelve. */
  fraction?: number;
  /** A bare level: up to 12 milestones, above that a percentage. */
  level: { milestones?: number; percent?: number };
  /** The goal's own unit counted ("4 books" of "Read 12 books"). */
  units?: number;
  halfway: boolean;
  done: boolean;
  /** The goal's own verb said as done: "launched the side project". */
  titleVerbDone: boolean;
  span: Span;
}

const HALFWAY = /\bhalf\s*way\b|\bhalf\s+(?:done|there|through|finished)\b|\b50\s*\/\s*50\b/i;
const DONE = /\b(?:done|finished|complete|completed|achieved|accomplished|nailed|smashed|crushed)\b|\bticked\s+off\b/i;

/**
 * The amounts a message gives of a goal's progress, read with the goal it names: milestones, steps, levels,
 * percentages, fractions and the goal's own units. A time or day said ("book the vet at 11") is never a count.
 */
export function readGoalAmounts(text: string, goalTitle: string | undefined, timed: boolean): GoalAmounts {
  // "4 guitar milestones", "another guitar milestone": the goal's own words read past.
  const titleWords = goalTitle ? new Set(tellingStems(goalTitle)) : new Set<string>();
  const found = milestonesIn(text);
  const read =
    found.milestones === undefined && found.more === undefined
      ? milestonesIn(
          wordsOf(text)
            .filter((w) => !titleWords.has(stem(w)))
            .join(' '),
        )
      : found;
  const units = goalTitle && read.milestones === undefined && read.more === undefined ? unitsIn(text, goalTitle) : undefined;
  const untimed = goalTitle !== undefined && !timed;
  const step = untimed ? milestoneStep(text) : undefined;
  const level = untimed && step === undefined && read.milestones === undefined && read.more === undefined && units === undefined ? levelIn(text) : {};
  return {
    ...(step !== undefined ? { more: step } : read),
    ...(units !== undefined && step === undefined ? { milestones: units } : {}),
    ...(goalTitle ? { percentMore: percentStep(text) } : {}),
    fraction: fractionIn(text),
    level,
    units,
    halfway: HALFWAY.test(text),
    done: DONE.test(text),
    titleVerbDone: goalTitle ? titleVerbDone(text, goalTitle) : false,
    span: { from: 0, to: text.length },
  };
}
