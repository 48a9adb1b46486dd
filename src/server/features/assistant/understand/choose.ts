import type { Message, Reading, UnderstandOptions } from './extract.js';
import type { ChangeIntent, Intent } from './intents.js';
import { blockAdd } from './decide/blocks-add.js';
import { blockChange } from './decide/blocks-change.js';
import { bulkDelete, shiftMany } from './decide/blocks-many.js';
import { healthLog } from './decide/health.js';
import { contactLog, goalProgress, milestoneChange } from './decide/people-goals.js';
import { planRequest } from './decide/plan.js';
import { daysFromBefore } from './decide/reading-parts.js';
import { amendment, fitQuestion, question } from './decide/questions.js';
import { cannotDo } from './decide/safety.js';
import { unreadWords } from './coverage.js';
import { taskRequest } from './decide/tasks.js';
import type { VerbSense } from './verbs.js';

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

/** The last resort: one specific question about what the words did name, never the generic help. */
function clarifyFrom(r: Reading): Intent {
  const verb = VERB_OF.find(([sense]) => r.verbs.senses.has(sense))?.[1];
  if (verb && !r.blocks[0] && !r.goals[0]) {
    const at = r.when.date || r.when.start ? ' then' : '';
    return {
      intent: 'clarify',
      question: `Which block should I ${verb}? I couldn't find one by those words${at}; name it or its time, for example "${verb} the dentist${verb === 'move' ? ' to 5pm' : ''}".`,
    };
  }
  const person = r.people.find((p) => p.strength >= 3);
  if (person)
    return { intent: 'clarify', question: `What would you like to do about ${person.person.name}: log that you were in touch, or add a block to see them?` };
  if (r.blocks[0]) return { intent: 'clarify', question: `What should I do with "${r.blocks[0].block.title}": move it, change its length, or delete it?` };
  if (r.goals[0]) return { intent: 'clarify', question: `How far along is "${r.goals[0].goal.title}"? Give a percentage or the milestones done.` };
  if (r.cues.has('task-word')) return { intent: 'clarify', question: 'Which task, and what should change: its due day, priority or estimate?' };
  if (r.when.date || r.when.start) return { intent: 'clarify', question: 'What should I add then? Give it a title, for example "gym" or "call with Sam".' };
  if (r.verbs.senses.has('add') && r.cues.has('change-first'))
    return { intent: 'clarify', question: 'What should I add, and when? For example "gym tomorrow at 7am".' };
  const contact = ['call', 'message', 'meeting'].some((sense) => r.verbs.senses.has(sense as VerbSense));
  if (contact && (r.pastTense || r.cues.has('log-words')))
    return { intent: 'clarify', question: 'Who were you in touch with? Give their name as it is on your Relationships page.' };
  if (r.cues.has('goal-word') || r.percent !== undefined)
    return { intent: 'clarify', question: 'Which goal do you mean? Name it, for example "set Learn guitar to 50%".' };
  return { intent: 'unknown' };
}

/** "Tuesday 11 February" when the 11th is a Wednesday: neither the weekday nor the date is taken on trust; asked. */
function dayConflict(r: Reading): Intent | null {
  const c = r.when.conflict;
  if (!c) return null;
  const day = new Date(`${c.date}T12:00:00Z`);
  const said = day.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekday = day.toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
  const named = `${c.weekday[0].toUpperCase()}${c.weekday.slice(1)}`;
  return { intent: 'clarify', question: `${said} is a ${weekday}, not a ${named}. Which day did you mean?` };
}

/** Blocks: a new state of one of the user's, several moved together, many deleted, or a new one. */
function blocksOf(r: Reading, options: UnderstandOptions): Intent | null {
  const manipulation = r.cues.has('manipulation');
  // "can the dentist be at 5 instead?": a new state said of a block of the user's is a request, whatever its shape.
  const request =
    !r.question || r.cues.has('polite') || (r.blocks.length > 0 && (r.when.start !== undefined || r.when.date !== undefined) && r.cues.has('revise'));
  // "can everything after 2pm go back 15 minutes?": a group of blocks with an amount to move is a request in any shape.
  const many = shiftMany(r, options);
  if (many) return many;
  // A word that moves, renames or deletes never adds a block in place of the change, nor does a new time said of one.
  const changing = (r.verbs.lemmas.some((l) => CHANGE_LEMMAS.has(l)) || r.cues.has('stated-move')) && !r.verbs.senses.has('add');
  if (request || manipulation) {
    const decided = bulkDelete(r, options) ?? goalProgress(r) ?? contactLog(r, options) ?? blockChange(r, options);
    if (decided) return decided;
    // A note with a clock time is a block to add; without one, words like "meditation yesterday" ask about data.
    const dayPart = r.when.partOfDay !== undefined && r.when.date !== undefined && !r.cues.has('plural-kinds') && !r.metric;
    const adding = !changing && (r.verbs.senses.has('add') || r.cues.has('polite') || r.when.start !== undefined || r.repeat !== undefined || dayPart);
    // Words that try to talk the assistant out of its rules never become a block's title either.
    const added = adding && !manipulation ? blockAdd(r, options) : null;
    if (added) return added;
  }
  // A change asked for is never answered with a summary or a listing in its place.
  if (request && r.cues.has('change-first') && !r.question) return clarifyFrom(r);
  const answered = question(r, options);
  if (answered) return answered;
  // A new time said of a block ("my 11 o'clock got moved to 2") that found none asks which, never adds one.
  const stated = r.cues.has('stated-move') && !r.verbs.senses.has('add');
  return request && !stated && !manipulation ? blockAdd(r, options) : null;
}

/**
 * Chooses what one request asks, from its reading alone: something the assistant cannot do, a day's plan, tasks,
 * health values, milestones, a follow-up of the last reply, then blocks, people and goals, and questions.
 */
export function decide(r: Reading, options: UnderstandOptions): Intent {
  if (!r.text) return { intent: 'unknown' };
  return (
    cannotDo(r) ??
    dayConflict(r) ??
    planRequest(r, options) ??
    taskRequest(r, options) ??
    healthLog(r, options) ??
    milestoneChange(r) ??
    amendment(r, options) ??
    fitQuestion(r, options) ??
    blocksOf(r, options) ??
    clarifyFrom(r)
  );
}

/** The changes a part asks; a part unsure of itself still shows its change, as several are always proposed. */
const changes = (i: Intent): ChangeIntent[] | null => {
  if (i.intent === 'several') return i.parts;
  if (i.intent === 'clarify' && i.proposal && isComplete(i.proposal)) return [i.proposal];
  if ('consumed' in i || isChange(i)) return [i];
  return null;
};

/** A change with all it needs to be made: a new block with a time to start. */
const isComplete = (c: ChangeIntent) => c.intent !== 'add-block' || c.start !== undefined;

const CHANGE_NAMES = new Set<string>([
  'add-block',
  'change-block',
  'delete-block',
  'delete-many',
  'clear-day',
  'shift-many',
  'log-interaction',
  'goal-progress',
  'milestone',
  'log-health',
  'add-task',
  'complete-task',
  'change-task',
  'move-tasks',
  'plan-day',
]);
export const isChange = (i: Intent): i is ChangeIntent => CHANGE_NAMES.has(i.intent);

/** A change with the content words its reading left unaccounted for, when it left any. */
function withUnread(r: Reading, intent: Intent): Intent {
  if (!isChange(intent)) return intent;
  const unread = unreadWords(r, intent);
  return unread.length ? { ...intent, unread } : intent;
}

/**
 * Understands a message: the app's own words first (undo, yes, no), then the request whole; a message asking several
 * things is each part's change, together, when every part reads as one.
 */
export function understand(m: Message, options: UnderstandOptions): Intent {
  if (m.control) return m.control;
  const whole = withUnread(m.whole, decide(m.whole, options));
  if (whole.intent === 'cannot') return whole;
  // Each part read alone keeps its own day and time ("Rose yesterday and Sam today"), so it wins over the whole.
  const parts = severalOf(m.clauses, options, false);
  if (parts) return parts;
  // "half marathon at 55% and read 12 books at 3": a whole read unsure, whose every piece is a change read in full.
  const unsure = !isChange(whole) || (whole.unread?.length ?? 0) > 0;
  return (unsure && severalOf(m.pieces, options, true)) || whole;
}

/** Each part's changes, together, when every part reads as one; `sure`: only when each part leaves no word unread. */
function severalOf(readings: Reading[], options: UnderstandOptions, sure: boolean): Intent | null {
  if (readings.length < 2) return null;
  const parts = readings.map((c) => {
    const decided = decide(c, options);
    // A piece about "it" leans on another piece, so it is not read alone.
    if (sure && (c.pronoun || !isChange(decided) || withUnread(c, decided) !== decided)) return null;
    return changes(decided);
  });
  return parts.every((p): p is ChangeIntent[] => p !== null) ? { intent: 'several', parts: daysFromBefore(readings, parts).flat() } : null;
}
