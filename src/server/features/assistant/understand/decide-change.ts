import { shiftDate } from '../../../../shared/dates.js';
import { TIME_BLOCK_CATEGORIES, type TimeBlockCategory } from '../../../../shared/schemas/time-blocks.js';
import type { Entities, UnderstandOptions } from './entities.js';
import type { BlockRef, ChangeIntent, Intent } from './intents.js';
import { blockKey, categoryWord, tellingStems, titleScore } from './things.js';
import { COMMON_WORDS, stem, wordsOf } from './words.js';
import { readNumber, readWhen, type ClockTime, type When } from './when.js';

/** Where the block named ends and what it becomes begins: "move X to Y", "X is now at Y", "make X start at Y". */
const SPLIT =
  /\s(?:to|till|until|til|instead\s+of|(?:is|are|'s)\s+(?:now|actually|really)(?:\s+at)?|(?:is|are|'s)\s+(?:at|from)(?=\s+\d)|now\s+at|needs?\s+to\s+be(?:\s+at)?|has\s+to\s+be(?:\s+at)?|start(?:s|ing)?\s+at|begin(?:s|ning)?\s+at|end(?:s|ing)?\s+at|finish(?:es|ing)?\s+at|needs\s+to\s+move\s+to|should\s+be(?:\s+at)?)\s/i;
/** A block named by its time: "my 3pm", "whatever I have at 4", "the 10am tomorrow". */
const BY_TIME =
  /\b(?:(?:my|the|whatever(?:'s|\s+is)?|what'?s|whatever\s+i\s+have|what\s+i\s+have|thing|block|one)(?:\s+(?:today|tomorrow|tonight|\w+day)(?:'?s)?)?|(?:today|tomorrow|tonight|\w+day)'?s)\s+(?:at\s+|on\s+at\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm)?(?![:.]?\d)(?!\s*(?:minutes?|hours?))\b/i;
/** "friday 10am has been moved to 11.30": a day and time leading a new time said as a fact name the block then. */
const LEAD_TIME =
  /^\s*(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:at\s+)?(\d{1,2})(?::(\d{2}))?\s*(am|pm)?(?![:.]?\d)(?!\s*(?:minutes?|hours?))\b/i;
/** A new time said of a block as a fact: "is now at 5", "got moved to 2", "has been pushed back". */
export const STATED_MOVE =
  /\b(?:is|are|'s|has\s+been|have\s+been|got|was|were|been)\s+(?:now\s+|just\s+)?(?:moved|pushed|changed|rescheduled|shifted|bumped|brought|pulled)\b|\b(?:is|are|'s)\s+now\s+(?:at\s+)?\d/i;
/** How a block is named by its time in these words. */
const timeRef = (said: string) => (STATED_MOVE.test(said) && !BY_TIME.test(said) ? LEAD_TIME : BY_TIME);

const DAYS_AMOUNT = String.raw`(\d{1,2}|an?|one|two|three|four|five|six)\s+(days?|weeks?)`;

/** A block's new state said as a fact or a need: "X is actually at 8", "my 10am needs to be at 11", "X should start at 2". */
export const REVISE =
  /\b(?:is|are|'s)\s+(?:now|actually|really)\b|\bwas\s+actually\b|\b(?:needs?|has)\s+to\s+(?:be|move|start|end|finish|go)\b|\bshould\s+(?:be|start|end|finish|move)\b|\binstead\b|\bnot\s+(?:at\s+)?\d|\bnot\s+(?:on\s+)?(?:today|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|\b(?:is|are|'s)\s+(?:at|from)\s+\d|\brather\s+than\b|\bmake\s+(?:it|that)\b|\bbe\s+(?:at|on)\b|\bdo\s+(?:it|the|my)\b[^.?!]{0,30}?\s(?:at|on)\s|\b(?:got\s+)?moved\b/i;

/** A new name given in words: "call it book club instead", "X should be called Y", "rename that to Y", "X is now called Y". */
const NEW_NAME =
  /(?:^|\s)(?:(?:should\s+be|is\s+(?:now\s+|actually\s+)?|'s\s+(?:now\s+)?|to\s+be|be)\s+(?:called|named|titled)|(?:call|name|title|retitle|rename|relabel)\s+(?:it|(?:that|this)(?:\s+one)?)(?:\s+(?:to|as))?|(?:name|title|rename|retitle)\s+(?:to|as))\s+(?!a\s+day\b|quits\b)["']?(.+?)["']?(?:\s+(?:instead|now|please|then))?\s*$/i;

const WHEN_WORD = String.raw`(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?|noon|midday|(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)`;
/** "gym: 7 instead of 6", "dentist at 5 rather than 4", "yoga friday instead of saturday": the new time first, the old one after. */
const INSTEAD_OF = new RegExp(
  String.raw`^(.*?)\s*(?:\b(?:to|at|on|for)\s+)?(${WHEN_WORD})\s*,?\s+(?:instead\s+of|rather\s+than)\s+(?:at\s+|on\s+)?(${WHEN_WORD})\s*[?!.]*\s*(?:please|pls)?\s*[?!.]*$`,
  'i',
);

/**
 * "gym: 7 instead of 6" said as "gym on 6 to 7": the old time or day names the block beside its title, the new one is
 * where it goes. Null when the words hold no such pair.
 */
export function insteadOf(text: string): string | null {
  const m = INSTEAD_OF.exec(text);
  if (!m || !/\w/.test(m[1])) return null;
  const day = /day$|^to(?:day|morrow)$/i.test(m[3]);
  const named = m[1].replace(/[\s:,-]+$/, '').replace(/\s+(?:is|are|'s|was|be|should\s+be|needs\s+to\s+be|has\s+to\s+be)$/i, '');
  return `${named} ${day ? 'on' : 'at'} ${m[3]} to ${m[2]}`;
}

/** "same time on monday", "same time next week": the block keeps its time and moves to that day. */
const SAME_TIME = /\b(?:the\s+)?same\s+time\b/i;

/**
 * A block named by its place in a day: "my first meeting tomorrow", "the last thing today", "my next call". "first
 * thing" with no "the" or "my" is the early morning ("run first thing tomorrow"), not a block.
 */
export const POSITION =
  /\b((?<=\b(?:the|my|your|our|is|was)\s+)first(?=\s+thing\b)|first(?!\s+thing\b)|last|final|next|earliest|latest)\s+(?:(?:focus|deep\s+work)\s+)?(?:thing|block|one|event|item|appointment|meeting|call|focus|break|session|slot)\b/i;

function positionOf(text: string): BlockRef['position'] {
  const word = POSITION.exec(text)?.[1].toLowerCase();
  if (!word) return undefined;
  return word === 'first' || word === 'earliest' ? 'first' : word === 'next' ? 'next' : 'last';
}

/** A block's length said as a fact or a need: "gym should be 30 mins", "lunch is only half an hour", "the report only needs an hour". */
const LENGTH_SAID = /\b(?:is|are|'s|be|needs?|takes?|lasts?|only|just)\b/i;
/** Words that make something new, so a length they give is the new block's, never a change. */
const MAKING_NEW = /\b(?:add|book|schedule|create|plan|new|another)\b/i;

/** What may stand beside a length said alone about the block just discussed: "2 hours", "let's say 90 minutes", "shorter, 30 min". */
const LENGTH_ALONE = /^(?:\s|[,.!?-]|let'?s|say|make|it|maybe|like|just|only|actually|shorter|longer|is|enough|fine|will|do|should|instead|please|then)*$/i;

/** A length given for a block the words name, as a fact rather than a command. */
const lengthSaid = (e: Entities) =>
  (e.blocks.length > 0 || e.pronoun) &&
  e.when.minutes !== undefined &&
  !e.when.start &&
  !MAKING_NEW.test(e.text) &&
  (LENGTH_SAID.test(e.text) || (e.pronoun && !e.when.date && LENGTH_ALONE.test(e.when.rest)));

/** A block said to be off rather than told to go: "dinner with Maya is off", "standup tomorrow is cancelled", "yoga's not happening". */
export const CALLED_OFF =
  /\b(?:is|are|'s|has\s+been|have\s+been|got|was|been)\s+(?:now\s+|just\s+)?(?:off|cancell?ed|called\s+off|scrapped|dropped)\b|(?:\bnot|n'?t)\s+(?:happening|going\s+ahead)\b|\bno\s+longer\s+(?:on|happening)\b|\bwon'?t\s+(?:happen|be\s+happening)\b/i;

/** "I can't make yoga on saturday", "won't make it to the dentist": without a new time, the block is off. */
const CANT_MAKE = /\b(?:can'?t|cannot|can\s+not|won'?t|will\s+not|not\s+going\s+to|unable\s+to)\s+make\s+(?:it\s+)?(?:to\s+)?(?:the\s+|my\s+)?\w/i;

/** A time that names a block by when it is: only when no title names one, or the named one is then ("the gym block at 6"). */
function refTime(e: Entities, text: string): ClockTime | undefined {
  const at = byTime(text, timeRef(e.text));
  if (!at || e.blocks.length === 0) return at;
  return e.blocks.some((b) => b.block.hour === at.hour && (b.block.minute ?? 0) === at.minute) ? at : undefined;
}

function byTime(text: string, by: RegExp = BY_TIME): ClockTime | undefined {
  const m = by.exec(text);
  if (!m) return undefined;
  let hour = Number(m[1]);
  if (m[3]?.toLowerCase() === 'pm' && hour < 12) hour += 12;
  else if (m[3]?.toLowerCase() === 'am' && hour === 12) hour = 0;
  else if (!m[3] && hour >= 1 && hour <= 7) hour += 12;
  return hour <= 23 ? { hour, minute: Number(m[2] ?? 0) } : undefined;
}

/** Words that name a block in general, never one in particular: "the dentist appointment", "my yoga class". */
const GENERIC = new Set([
  'appointment',
  'appt',
  'class',
  'lesson',
  'thing',
  'one',
  'event',
  'meeting',
  'meet',
  'call',
  'focus',
  'break',
  'session',
  'slot',
  'block',
  'catch',
  'catchup',
  'today',
  'tonight',
]);
const near = (a: string, b: string) => a === b || (a.length >= 4 && b.length >= 4 && a.slice(0, 4) === b.slice(0, 4));

/**
 * The words the message names a block by that its best match does not have: "weekly" in "my weekly review" for
 * "Design review". Only a word right beside a word of the title counts, so "sorry, move the dentist" is no name.
 */
function unmatchedWords(e: Entities, refText: string): string[] {
  const best = e.blocks[0];
  if (!best) return [];
  const people = new Set(e.people.filter((p) => p.strength >= 3).flatMap((p) => tellingStems(p.words)));
  const verbs = new Set(e.verbs.lemmas.map((l) => stem(l)));
  const title = tellingStems(best.block.title);
  const words = wordsOf(refText).map((w) => stem(w.replace(/-/g, '')));
  const inTitle = words.map((w) => title.some((t) => near(t, w)));
  const telling = new Set(tellingStems(refText));
  const odd = words.map(
    (w, i) =>
      !inTitle[i] &&
      (inTitle[i - 1] || inTitle[i + 1]) &&
      telling.has(w) &&
      !GENERIC.has(w) &&
      !COMMON_WORDS.has(w) &&
      !people.has(w) &&
      !verbs.has(w) &&
      !/^(?:shorter|longer|earlier|later|sooner)$/i.test(w) &&
      !/\d/.test(w),
  );
  if (!odd.includes(true)) return [];
  // The whole name as said: the odd words and the title's words around them ("weekly review").
  const said = wordsOf(refText);
  const first = odd.indexOf(true);
  let from = first;
  let to = first;
  while (from > 0 && (inTitle[from - 1] || odd[from - 1])) from -= 1;
  while (to < words.length - 1 && (inTitle[to + 1] || odd[to + 1])) to += 1;
  return said.slice(from, to + 1);
}

/** The block a message means, from its title words, its time and day, its kind, or "it". */
function refOf(e: Entities, said: string, options: UnderstandOptions): BlockRef | null {
  const ref: BlockRef = {};
  // "back 2 weeks" says how far it goes, never which day the block is on.
  const refText = said.replace(
    new RegExp(String.raw`\b(?:back|forward|later|earlier|on|out)\s+(?:by\s+)?${DAYS_AMOUNT}\b|\b${DAYS_AMOUNT}\s+(?:later|earlier|back|forward|on)\b`, 'gi'),
    ' ',
  );
  const when = readWhen(refText, options.today, { locale: options.locale });
  const past = readWhen(refText, options.today, { locale: options.locale, forward: false });
  const at = refTime(e, refText);
  if (when.date) ref.date = when.date;
  if (past.date && past.date !== when.date) ref.pastDate = past.date;
  if (at) Object.assign(ref, { hour: at.hour, minute: at.minute });
  if (/\b(?:every|each|all(?:\s+the)?|whole|entire|series|recurring|repeating)\b/i.test(refText)) ref.series = true;
  const best = e.blocks[0]?.score ?? 0;
  if (best > 0) {
    ref.named = e.blocks.filter((b) => b.score === best).map((b) => blockKey(b.block));
    ref.title = e.blocks[0].block.title;
  } else if (!(e.pronoun && categoryTarget(` ${refText}`) !== undefined)) {
    // "put it in focus": a kind said of "it" is what it becomes, not which block it is.
    const kind = categoryWord(refText);
    if (kind) ref.category = kind;
  }
  const position = ref.named ? undefined : positionOf(refText);
  if (position) ref.position = position;
  if (!ref.named && !ref.category && ref.hour === undefined && !position) {
    // "same time on monday": the same time as the block just discussed; a day said is where it goes, not which it is.
    if (e.pronoun || SAME_TIME.test(refText)) return { it: true, ...(ref.series ? { series: true } : {}) };
    else return null;
  }
  return ref;
}

/** A bare clock time for a block read as the hour nearest its present one: 7:30 for a 6 PM gym is 7:30 PM. */
export function nearest(time: ClockTime, explicit: boolean, around: number | undefined): ClockTime {
  if (explicit || around === undefined || time.hour >= 12 || time.hour === 0) return time;
  const pm = { hour: time.hour + 12, minute: time.minute };
  const at = (t: ClockTime) => Math.abs(t.hour * 60 + t.minute - around * 60);
  return at(pm) < at(time) ? pm : time;
}

const explicitMeridiem = (text: string) => /\d\s*(?:am|pm)\b|\b\d{2}:\d{2}\b(?<=\b(?:1[3-9]|2[0-3]):\d{2})/i.test(text);

function targetOf(text: string, options: UnderstandOptions): When & { bare?: ClockTime } {
  const when = readWhen(text, options.today, { locale: options.locale });
  // "to 9", "to 9 on saturday": a bare hour first in what the block becomes.
  const bare = /^(?:at\s+)?(\d{1,2})(?:[:.](\d{2}))?(?!\s*(?:minutes?|mins?|hours?|hrs?|h|th|st|nd|rd|%|\/|\.\d))(?:\s|$)/.exec(
    `${text.replace(/\b(?:instead|please|then|pls|now|the\s+same\s+time)\b/gi, '').trim()} `,
  );
  if (!when.start && bare)
    return { ...when, start: { hour: Number(bare[1]), minute: Number(bare[2] ?? 0) }, bare: { hour: Number(bare[1]), minute: Number(bare[2] ?? 0) } };
  return when;
}

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
const ADVERB = String.raw`(?:(?:really|actually|more|just|now)\s+)?`;

/** The kind a block should become: one of the four by name, or `unknown` for a word that is none of them ("health"). */
function categoryTarget(text: string): TimeBlockCategory | { unknown: string } | undefined {
  const m =
    new RegExp(
      String.raw`\b(?:as|to|into|be|is|was|actually|now)\s+${ADVERB}(?:a|an)?\s*(focus|meeting|break|completed|complete|done|finished)\b(?:\s+block)?`,
      'i',
    ).exec(text) ??
    /\b(?:make|turn)\s.+?\s(?:a|an|into)\s+(focus|meeting|break)\s+(?:block|session|time)\b/i.exec(text) ??
    /\b(?:make|turn)\s+(?!it\b)\S.*?\s(?:a|an|into)\s+(focus|meeting|break)\b/i.exec(text) ??
    /\b(?:make|turn)\s+(?:it|that|this)\s+(?:a|an|into(?:\s+an?)?)\s+(focus|meeting|break)(?:\s+(?:block|session|time|one))?\s*$/i.exec(text) ??
    /\bmark(?:ed)?\s.*?\b(done|complete|completed|finished)\b/i.exec(text) ??
    /\b(?:put|move|file|stick|pop|switch|change)\s+(?:it|that|this)\s+(?:in|into|to|under)\s+(?:the\s+)?(focus|meeting|break|completed)\b/i.exec(text) ??
    /\b(?:in|into|to|under)\s+(?:the\s+|my\s+)?(focus|meeting|break|completed)\s+(?:category|section|type|kind|column|bucket|group)\b/i.exec(text);
  if (m) return CATEGORY_WORD[m[1].toLowerCase()];
  const other =
    /\b(?:in|into|to|under|as)\s+(?:the\s+|my\s+|a\s+|an\s+)?([a-z]+)\s+(?:category|section|type|kind|bucket|group|label)\b/i.exec(text) ??
    new RegExp(
      String.raw`\b(?:is|was|are|'s)\s+${ADVERB}(?:a\s+|an\s+)?([a-z]+)(?:\s+(?:time|stuff|thing|block))?\s*,?\s+not\s+(?:a\s+|an\s+)?[a-z]+\b`,
      'i',
    ).exec(text);
  const word = other?.[1].toLowerCase();
  if (!word || /^(?:today|tomorrow|tonight|yesterday|\w+day|morning|afternoon|evening|night|noon|midnight|am|pm|on|at|in|the|it|that|this)$/.test(word))
    return undefined;
  return CATEGORY_WORD[word] ?? { unknown: word };
}

/** "tick off the deep work block", "check off yoga": a block marked done. */
const TICK_OFF = /\b(?:tick|check|cross)(?:ed)?\s+(?:off\b|.+?\boff\b)/i;

/**
 * "shorter - 45 min", "make it shorter: 20 minutes", "longer, 2 hours": a length said after the comparative is the
 * new length. Said before it ("45 minutes shorter") or with "by" ("shorter by 15") it is a change by that much.
 */
const LENGTH_AFTER =
  /\b(?:shorter|longer)\b(?!\s+by\b)[\s,:;.-]*(?:(?:to|make\s+it|so\s+it(?:'?s|\s+is)|only|just|about|around|say|like)\s+)*(?:\d|an?\s|half|one|two|three|four|five|ten|fifteen|twenty|thirty|forty|forty-five|ninety)/i;

export function newLength(e: Entities): number | undefined {
  if (e.when.minutes === undefined || !LENGTH_AFTER.test(e.text) || /\bby\b/i.test(e.text)) return undefined;
  const before = /\b(?:an?|one|half|\d+(?:\.\d+)?)\s*(?:h|hrs?|hours?|m|mins?|minutes?)\s+(?:shorter|longer)\b/i.test(e.text);
  return before ? undefined : e.when.minutes;
}

/** A length added or taken away: "an extra 30 minutes", "another hour", "knock 15 mins off", "half an hour less". Longer is positive. */
export function amountOf(e: Entities): number | undefined {
  const t = e.text;
  if (newLength(e) !== undefined) return undefined;
  const more = /\b(?:extra|more|another|additional|longer)\b/i.test(t);
  const less = /\b(?:off|less|shorter|fewer)\b/i.test(t) && !/\b(?:take|took|taking)\b[^.]*\boff\s+(?:my|the)\s+(?:calendar|schedule|diary|planner)\b/i.test(t);
  if (more === less) return undefined;
  const minutes = e.when.minutes ?? (/\b(?:another|one\s+more|an\s+extra|an\s+additional)\s+hour\b/i.test(t) ? 60 : undefined);
  if (minutes === undefined) return undefined;
  return more ? minutes : -minutes;
}

/** Whether the words ask for a change to a block at all: a change verb, a new time said for a named block, a shift. */
export function asksChange(e: Entities): boolean {
  const s = e.verbs.senses;
  const making =
    /^(?:(?:please|can\s+you|could\s+you)\s+)?(?:make|set|change|have|let)\b/i.test(e.text) &&
    (e.when.minutes !== undefined ||
      e.when.start !== undefined ||
      /\b(?:start|end|finish|last|longer|shorter)\b/i.test(e.text) ||
      categoryTarget(` ${e.text}`) !== undefined);
  const kind = (e.blocks.length > 0 || e.pronoun) && (categoryTarget(` ${e.text}`) !== undefined || TICK_OFF.test(e.text));
  const toTime =
    e.blocks.length > 0 && !s.has('add') && /(?<!\d\s*(?:am|pm)?)\s(?:to|till|til|until)\s+(?:\d|noon|midnight|tomorrow|today|\w+day\b)/i.test(e.text);
  const restart = e.blocks.length > 0 && /\b(?:start|begin|end|finish)s?\s+(?:at|by)\s+\d/i.test(e.text);
  const revise = (e.blocks.length > 0 || e.pronoun || byTime(e.text, timeRef(e.text)) !== undefined) && REVISE.test(e.text);
  const amount = (e.blocks.length > 0 && amountOf(e) !== undefined) || ((e.blocks.length > 0 || e.pronoun) && newLength(e) !== undefined);
  const stated =
    lengthSaid(e) ||
    ((e.blocks.length > 0 || e.pronoun) && (CALLED_OFF.test(e.text) || CANT_MAKE.test(e.text))) ||
    (SAME_TIME.test(e.text) && (e.when.date !== undefined || /\bnext\s+week\b/i.test(e.text)));
  const renaming =
    (e.blocks.length > 0 && /\b(?:call|name|title|retitle|rename)\b.*\s["'][^"']+["']\s*$/i.test(e.text)) ||
    ((e.blocks.length > 0 || e.pronoun) && NEW_NAME.test(e.text));
  return (
    amount ||
    stated ||
    renaming ||
    kind ||
    s.has('move') ||
    s.has('resize') ||
    s.has('delete') ||
    s.has('rename') ||
    making ||
    toTime ||
    restart ||
    revise ||
    e.shift !== undefined ||
    /\bmark\b/i.test(e.text)
  );
}

/** The new time or day the words give: after the block's name ("to 4pm"), or anywhere when nothing divides them ("end the report at 1pm"). */
function goalOf(e: Entities, refText: string, rest: string, split: boolean, options: UnderstandOptions): When & { bare?: ClockTime } {
  if (split) return targetOf(rest, options);
  const at = refTime(e, refText);
  const when = readWhen(at ? e.text.replace(timeRef(e.text), ' ') : e.text, options.today, { locale: options.locale });
  return at ? { ...when, start: undefined, end: undefined } : when;
}

/** "push it back 2 weeks", "bring it forward a day", "3 days later": whole days on (positive) or back. */
function daysShift(text: string): number | undefined {
  const m =
    new RegExp(String.raw`\b(back|forward|later|earlier|on|out)\s+(?:by\s+)?${DAYS_AMOUNT}\b`, 'i').exec(text) ??
    new RegExp(String.raw`\b()${DAYS_AMOUNT}\s+(later|earlier|back|forward|on)\b`, 'i').exec(text);
  if (!m) return undefined;
  const word = (m[1] || m[4]).toLowerCase();
  const n = (readNumber(m[2]) ?? 1) * (/^w/i.test(m[3]) ? 7 : 1);
  return word === 'earlier' || word === 'forward' ? -n : n;
}

/** A kind the planner does not have ("the health category"): which of its four, each a button. */
function otherCategory(target: BlockRef, word: string): Intent {
  const name = target.title ? `"${target.title}"` : 'it';
  return {
    intent: 'clarify',
    question: `Blocks are focus, meeting, break or completed; there is no "${word}" kind. Which should ${name} be?`,
    options: TIME_BLOCK_CATEGORIES.map((c) => ({ label: c.charAt(0).toUpperCase() + c.slice(1), intent: { intent: 'edit-block', target, category: c } })),
  };
}

/** Marked done, a block named more than once is the latest one already begun: "mark yoga as done" is last Saturday's. */
function doneOf(e: Entities, target: BlockRef, category: TimeBlockCategory, options: UnderstandOptions): BlockRef {
  if (category !== 'completed' || !target.named || target.named.length < 2 || target.date) return target;
  const now = options.nowMinutes ?? 24 * 60;
  const begun = e.blocks
    .filter((b) => target.named!.includes(blockKey(b.block)))
    .filter((b) => b.block.date < options.today || (b.block.date === options.today && b.block.hour * 60 + (b.block.minute ?? 0) <= now))
    .sort((a, b) => (a.block.date < b.block.date ? 1 : a.block.date > b.block.date ? -1 : b.block.hour - a.block.hour));
  return begun[0] ? { ...target, named: [blockKey(begun[0].block)] } : target;
}

const EARLIER_WORD = /\b(?:earlier|forward|sooner|up)\b/i;

/** A verb that moves a block by a length: "delay", "push", "bump"; "move" and "shift" only with "by" ("shift yoga by an hour"). */
function movedBy(e: Entities): boolean {
  if (e.verbs.lemmas.some((l) => l === 'delay' || l === 'postpone' || l === 'push' || l === 'bump' || l === 'nudge')) return true;
  if (/\b(?:bump|nudge)(?:ed|s)?\b/i.test(e.text)) return true;
  return /\b(?:move|shift)\b.*\bby\b/i.test(e.text) && !/\b(?:shorter|longer|extend|shorten)\b/i.test(e.text);
}

/** What the change is, once the block is known: delete, rename, recategorise, shift, resize or move. */
function changeFor(e: Entities, named: BlockRef, parts: { refText: string; rest: string; divider?: string }, options: UnderstandOptions): Intent {
  const s = e.verbs.senses;
  const { refText, rest, divider } = parts;
  let target = named;
  const off = CALLED_OFF.test(e.text) || (CANT_MAKE.test(e.text) && !s.has('move') && !REVISE.test(e.text.replace(CANT_MAKE, ' ')));
  if ((s.has('delete') && !s.has('move')) || off) return { intent: 'delete-block', target };
  const quoted = /\b(?:call|name|title|retitle|rename)\b.*\s["']([^"']+)["']\s*$/i.exec(e.text)?.[1] ?? NEW_NAME.exec(e.text)?.[1];
  const rename = quoted !== undefined || /\b(?:rename|retitle|relabel|call\s+it|title\s+it|change\s+the\s+(?:title|name)\s+(?:of\s+.+?\s+)?to)\b/i.test(e.text);
  if (rename) {
    const title = quoted ?? /\s(?:to|as)\s+["']?(.+?)["']?\s*$/i.exec(e.text)?.[1];
    // "relabel the roadmap as a meeting": a kind of block is a new kind, not a new name.
    const kind = title && !quoted ? /^(?:an?\s+)?(focus|meeting|break|completed)(?:\s+block)?$/i.exec(title)?.[1].toLowerCase() : undefined;
    if (kind) return { intent: 'edit-block', target, category: kind as TimeBlockCategory };
    return title ? { intent: 'edit-block', target, title } : { intent: 'clarify', question: 'What should the new title be?' };
  }
  const category = TICK_OFF.test(e.text) ? 'completed' : categoryTarget(` ${e.text}`);
  if (typeof category === 'object') return otherCategory(target, category.unknown);
  if (category && !/\d/.test(rest.replace(/\b\d{1,2}(?:st|nd|rd|th)\b/g, '')))
    return { intent: 'edit-block', target: doneOf(e, target, category, options), category };
  // "finish gym 15 minutes early", "end it half an hour later": the end moves, the start stays.
  if (e.shift !== undefined && /\b(?:end|ends|ending|finish|finishes|finishing|wrap\s+up|wraps\s+up|stop)\b/i.test(e.text) && !/\bstart/i.test(e.text))
    return { intent: 'resize-block', target, by: e.shift };
  if (e.shift !== undefined && !/\bby\b/i.test(e.text)) return { intent: 'move-block', target, shift: e.shift };
  // "delay the dentist by 30 mins", "push gym 20 minutes", "bump yoga by an hour": a length with a verb that moves
  // it, later unless the words say earlier. The time and day that name the block ("my 4pm tomorrow") are not new ones.
  if (e.shift === undefined && e.when.minutes !== undefined && movedBy(e)) {
    const said = goalOf(e, refText, rest, divider !== undefined, options);
    const sameDay = !said.date || said.date === target.date || said.date === target.pastDate;
    if (!said.start && sameDay) return { intent: 'move-block', target, shift: EARLIER_WORD.test(e.text) ? -e.when.minutes : e.when.minutes };
  }
  // "shorten the dentist by 15": a bare number that could not be hours is minutes.
  const bare = Number(/\bby\s+(\d{2,3})(?!\s*(?:h|hrs?|hours?|%|:|\.\d|am|pm))\b/i.exec(e.text)?.[1] ?? 0);
  const by = /\b(?:extend|lengthen|stretch|shorten|cut|trim|reduce)\b.*\bby\b/i.test(e.text) ? (e.when.minutes ?? (bare > 12 ? bare : undefined)) : undefined;
  if (by !== undefined) return { intent: 'resize-block', target, by: /\b(?:shorten|cut|trim|reduce)\b/i.test(e.text) ? -by : by };
  const amount = amountOf(e);
  if (amount !== undefined) return { intent: 'resize-block', target, by: amount };
  const length = newLength(e);
  if (length !== undefined && !e.when.start) return { intent: 'resize-block', target, minutes: length };
  if (e.shift !== undefined) return { intent: 'move-block', target, shift: e.shift };
  const goal = goalOf(e, refText, rest, divider !== undefined, options);
  const endWords =
    /\b(?:end|finish|wrap\s+up|run|go|last|extend|stretch|until|till|til)\b/i.test(` ${divider ?? ''} ${refText.replace(POSITION, ' ')}`) &&
    !/\bstart/i.test(divider ?? '');
  const minutes = e.when.minutes ?? goal.minutes;
  if (minutes !== undefined && !goal.start && (s.has('resize') || /\b(?:make|change|set)\b/i.test(e.text) || lengthSaid(e)))
    return { intent: 'resize-block', target, minutes };
  const loose = explicitMeridiem(divider !== undefined ? rest : e.text) ? {} : { loose: true };
  if (goal.start && endWords) return { intent: 'resize-block', target, end: goal.start, ...loose };
  // "to next week": the same weekday a week on from the block's own day.
  const own = e.blocks.find((b) => target.named?.includes(blockKey(b.block)));
  const weekOn = target.it && /\bnext\s+week\b/i.test(e.text) && !/\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i.test(e.text);
  const days = daysShift(e.text) ?? (weekOn ? 7 : undefined);
  if (target.it && days !== undefined) return { intent: 'move-block', target, days, ...(goal.start ? { start: goal.start, ...loose } : {}) };
  if (own && days !== undefined) return { intent: 'move-block', target: { ...target, named: [blockKey(own.block)] }, date: shiftDate(own.block.date, days) };
  if (
    own &&
    /\bnext\s+week\b/i.test(divider !== undefined ? rest : e.text) &&
    !/\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b/i.test(divider !== undefined ? rest : e.text)
  ) {
    return {
      intent: 'move-block',
      target: { ...target, named: [blockKey(own.block)] },
      date: shiftDate(own.block.date, 7),
      ...(goal.start ? { start: goal.start, ...loose } : {}),
    };
  }
  // "move the dentist friday": with nothing dividing them, a day none of the named blocks is on is where it goes.
  if (divider === undefined && target.named && goal.date && !e.blocks.some((b) => b.block.date === goal.date && target.named!.includes(blockKey(b.block)))) {
    target = { ...target, date: undefined, pastDate: undefined };
  }
  if (goal.start || (goal.date && goal.date !== target.date) || goal.partOfDay) {
    return {
      intent: 'move-block',
      target,
      ...(goal.date && goal.date !== target.date ? { date: goal.date } : {}),
      ...(goal.start ? { start: goal.start, ...loose } : {}),
      ...(goal.partOfDay && !goal.start ? { partOfDay: goal.partOfDay } : {}),
      ...(goal.end ? { end: goal.end } : {}),
      // "move lunch to 12:30 and make it 45 minutes": the new length with the new time.
      ...(goal.start && !goal.end && minutes !== undefined ? { minutes } : {}),
    };
  }
  if (s.has('delete')) return { intent: 'delete-block', target };
  return {
    intent: 'clarify',
    question: `What should change about ${target.title ? `"${target.title}"` : 'that block'}? For example "move it to 4pm" or "make it an hour".`,
  };
}

/**
 * A change to a block the user already has: the block found by its title, time, kind or "it"; the change from the
 * verb's meaning and what follows the block's name. Null when the message names no block or no change. When the
 * words name a block its best match does not quite fit ("my weekly review" for "Design review"), the change is
 * proposed in a question, never made.
 */
export function blockChange(e: Entities, options: UnderstandOptions): Intent | null {
  // Just after a block was added, changed or asked about, words that name no block are about that one.
  if (options.discussed && e.blocks.length === 0) e = { ...e, pronoun: true };
  if (e.describesNew || !asksChange(e)) return null;
  const swapped = insteadOf(e.text);
  if (swapped) e = { ...e, text: swapped };
  const split = SPLIT.exec(` ${e.text} `);
  // "rename the roadmap to Roadmap review", "call friday's roadmap 'Q2 roadmap'": the block is named by the words
  // before the new name, never by the new name or the verb that gives it.
  const quote = /\s["'][^"']+["']\s*$/.exec(e.text) ?? NEW_NAME.exec(e.text);
  const naming = quote ? e.text.slice(0, quote.index).replace(/^\s*(?:please\s+)?(?:call|name|title|retitle|rename)\s+/i, '') : undefined;
  const refText = split ? ` ${e.text} `.slice(0, split.index) : (naming ?? e.text);
  const rest = split ? ` ${e.text} `.slice(split.index + split[0].length).trim() : '';
  // "call it yoga class instead": a new name that names nothing before it renames the block just discussed.
  if (naming !== undefined && tellingStems(naming).length === 0) e = { ...e, blocks: [], pronoun: true };
  else if (split || naming) {
    const said = tellingStems(naming ?? refText);
    const rescored = e.blocks
      .map((b) => ({ ...b, score: titleScore(said, b.block.title) }))
      .filter((b) => b.score > 0)
      .sort((a, b) => b.score - a.score);
    if (rescored.length) e = { ...e, blocks: rescored };
  }
  const target = refOf(e, refText, options);
  if (!target) return null;
  const intent = changeFor(e, target, { refText, rest, divider: split?.[0] }, options);
  const unmatched = target.named ? unmatchedWords(e, refText) : [];
  if (unmatched.length === 0 || intent.intent === 'clarify' || intent.intent === 'delete-block') return intent;
  const verb = intent.intent === 'move-block' ? 'move' : 'change';
  return {
    intent: 'clarify',
    question: `I couldn't find "${unmatched.join(' ')}"; the closest is "${target.title}". Should I ${verb} that one?`,
    proposal: intent as ChangeIntent,
  };
}
