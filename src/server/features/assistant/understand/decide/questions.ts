import { shiftDate } from '../../../../../shared/dates.js';
import type { Reading, UnderstandOptions } from '../extract.js';
import type { Intent, MetricStat, QuestionIntent } from '../intents.js';
import { within, type Span } from '../text.js';
import { tellingStems, titleScore } from '../things.js';
import type { Period } from '../when.js';

function metricStat(r: Reading, date: string | undefined, period?: Period): MetricStat {
  if (r.cues.has('stat-compare')) return 'compare';
  if (r.cues.has('stat-trend')) return 'trend';
  if (r.cues.has('stat-best')) return 'best';
  if (r.cues.has('stat-worst')) return 'worst';
  if (r.cues.has('stat-total')) return 'total';
  if (r.cues.has('stat-average')) return 'average';
  if (date && !period) return 'day';
  return 'average';
}

const weekOf = (p: Period | undefined): 'this' | 'last' | undefined => (p?.label === 'this week' ? 'this' : p?.label === 'last week' ? 'last' : undefined);
const dayOf = (r: Reading, options: UnderstandOptions) => r.when.date ?? (r.cues.has('tonight') ? options.today : undefined);

/** Hours of blocks in a period: of a kind ("meetings", "focus") or of the blocks a title names ("standups", "gym"). */
function hoursQuestion(r: Reading, options: UnderstandOptions): QuestionIntent | null {
  const count = r.cues.has('count-asked') && !r.cues.has('length-words');
  const date = dayOf(r, options);
  const titled = !r.category && r.blocks[0] && r.blocks[0].score >= 1 && r.cues.has('hours-plain') && !r.cues.has('digit-hours');
  if (!r.cues.has('hours-asked') && !titled && !count) return null;
  // "how much time have I put into guitar": a goal named with no block or period asks how the goal is going.
  if (r.goals[0] && !r.category && !r.blocks[0] && !r.period && !r.when.date) return null;
  if (r.cues.has('how-long-is') && !r.blocks[0] && !r.category) return null;
  // "did I have on tuesday": a day said of the past is the one just gone.
  const day = r.pastTense && !r.cues.has('planned') && r.past.date && r.past.date !== date && date && date > options.today ? r.past.date : date;
  const period = r.period ?? (day ? { from: day, to: day, label: day } : { from: options.today, to: options.today, label: 'today' });
  const best = r.blocks[0]?.score ?? 0;
  const titles = r.category || best < 1 ? [] : [...new Set(r.blocks.filter((b) => b.score === best).map((b) => b.block.title))];
  return { intent: 'hours', period, ...(r.category ? { category: r.category } : {}), ...(titles.length ? { titles } : {}), ...(count ? { count: true } : {}) };
}

/** "do I have time for a 2h block thursday", "can I squeeze in 3 hours on friday?": the free stretches that long, not a block to add. */
export function fitQuestion(r: Reading, options: UnderstandOptions): QuestionIntent | null {
  if (!r.cues.has('fit-words') || !r.cues.has('asks-me') || r.when.start) return null;
  return { intent: 'free-time', date: dayOf(r, options) ?? options.today, ...(r.when.minutes ? { minutes: r.when.minutes } : {}) };
}

/** Questions about blocks: what is first or next, whether a time is free, the day's plan. */
function scheduleQuestion(r: Reading, options: UnderstandOptions): QuestionIntent | null {
  const date = dayOf(r, options);
  if (r.cues.has('first-words') && !r.cues.has('first-of'))
    return { intent: 'first', date: date ?? options.today, ...(r.category ? { category: r.category } : {}) };
  if (r.cues.has('last-thing')) return { intent: 'first', date: date ?? options.today, last: true };
  if (r.cues.has('last-kind') && !r.pastTense && (date ?? options.today) >= options.today)
    return { intent: 'first', date: date ?? options.today, last: true, ...(r.category ? { category: r.category } : {}) };
  if (r.cues.has('next-words')) {
    // "after the client call on friday": the one on the day said, else the next still to come.
    const named = r.blocks.map((b) => b.block);
    const anchor = named.find((b) => b.date === date) ?? named.find((b) => b.date >= options.today) ?? named[0];
    const after = anchor ? { title: anchor.title, named: [`${anchor.id}@${anchor.occurrence ?? ''}`] } : undefined;
    // A kind word that is part of the named block's title ("the client call") is not the kind asked for.
    const kind = r.category && (!anchor || r.cues.has('next-kind')) ? r.category : undefined;
    return { intent: 'next', ...(after ? { after } : {}), ...(kind ? { category: kind } : {}) };
  }
  if (r.when.start && r.cues.has('free-at-words'))
    return { intent: 'free-at', date: date ?? options.today, start: r.when.start, ...(r.when.minutes ? { minutes: r.when.minutes } : {}) };
  if (r.cues.has('free-words')) return { intent: 'free-time', date: date ?? options.today };
  if (!r.cues.has('schedule-words')) return null;
  if (r.period && r.period.from !== r.period.to && !r.cues.has('own-day'))
    return { intent: 'schedule', period: r.period, ...(weekOf(r.period) ? { week: weekOf(r.period) } : {}) };
  // "what was on tuesday?": a day asked of the past is the one just gone.
  const gone = r.cues.has('was-on') && date && date > options.today ? r.past.date : undefined;
  if (date) return { intent: 'schedule', date: gone ?? date };
  if (r.period) return { intent: 'schedule', period: r.period, ...(weekOf(r.period) ? { week: weekOf(r.period) } : {}) };
  return { intent: 'schedule' };
}

/** "when's the dentist?", "what time is dinner with Maya": the day and time of a block the words name in full. */
function whenBlock(r: Reading): QuestionIntent | null {
  const named = r.blocks[0];
  // Every telling word of the title said, a person's name among them ("dinner with Maya").
  if (!named || titleScore(tellingStems(r.plain.join(' ')), named.block.title) < tellingStems(named.block.title).length) return null;
  if (!r.cues.has('when-start') || r.cues.has('when-not')) return null;
  const best = r.blocks.filter((b) => b.score === named.score);
  return { intent: 'when-block', named: best.map((b) => `${b.block.id}@${b.block.occurrence ?? ''}`), title: named.block.title };
}

/** "which guitar milestones have I ticked?", "when is strumming patterns due?": a goal's named milestones. */
function milestoneQuestion(r: Reading): QuestionIntent | null {
  if (!r.question || !r.cues.has('milestone-asked')) return null;
  const milestone = r.milestones.find((m) => m.score >= m.of / 2);
  if (milestone && r.cues.has('deadline')) return { intent: 'milestones', goal: milestone.milestone.goalId, index: milestone.milestone.index };
  const goal = r.goals[0]?.goal;
  if (goal && r.cues.has('milestone')) return { intent: 'milestones', goal: goal.id };
  return milestone ? { intent: 'milestones', goal: milestone.milestone.goalId, index: milestone.milestone.index } : null;
}

/** "when am I seeing Maya?": the coming blocks whose titles name the person. */
function nextWith(r: Reading, name: string, options: UnderstandOptions): QuestionIntent | null {
  const first = name.toLowerCase().split(/\s+/)[0];
  const ahead = r.blocksWithPeople.filter((b) => b.date >= options.today && b.title.toLowerCase().split(/\W+/).includes(first));
  if (ahead.length === 0) return null;
  return { intent: 'when-block', named: ahead.map((b) => `${b.id}@${b.occurrence ?? ''}`), title: ahead[0].title };
}

/** Questions about people and goals: when I last saw someone, how one goal is going, who is due. */
function peopleGoalQuestion(r: Reading, options: UnderstandOptions): QuestionIntent | null {
  const person = r.people.find((p) => p.strength >= 3) ?? r.people[0];
  const contactSense = ['call', 'message', 'meeting'].some((sense) => r.verbs.senses.has(sense as 'call'));
  const seeing = person && r.cues.has('future-see') ? nextWith(r, person.person.name, options) : null;
  if (seeing) return seeing;
  if (person && (r.cues.has('last-contact-words') || (contactSense && r.cues.has('have-did-start'))))
    return { intent: 'last-contact', person: person.person.id };
  // "who did I talk to last week": the people the user was in touch with in a period gone by.
  if (r.cues.has('who') && contactSense && r.period && r.period.from <= options.today && r.cues.has('did-i') && !r.cues.has('negation'))
    return { intent: 'contacts', period: r.period };
  if (r.cues.has('who') && contactSense && r.cues.has('who-due')) return { intent: 'due' };
  if (r.cues.has('who-contact')) return { intent: 'due' };
  if (r.goals[0] && !r.cues.has('goals-plural')) return { intent: 'goal-status', goal: r.goals[0].goal.id };
  if (r.cues.has('goal-questions')) return { intent: 'goals' };
  return null;
}

/**
 * "does sleep help my mood?", "is my energy better when I sleep more?": two metrics and a word that relates them.
 * What follows "when", "after" or "if" is the cause; otherwise the one said first.
 */
function relationQuestion(r: Reading): QuestionIntent | null {
  const named = r.metricsSaid;
  if (named.length !== 2 || named[0].metric === named[1].metric || !r.cues.has('relates')) return null;
  const cue = r.cues.get('cause-cue');
  const [first, second] = named;
  const causeSecond = cue !== undefined && cue.span.from < second.at && cue.span.from > first.at;
  return causeSecond ? { intent: 'relation', from: second.metric, to: first.metric } : { intent: 'relation', from: first.metric, to: second.metric };
}

/** Questions about health: a metric, the health score, the week, why. */
function healthQuestion(r: Reading, options: UnderstandOptions): QuestionIntent | null {
  const relation = relationQuestion(r);
  if (relation) return relation;
  const lastNight = r.cues.has('last-night') ? options.today : undefined;
  if (r.cues.has('why-words')) return r.metric ? { intent: 'why', metric: r.metric } : { intent: 'why' };
  if (r.cues.has('health-score')) {
    const date = lastNight ?? r.past.date;
    return { intent: 'health-score', ...(date ? { date } : {}), ...(r.period ? { period: r.period, week: weekOf(r.period) } : {}) };
  }
  if (r.cues.has('week-review')) return { intent: 'week-review', week: r.cues.has('last-week-word') ? 'last' : 'this' };
  const metric = r.metric;
  // "when can I fit in a workout" asks for free time, not about exercise.
  if (!metric || r.cues.has('metric-not-asked')) return null;
  const date = lastNight ?? r.past.date;
  const stat = metricStat(r, date, r.period);
  // A trend needs more than a week to show: the last 30 days unless a period is said.
  if (stat === 'trend')
    return { intent: 'metric', metric, stat, period: r.period ?? { from: shiftDate(options.today, -29), to: options.today, label: 'the last 30 days' } };
  return {
    intent: 'metric',
    metric,
    stat,
    ...(date && (stat === 'day' || !r.period) ? { date } : {}),
    ...(r.period && stat !== 'day' ? { period: r.period, week: weekOf(r.period) } : {}),
  };
}

/** "what's on my todo list", "what's due this week", "any tasks for tomorrow": the open tasks, or those due by then. */
function tasksQuestion(r: Reading, options: UnderstandOptions): QuestionIntent | null {
  if (!r.cues.has('tasks-listed') && !r.cues.has('due-asked')) return null;
  if (r.people.some((p) => p.strength >= 3) || r.cues.has('call-contact')) return null;
  const date = dayOf(r, options);
  const period = r.period ?? (date ? { from: date, to: date, label: date } : undefined);
  return { intent: 'tasks', ...(period ? { period } : {}) };
}

/** A question about the user's own data, read from its words and what they name. */
export function question(r: Reading, options: UnderstandOptions): QuestionIntent | null {
  return (
    whenBlock(r) ??
    milestoneQuestion(r) ??
    fitQuestion(r, options) ??
    healthQuestion(r, options) ??
    hoursQuestion(r, options) ??
    peopleGoalQuestion(r, options) ??
    tasksQuestion(r, options) ??
    scheduleQuestion(r, options)
  );
}

const AMEND_FILLER = /^(?:instead|then|please|pls|thanks|at|on|the|for|and|make|it|that|change|to|move|was|actually|oh|oops|sorry|no|wait|\?)$/;

/** "actually Thursday", "and the week before?", "what about tomorrow": the last request again with this changed. */
export function amendment(r: Reading, options: UnderstandOptions): Intent | null {
  const opener = r.cues.get('amend-opener');
  // After "actually", "oops" or "sorry, I meant", or in answer to the assistant's own question, a bare time or day is one.
  if (!opener && !r.cues.has('week-before') && !r.followUp && !options.answering && !options.logged) return null;
  const tail = r.cues.get('not-tail');
  const phrase: Span = { from: opener?.span.to ?? 0, to: tail?.span.from ?? r.text.length };
  if (r.cues.has('previous-week', phrase)) return { intent: 'amend', previous: true };
  const dates = r.when.dates.filter((d) => within(d.span, phrase));
  const times = r.when.times.filter((t) => within(t.span, phrase) && t.role !== 'end');
  const minutes = r.when.spans.minutes && within(r.when.spans.minutes, phrase);
  const week = r.when.spans.week && within(r.when.spans.week, phrase) ? r.when.week : undefined;
  const left = r.words.filter((w) => within(w.span, phrase) && !r.when.taken.some((t) => within(w.span, t)) && !AMEND_FILLER.test(w.lower));
  const bare = left.length === 1 && /^\d{1,2}$/.test(left[0].lower) ? Number(left[0].lower) : undefined;
  if (minutes && !times.length && !dates.length) return null;
  if (!dates.length && !times.length && !week && bare === undefined) return null;
  if (bare === undefined && left.length > 0) return null;
  const out: Intent = { intent: 'amend' };
  if (dates[0]) out.date = dates[0].value;
  if (times[0]) out.start = times[0].value;
  else if (bare !== undefined) out.start = { hour: bare >= 1 && bare <= 6 ? bare + 12 : bare, minute: 0 };
  if (week) out.week = week;
  return out;
}
