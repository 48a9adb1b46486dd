import { blockAdd } from './decide-add.js';
import { blockChange } from './decide-change.js';
import { shiftMany } from './decide-shift-many.js';
import { contactLog, goalProgress } from './decide-people-goals.js';
import { CHANGE_FIRST, extractEntities, NOTHING_KNOWN, POLITE, type Entities, type Known, type UnderstandOptions } from './entities.js';
import type { Intent } from './intents.js';
import { normalise } from './normalise.js';
import { amendment, fitQuestion, question } from './questions.js';
import { REVISE, STATED_MOVE } from './decide-change.js';
import { readPeriod } from './when.js';
import { categoryWord } from './things.js';
import { metricIn } from './vocabulary.js';
import type { VerbSense } from './verbs.js';

export type { Known, UnderstandOptions } from './entities.js';

const strip = (s: string) => s.replace(/[.!,;]+$/g, '').trim();

const YES =
  /^(?:y|yes|yep|yeah|yup|ya|sure|ok|okay|k|confirm(?:ed)?|do\s+it|go\s+ahead|go\s+for\s+it|please\s+do|yes\s+please|yes,?\s+do\s+it|yep,?\s+go\s+ahead|that'?s\s+right|correct|proceed|absolutely|definitely|sounds\s+good|perfect|great|right)$/i;
const NO = /^(?:n|no|nope|nah|cancel|stop|don'?t|never\s*mind|nevermind|forget\s+it|keep\s+it|no\s+thanks|leave\s+it|no,?\s+(?:keep|leave)\s+it|not\s+now)$/i;
const UNDO =
  /^(?:undo(?:\s+(?:that|it|this|the\s+last\s+(?:one|change|action)))?|revert(?:\s+that|\s+it)?|take\s+(?:that|it)\s+back|put\s+it\s+back|oops,?\s*undo(?:\s+that)?|undo\s+please)$/i;
const HELP = /^(?:hi|hello|hey|help|yo|good\s+(?:morning|afternoon|evening))$|what\s+can\s+you\s+do|how\s+do\s+i\s+use\s+you|what\s+do\s+you\s+know/i;
const MANIPULATION =
  /\b(?:ignore|disregard|forget|override|bypass)\b.{0,40}\b(?:rules?|instructions?|safeguards?|confirmations?|prompt|guidelines|restrictions?)\b|\bsystem\s*:|\bconfirmed\s*=\s*true\b|\bno\s+need\s+to\s+(?:confirm|ask|check)\b|\bwithout\s+(?:asking|checking|confirm\w*|permission)\b|\bdeveloper\s+mode\b|\b(?:you'?re|you\s+are)\s+(?:allowed|permitted|authori[sz]ed)\s+to\b|\b(?:developer|admin|administrator|system|support)\s+(?:told|says|said|allows?)\b/i;
const EVERYTHING =
  /\b(?:everything|all\s+(?:of\s+)?(?:my|the)\s+(?:blocks?|meetings?|events?|plans?|calendar|schedule|appointments?|breaks?|focus)|all\s+(?:blocks|meetings|events|appointments)|every\s+(?:block|meeting|event|thing|appointment)|whole\s+(?:calendar|schedule|week|month|planner)|entire\s+(?:calendar|schedule|week|month|planner))\b/i;

function readDozenal(text: string): string | undefined {
  const m =
    /(-?[\d,]*\.?\d+)\s*(?:(?:in)?to|in|as)\s*(?:dozenal|base[\s-]?12|duodecimal|twelves)/i.exec(text) ??
    /\b(?:convert|what\s+is|what'?s)\s+(-?[\d,]*\.?\d+)\s+(?:in\s+)?(?:dozenal|base[\s-]?12|duodecimal)/i.exec(text) ??
    /\b(?:dozenal|base[\s-]?12)\s+(?:for|of)\s+(-?[\d,]*\.?\d+)/i.exec(text) ??
    /\bconvert\s+(-?[\d,]*\.?\d+)\b/i.exec(text);
  return m?.[1].replace(/,/g, '');
}

/**
 * The words a follow-up opens with before what it says: "actually", "oops", "sorry, I meant", "no wait". A bare "no"
 * is an answer of its own, so it opens a follow-up only with a comma or another such word after it.
 */
const OPENER =
  /^(?:(?:actually|oops|whoops|sorry|wait|hmm+|hm|oh|ah|um+|uh|nah|ok(?:ay)?|well|er+|and|also|plus|my\s+bad|no(?=\s*,|\s+(?:wait|sorry|actually|oops|i\s+meant)))\b[\s,.!-]*)+(?:i\s+(?:meant|mean)(?:\s+to\s+say)?\b[\s,:]*)?|^i\s+meant\b[\s,:]*/i;

/** The message without the words a follow-up opens with; the message itself when nothing would be left. */
export function withoutOpener(text: string): string {
  const rest = text.replace(OPENER, '').trim();
  return rest ? rest : text;
}

const YES_AGAIN =
  /^(?:yes|yep|yeah|yup|sure|ok(?:ay)?|alright|cool|great|perfect|fine)\b[\s,!.]*(?:please|go\s+ahead|go\s+for\s+it|do\s+it|delete\s+it|that'?s\s+(?:fine|right|great)|thanks?|sure|ok(?:ay)?|sounds\s+good|that\s+works|works\s+for\s+me|yes|why\s+not)\b/i;

/** Words that only answer the app's own buttons and questions: undo, yes, no, help, a conversion. */
function control(text: string): Intent | null {
  const t = strip(text).replace(/^(?:ok(?:ay)?|oh|um+|hmm+)\s*,?\s+(?=\S)/i, '');
  if (UNDO.test(t)) return { intent: 'undo' };
  if (YES.test(t) || YES_AGAIN.test(t)) return { intent: 'confirm' };
  if (NO.test(t)) return { intent: 'cancel' };
  const value = readDozenal(t);
  if (value !== undefined) return { intent: 'convert', value };
  if (HELP.test(t)) return { intent: 'help' };
  return null;
}

/** "cancel all my meetings this week", "erase everything", "clear tomorrow": listed and asked once, never done at once. */
function bulk(e: Entities, options: UnderstandOptions): Intent | null {
  const deleting = e.verbs.senses.has('delete') || /\b(?:erase|wipe|nuke|purge)\b/i.test(e.text);
  if (!deleting) return null;
  if (/\b(?:chat|history|conversation)\b/i.test(e.text)) return { intent: 'refuse', reason: 'chat' };
  const clearDay =
    /^(?:please\s+)?(?:clear|wipe|empty|free\s+up)\s+(?:my\s+|the\s+)?(?:whole\s+)?(\w+(?:\s+\w+)?)?(?:'s)?(?:\s+(?:schedule|calendar|plan|agenda|blocks))?$/i.exec(
      e.text,
    );
  const date = e.when.date;
  if (clearDay && !e.period && (date || /\bday\b|^\w+\s+(?:my\s+)?(?:schedule|calendar)/i.test(e.text)))
    return { intent: 'clear-day', date: date ?? options.today };
  const wholeDay = /\b(?:everything|all(?:\s+my)?\s+blocks?)\s+(?:on|for)\b/i.test(e.text);
  if (wholeDay && date && !e.period) return { intent: 'clear-day', date };
  if (!EVERYTHING.test(e.text) && !(clearDay && e.period) && !MANIPULATION.test(e.text)) return null;
  const period = e.period ?? readPeriod(e.text, options.today);
  const from = period?.from ?? date ?? options.today;
  const to = period?.to ?? date ?? '9999-12-31';
  const category = categoryWord(e.text);
  const title = e.blocks[0] && !category ? e.blocks[0].block.title : undefined;
  return {
    intent: 'delete-many',
    from,
    to,
    ...(category ? { category } : {}),
    ...(title ? { title } : {}),
    ...(!period && !date && !category && !title ? { everything: true } : {}),
  };
}

/** Verbs that only ever change what exists. */
const CHANGE_LEMMAS = new Set([
  'move',
  'shift',
  'reschedule',
  'postpone',
  'delay',
  'rearrange',
  'defer',
  'relocate',
  'delete',
  'remove',
  'cancel',
  'scrap',
  'rename',
  'retitle',
  'relabel',
  'shorten',
  'extend',
  'lengthen',
]);

const VERB_OF: [VerbSense, string][] = [
  ['delete', 'delete'],
  ['rename', 'rename'],
  ['resize', 'change'],
  ['move', 'move'],
];

/** A change asked for that names no block of the user's: which one, by its name or time. */
function unnamedChange(e: Entities): Intent | null {
  const verb = VERB_OF.find(([sense]) => e.verbs.senses.has(sense))?.[1];
  if (!verb || e.blocks[0] || e.goals[0]) return null;
  const at = e.when.date || e.when.start ? ' then' : '';
  return {
    intent: 'clarify',
    question: `Which block should I ${verb}? I couldn't find one by those words${at}; name it or its time, for example "${verb} the dentist${verb === 'move' ? ' to 5pm' : ''}".`,
  };
}

/** The last resort: one specific question about what the words did name, never the generic help. */
function clarifyFrom(e: Entities, options: UnderstandOptions): Intent {
  const unnamed = unnamedChange(e);
  if (unnamed) return unnamed;
  const person = e.people.find((p) => p.strength >= 3);
  if (person)
    return { intent: 'clarify', question: `What would you like to do about ${person.person.name}: log that you were in touch, or add a block to see them?` };
  if (e.blocks[0]) return { intent: 'clarify', question: `What should I do with "${e.blocks[0].block.title}": move it, change its length, or delete it?` };
  if (e.goals[0]) return { intent: 'clarify', question: `How far along is "${e.goals[0].goal.title}"? Give a percentage or the milestones done.` };
  if (e.when.date || e.when.start) return { intent: 'clarify', question: 'What should I add then? Give it a title, for example "gym" or "call with Sam".' };
  if (e.verbs.senses.has('add') && CHANGE_FIRST.test(e.text))
    return { intent: 'clarify', question: 'What should I add, and when? For example "gym tomorrow at 7am".' };
  const contact = ['call', 'message', 'meeting'].some((sense) => e.verbs.senses.has(sense as VerbSense));
  if (contact && e.pastTense) return { intent: 'clarify', question: 'Who were you in touch with? Give their name as it is on your Relationships page.' };
  void options;
  return { intent: 'unknown' };
}

/**
 * Understands one chat message against the user's own data: normalised, its entities extracted (dates and times,
 * numbers, people, blocks, goals, the verbs by meaning), then the intent decided from them. Never acts; the
 * caller decides, and a change it is unsure of comes back as one specific question.
 */
export function understand(message: string, known: Known, options: UnderstandOptions): Intent {
  const said = strip(normalise(message));
  if (!said) return { intent: 'unknown' };
  const asked = control(said);
  if (asked) return asked;
  // "actually no", "oops, undo", "sorry i meant 3": what follows the opening words is what the message says.
  const text = strip(withoutOpener(said));
  const again = text !== said ? control(text) : null;
  if (again) return again;
  const e = extractEntities(text, known, options);
  // "can the dentist be at 5 instead?": a new state said of a block of the user's is a request, whatever its shape.
  const request = !e.question || POLITE.test(text) || (e.blocks.length > 0 && (e.when.start !== undefined || e.when.date !== undefined) && REVISE.test(text));
  const amend = amendment(text, options, text !== said);
  if (amend) return amend;
  // "can I squeeze in 3 hours on thursday?": asks for free time, never a block to add.
  const fit = fitQuestion(e, options);
  if (fit) return fit;
  // "can everything after 2pm go back 15 minutes?": a group of blocks with an amount to move is a request in any shape.
  const many = shiftMany(e, options);
  if (many) return many;
  // A word that moves, renames or deletes never adds a block in place of the change ("move tomorrow's 2pm to 3"), and
  // neither does a new time said of one ("the 4pm tomorrow is now at 5", "my 11 o'clock got pushed to 2").
  const changing = (e.verbs.lemmas.some((l) => CHANGE_LEMMAS.has(l)) || STATED_MOVE.test(text)) && !e.verbs.senses.has('add');
  if (request || MANIPULATION.test(text)) {
    const decided = bulk(e, options) ?? goalProgress(e) ?? contactLog(e, options) ?? blockChange(e, options);
    if (decided) return decided;
    // A note with a clock time is a block to add; without one, words like "meditation yesterday" ask about data.
    // A day and a part of it make a note a plan too ("run in the evening on sunday"); plural kinds ask to see them.
    const dayPart =
      e.when.partOfDay !== undefined && e.when.date !== undefined && !/\b(?:meetings|breaks|blocks|plans|anything|something)\b/i.test(text) && !metricIn(text);
    const adding = !changing && (e.verbs.senses.has('add') || POLITE.test(text) || e.when.start !== undefined || e.repeat !== undefined || dayPart);
    // Words that try to talk the assistant out of its rules never become a block's title either.
    const added = adding && !MANIPULATION.test(text) ? blockAdd(e, options) : null;
    if (added) return added;
  }
  // A change asked for is never answered with a summary or a listing in its place.
  if (request && CHANGE_FIRST.test(text) && !e.question) return clarifyFrom(e, options);
  const answered = question(e, options);
  if (answered) return answered;
  // A new time said of a block ("my 11 o'clock got moved to 2") that found none asks which, never adds one.
  const stated = STATED_MOVE.test(text) && !e.verbs.senses.has('add');
  return (request && !stated && !MANIPULATION.test(text) ? blockAdd(e, options) : null) ?? clarifyFrom(e, options);
}

/** Understanding without the user's data, for words that need none: undo, yes, no. */
export function parseMessage(message: string, options: UnderstandOptions): Intent {
  return understand(message, NOTHING_KNOWN, options);
}

/** "cancel that", "scrap that", "forget it": drops what was just proposed, or takes back what was just done. */
export const TAKE_BACK =
  /^(?:(?:actually|oops|sorry|oh|no|nah|hmm+|wait)\b[\s,.!]*)*(?:cancel|scrap|forget|ditch|bin|nix|kill|drop|lose)\s+(?:that|it|this)(?:\s+(?:one|please|pls))?[.!]*$/i;
