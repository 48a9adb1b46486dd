import nlp from 'compromise';
import { mentionedPeople, type NamedPerson, type PersonMention } from './people.js';
import { blocksNamed, categoryWord, goalsNamed, type KnownBlock, type KnownGoal } from './things.js';
import { verbsOf, type Verbs } from './verbs.js';
import { readPeriod, readRepeat, readShift, readWhen, type Period, type Repeat, type When } from './when.js';
import { wordsOf } from './words.js';

/** The user's own things understanding matches words against. */
export interface Known {
  people: readonly NamedPerson[];
  goals: readonly KnownGoal[];
  /** Blocks and occurrences around today. */
  blocks: readonly KnownBlock[];
}

export const NOTHING_KNOWN: Known = { people: [], goals: [], blocks: [] };

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
}

/** Everything a message names: times, numbers, people, blocks and goals of the user's own, and its verbs by meaning. */
export interface Entities {
  text: string;
  words: string[];
  verbs: Verbs;
  /** Whether it is put as a question ("what…", "am I…", "…?"), not a request. */
  question: boolean;
  /** The dates and times read forward (a weekday is the coming one) and backward (the one just gone). */
  when: When;
  past: When;
  shift?: number;
  period?: Period;
  repeat?: Repeat;
  percent?: number;
  people: PersonMention<NamedPerson>[];
  blocks: { block: KnownBlock; score: number }[];
  goals: { goal: KnownGoal; score: number }[];
  category?: ReturnType<typeof categoryWord>;
  /** "it", "that", "this one": the thing just discussed. */
  pronoun: boolean;
  /** The message adds something and then says more of it ("add a piano lesson thursday, it's at 5:15"). */
  describesNew: boolean;
  /** Said of the past: a past-tense verb or a past time. */
  pastTense: boolean;
}

const QUESTION_START =
  /^(?:total|avg|average|mean|what|whats|what's|when|whens|how|hows|how's|who|whos|who's|why|which|where|any|anything|show|tell|list|give\s+me\s+(?:a|my|the)\s+(?:summary|recap|review|rundown|list)|(?:is|are|am|do|does|did|was|were|have|has|had)\s+(?:i|you|my|the|there|it|we|this|that|anything|something|he|she|they|\w+day|today|tomorrow|tonight))\b/i;
/** A polite request put as a question: "would you mind…", "can you…", "could I get…". */
export const POLITE =
  /^(?:(?:hey|hi|hello|ok(?:ay)?|so|oh|um+)\s*,?\s+)*(?:(?:can|could|would|will)\s+(?:you|ya|we)\s+(?:please\s+)?(?:mind\s+|be\s+able\s+to\s+|kindly\s+)?|(?:would|will|is)\s+it\s+be\s+(?:ok(?:ay)?|alright|possible)\s+(?:to|if\s+(?:you|i|we))\s+|is\s+it\s+(?:ok(?:ay)?|alright)\s+(?:to|if\s+(?:you|i|we))\s+|any\s+chance\s+(?:you\s+)?(?:could|can)\s+|(?:do\s+you\s+)?think\s+you\s+(?:could|can)\s+|(?:can|could|may)\s+i\s+(?:get|have|book|add)\s+|is\s+it\s+possible\s+to\s+|(?:do\s+you\s+)?mind\s+|would\s+it\s+be\s+possible\s+to\s+|i'?d\s+(?:like|love)\s+(?:you\s+)?to\s+|i\s+(?:want|need)\s+(?:you\s+)?to\s+|please\s+|pls\s+)/i;

/** A request that ends in "?" but opens with what to do: "put yoga on sat at 9?", "move the dentist to 5?". */
export const CHANGE_FIRST =
  /^(?:(?:hey|hi|ok(?:ay)?|so|oh|um+|please)\s*,?\s+)*(?:add|put|book|move|shift|push|pull|bring|reschedule|delete|remove|cancel|drop|scrap|rename|extend|shorten|make|set|change|mark|pop|pencil|slot|squeeze)\b/i;

const PAST_WORDS =
  /\b(?:yesterday|ago|last\s+(?:night|week|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|earlier|this\s+morning|just\s+now|just|over\s+the\s+weekend)\b/i;

/** "add a piano lesson on thursday, it's at 5:15": an "it" after what the message itself adds is that new thing. */
const ITSELF =
  /\b(?:add|book|schedule|put\s+in|pencil\s+in|set\s+up|create|plan)\s+(?:in\s+)?(?:a|an|my|the|some)\s+\w+[^.?!]*?[,;-]\s*(?:and\s+)?(?:it|that)(?:'s|\s+is|\s+will\s+be|\s+starts?|\s+lasts?|\s+runs?|\s+goes|\s+needs|\s+takes)\b/i;

/**
 * A question, not a request: opens as one, or ends in "?" with no request in it. A request can come last, after what
 * it is about: "budget planning was really a meeting, could you change its category please?".
 */
function isQuestion(text: string): boolean {
  if (QUESTION_START.test(text)) return !POLITE.test(text);
  const last = text.split(/[,;.!:]\s+|\s+-\s+/).pop() ?? text;
  return /\?\s*$/.test(text) && ![text, last].some((clause) => CHANGE_FIRST.test(clause) || POLITE.test(clause));
}

function percentIn(text: string): number | undefined {
  const m = /(\d{1,3}(?:\.\d+)?)\s*(?:%|percent\b|per\s*cent\b|pc\b)/i.exec(text);
  return m ? Number(m[1]) : undefined;
}

function pastTenseOf(said: string, verbs: Verbs): boolean {
  if (PAST_WORDS.test(said)) return true;
  // A participle after a present "is" or "are" says how things stand ("what's blocked out on friday", "is it booked"), not what was done.
  const text = said.replace(/\b(?:am|is|are|isn't|aren't|'m|'re|'s)\s+(?:(?:it|they|already|still|all)\s+)?\w+ed\b/gi, ' ');
  // compromise knows the irregular past forms a list would miss ("took dad out", "gave mum a ring").
  const past =
    /\b(?:\w+ed|rang|saw|met|spoke|sent|wrote|caught|had|went|came|did|got|grabbed|bumped|dropped|hung|ran|ate)\b/i.test(text) || nlp(text).has('#PastTense');
  return past && !/\b(?:will|going\s+to|gonna|need\s+to|have\s+to|should|want\s+to)\b/i.test(text) && verbs.lemmas.length > 0;
}

export function extractEntities(text: string, known: Known, options: UnderstandOptions): Entities {
  const verbs = verbsOf(text);
  const when = readWhen(text, options.today, { locale: options.locale });
  const past = readWhen(text, options.today, { locale: options.locale, forward: false });
  const people = mentionedPeople(text, known.people);
  return {
    text,
    words: wordsOf(text),
    verbs,
    question: isQuestion(text),
    when,
    past,
    shift: readShift(text).minutes,
    period: readPeriod(text, options.today),
    repeat: readRepeat(text, options.today),
    percent: percentIn(text),
    people,
    blocks: blocksNamed(
      text,
      known.blocks,
      people.filter((p) => p.strength >= 3).map((p) => p.words),
    ),
    goals: goalsNamed(text, known.goals),
    category: categoryWord(text),
    pronoun: /\b(?:it|that|this(?:\s+one)?|that\s+one|the\s+last\s+one)\b/i.test(text) && !ITSELF.test(text),
    describesNew: ITSELF.test(text),
    pastTense: pastTenseOf(text, verbs),
  };
}
