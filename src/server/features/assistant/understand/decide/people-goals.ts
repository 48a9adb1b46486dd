import { shiftDate } from '../../../../../shared/dates.js';
import type { InteractionType } from '../../../../../shared/schemas/relationships.js';
import type { Reading, UnderstandOptions } from '../extract.js';
import type { ChangeIntent, Intent } from '../intents.js';
import { asksChange } from './blocks-change.js';
import { interactionTypeOf } from '../verbs.js';

/** Goal progress: a goal of the user's named with a percentage, milestones, "halfway" or "done". */
export function goalProgress(r: Reading): Intent | null {
  const goal = r.goals[0];
  const a = r.goalAmounts;
  const milestones = [a.milestones, a.level.milestones, a.fraction].find((n) => n !== undefined && n <= 12);
  const more = a.more !== undefined && Math.abs(a.more) <= 12 ? a.more : undefined;
  const done = a.done || r.verbs.senses.has('done');
  const percentMore = a.percentMore;
  const percent = percentMore === undefined ? (r.percent ?? a.level.percent) : undefined;
  if (!goal) {
    if (r.cues.has('goal-word') && (percent !== undefined || milestones !== undefined || more !== undefined))
      return { intent: 'clarify', question: 'Which goal do you mean? Name it, for example "set Learn guitar to 50%".' };
    return null;
  }
  const said = percent !== undefined || percentMore !== undefined || milestones !== undefined || more !== undefined || a.halfway || done;
  if (r.goals.length > 1 && r.goals[1].score === goal.score && said) {
    const tied = r.goals.filter((g) => g.score === goal.score);
    return {
      intent: 'clarify',
      question: `Which goal do you mean: ${tied.map((g) => `"${g.goal.title}"`).join(' or ')}?`,
      options: tied.map((g) => ({ label: g.goal.title, intent: { intent: 'goal-status', goal: g.goal.id } })),
    };
  }
  const id = goal.goal.id;
  const consumed = [{ from: 0, to: r.text.length }];
  if (percentMore !== undefined) return { intent: 'goal-progress', goal: id, morePercent: percentMore, consumed };
  if (percent !== undefined) return { intent: 'goal-progress', goal: id, progress: percent, consumed };
  if (more !== undefined) return { intent: 'goal-progress', goal: id, moreMilestones: more, consumed };
  if (milestones !== undefined) return { intent: 'goal-progress', goal: id, milestones, consumed };
  if (a.halfway) return { intent: 'goal-progress', goal: id, progress: 50, consumed };
  if ((done || a.titleVerbDone) && !r.question) return { intent: 'goal-progress', goal: id, progress: 100, consumed };
  return null;
}

/**
 * A named milestone ticked, unticked or given a date: "tick barre f chord", "open chords - untick that", "pentatonic
 * scale by 30 april". Several named at once are each changed ("tick barre F chord and first full song").
 */
export function milestoneChange(r: Reading): Intent | null {
  const named = r.milestones.filter((m) => m.score >= 1 && m.score >= m.of / 2);
  if (named.length === 0 || r.question) return null;
  const best = named[0].score;
  // "barre F chord" names one milestone; a single word of it ("chord") never names a second one too.
  const chosen = named.filter((m) => m.score === best || (m.score >= m.of && m.of >= 2));
  const rename = r.cues.has('rename-verb') ? (r.cues.group('quoted-name') ?? r.cues.group('new-name') ?? r.cues.group('renamed-to')) : undefined;
  const untick = !rename && r.cues.has('untick');
  const tick = !rename && !untick && (r.cues.has('tick') || r.verbs.senses.has('done'));
  const dated = !rename && (r.cues.has('deadline') || r.cues.has('to-time') || r.cues.has('milestone')) ? r.when.date : undefined;
  if (!tick && !untick && !dated && !rename) return null;
  const parts: ChangeIntent[] = chosen.map(({ milestone: m, score, of }) => ({
    intent: 'milestone',
    goal: m.goalId,
    index: m.index,
    title: m.title,
    ...(tick ? { done: true } : untick ? { done: false } : {}),
    ...(dated ? { dueDate: dated } : {}),
    ...(rename ? { rename } : {}),
    ...(chosen.length === 1 && score >= of ? { exact: true } : {}),
  }));
  return parts.length === 1 ? { ...parts[0], consumed: [{ from: 0, to: r.text.length }] } : { intent: 'several', parts };
}

/** A time the words put in the future: a later day, or a time still to come today with no past tense. */
function saidOfFuture(r: Reading, options: UnderstandOptions): boolean {
  if (r.pastTense) return false;
  if (r.when.date && r.when.date > options.today && r.past.date !== r.when.date && !r.cues.has('past-markers')) return true;
  if (r.cues.has('future-markers')) return true;
  return Boolean(r.when.start && options.nowMinutes !== undefined && r.when.start.hour * 60 + r.when.start.minute > options.nowMinutes && !r.when.date);
}

/**
 * What the contact was for: "re: dinner fri", "to plan climbing on saturday". A day said in it is the day of the thing
 * talked about, not of the contact ("emailed Leo about the design thing on the 9th" may be either, and stays the 9th).
 */
const SUBJECT = /\b(?:re\b:?|regarding|to\s+(?:plan|arrange|sort(?:\s+out)?|book|confirm|organi[sz]e|discuss|ask\s+about|check\s+on|set\s+up|fix|remind))\s/i;

function dateOf(r: Reading, options: UnderstandOptions): string {
  if (r.cues.has('last-night')) return shiftDate(options.today, -1);
  const subject = SUBJECT.exec(r.text)?.index;
  // "messaged maya re: dinner fri": the contact is today's; "on monday I texted leo about friday" is monday's.
  const own = subject === undefined ? r.past.date : r.past.dates.find((d) => d.span.from < subject)?.value;
  let date = own ?? options.today;
  if (date > options.today) date = shiftDate(date, -7);
  return date;
}

/**
 * Being in touch: one of the user's people, a verb or noun of contact, and a time that is not to come. The sentence's
 * shape does not matter: "Leo rang me", "sent mum a voice note", "Ana and I grabbed lunch". Two people named apart
 * ("spoke to grandma and sam") are each logged.
 */
export function contactLog(r: Reading, options: UnderstandOptions): Intent | null {
  const strong = r.people.filter((p) => p.strength >= 3);
  const people = strong.length ? strong : r.people.filter((p) => p.strength >= 1);
  const senses = r.verbs.senses;
  const contactVerb = senses.has('call') || senses.has('message') || senses.has('meeting');
  // "video call with grandma this morning", "a text from Sam today": the noun says the contact, the time that it happened.
  const saidDone = r.cues.has('contact-noun') && people.length > 0 && (r.pastTense || r.cues.has('today-words')) && !senses.has('add');
  // "add a call with Mum" plans one; "add a call with Mum yesterday" logs it.
  const logged = (r.cues.has('log-words') && r.cues.has('contact-noun') && (r.pastTense || !r.cues.has('add-start'))) || saidDone;
  // "went for a run with Ana": something done with one of the user's people.
  const together = r.pastTense && people.some((p) => p.strength >= 3 && p.together);
  if (!contactVerb && !logged && !together) return null;
  // "call it ring dad instead": a name given to a thing, never a call.
  if (r.cues.has('rename-verb')) return null;
  if (senses.has('add') && !r.pastTense) return null;
  // "dinner with Maya moved to saturday": a change to a block the user has, not a meeting.
  if (r.blocks[0] && r.verbs.lemmas.some((l) => ['move', 'reschedule', 'postpone', 'cancel', 'delete', 'shift', 'push'].includes(l)) && asksChange(r))
    return null;
  if (r.question || saidOfFuture(r, options)) return null;
  // "messaged maya re: dinner fri": the kind of contact is said before what it was about.
  const subject = SUBJECT.exec(r.text)?.index;
  const type: InteractionType = (subject ? interactionTypeOf(r.text.slice(0, subject), r.verbs) : undefined) ?? r.interactionType ?? 'meeting';
  const date = dateOf(r, options);
  const consumed = [{ from: 0, to: r.text.length }];
  if (people.length === 0) {
    // A name the user's people do not have: the log is tried, and its answer says so plainly.
    const name = r.cues.group('name-with') ?? r.cues.group('name-lead');
    return name && (r.pastTense || logged) ? { intent: 'log-interaction', person: name, type, date, consumed } : null;
  }
  const best = people.filter((p) => p.strength === people[0].strength);
  const apart = new Set(best.map((p) => p.words)).size === best.length;
  if (best.length > 1 && apart && best[0].strength >= 3) {
    return { intent: 'several', parts: best.map((p) => ({ intent: 'log-interaction', person: p.person.id, type, date })) };
  }
  if (best.length > 1) {
    return {
      intent: 'clarify',
      question: `Who did you mean: ${best.map((p) => p.person.name).join(' or ')}?`,
      options: best.map((p) => ({ label: p.person.name, intent: { intent: 'log-interaction', person: p.person.id, type, date } })),
    };
  }
  const period = r.period;
  if (period && period.to < options.today && period.from !== period.to && (!r.past.date || r.past.weekend)) {
    return {
      intent: 'clarify',
      question: `Which day were you in touch with ${people[0].person.name}?`,
      options: [period.from, period.to].map((d) => ({ label: d, intent: { intent: 'log-interaction', person: people[0].person.id, type, date: d } })),
    };
  }
  const note = r.cues.group('about');
  return { intent: 'log-interaction', person: people[0].person.id, type, date, ...(note ? { note } : {}), consumed };
}
