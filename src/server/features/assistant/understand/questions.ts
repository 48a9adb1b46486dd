import { shiftDate } from '../../../../shared/dates.js';
import type { Entities, UnderstandOptions } from './entities.js';
import type { Intent, MetricStat, QuestionIntent } from './intents.js';
import { tellingStems, titleScore } from './things.js';
import { metricIn, metricsIn } from './vocabulary.js';
import { readWhen, type Period, type When } from './when.js';

function metricStat(text: string, when: When, period?: Period): MetricStat {
  if (
    /\b(?:vs\.?|versus|compared?|comparison|than\s+last|against\s+last|better\s+or\s+worse|up\s+or\s+down|change[ds]?\s+from|better\s+than|worse\s+than)\b/i.test(
      text,
    )
  )
    return 'compare';
  if (
    /\btrend(?:s|ing)?\b|\bover\s+time\b|\b(?:going|gone|went)\s+(?:up|down)\b|\bchang(?:ed|ing)\b|\bprogress(?:ing)?\b|\b(?:losing|gaining|putting\s+on|lost|gained|put\s+on|dropped|shed)\b|\bgetting\s+(?:better|worse|more|less|higher|lower)\b|\b(?:improv|declin|increas|decreas)(?:ed|ing)\b/i.test(
      text,
    )
  )
    return 'trend';
  if (/\b(?:best|highest|most|longest|top|peak|max(?:imum)?|biggest|greatest)\b/i.test(text)) return 'best';
  if (/\b(?:worst|lowest|least|shortest|min(?:imum)?|smallest|poorest)\b/i.test(text)) return 'worst';
  if (/\b(?:total|in\s+total|altogether|all\s+together|combined|sum)\b/i.test(text)) return 'total';
  if (/\b(?:average|avg|mean|usually|typical(?:ly)?|on\s+average|per\s+(?:day|night)|a\s+(?:day|night))\b/i.test(text)) return 'average';
  if (when.date && !period) return 'day';
  return 'average';
}

const weekOf = (p: Period | undefined): 'this' | 'last' | undefined => (p?.label === 'this week' ? 'this' : p?.label === 'last week' ? 'last' : undefined);

/** "how many hours of meetings last week", "total focus time today", "how long are my standups this week in total". */
const HOURS_ASKED = new RegExp(
  [
    String.raw`\bhow\s+(?:many|much)\s+(?:deep\s+work|focus(?:ed)?|meetings?|breaks?)\b`,
    String.raw`\bhow\s+(?:many|much)\b.*\b(?:hours?|hrs?|time)\b`,
    String.raw`\bhow\s+long\b.*\b(?:in\s+total|altogether|all\s+together|combined|overall)\b`,
    String.raw`\bhow\s+long\s+(?:did|do|will|have)\s+i\s+(?:spend|spent|been)\b`,
    String.raw`\bhow\s+long\s+(?:is|are|was|were)\s+(?:my|the)\b`,
    String.raw`\b(?:total|sum|number\s+of)\b.*\b(?:hours?|hrs?|time)\b`,
    String.raw`\b(?:hours?|hrs?)\s+(?:of|in|on|spent|at)\b`,
    String.raw`\btime\s+(?:spent\b|(?:in|on|at)\s+(?:meetings?|focus|breaks?|deep\s+work))`,
    String.raw`\b(?:meeting|focus|break)\s+(?:hours|hrs|time)\b`,
  ].join('|'),
  'i',
);

/** "how many meetings last week", "number of focus blocks today": a count of blocks, never of hours. */
const COUNT_ASKED =
  /\b(?:how\s+many|number\s+of|count\s+(?:of\s+)?(?:my|the))\s+(?:(?:focus|deep\s+work|break|meeting)\s+)?(?:meetings?|blocks?|things|events?|appointments?|calls?|breaks?|sessions?|slots?|items?)\b(?!\s+(?:of\s+)?(?:hours?|time))/i;

/** Hours of blocks in a period: of a kind ("meetings", "focus") or of the blocks a title names ("standups", "gym"). */
function hoursQuestion(e: Entities, options: UnderstandOptions): QuestionIntent | null {
  const t = e.text;
  const count = COUNT_ASKED.test(t) && !/\b(?:hours?|hrs?|minutes?|mins?|how\s+(?:much|long))\b/i.test(t);
  const date = e.when.date ?? (/\btonight\b/i.test(t) ? options.today : undefined);
  const titled =
    !e.category && e.blocks[0] && e.blocks[0].score >= 1 && new RegExp(String.raw`\b(?:hours|hrs)\b`, 'i').test(t) && !/\d\s*(?:hours|hrs)\b/i.test(t);
  if (!HOURS_ASKED.test(t) && !titled && !count) return null;
  // "how much time have I put into guitar": a goal named with no block or period asks how the goal is going.
  if (e.goals[0] && !e.category && !e.blocks[0] && !e.period && !e.when.date) return null;
  if (/^how\s+long\s+(?:is|are|was|were)\b/i.test(t) && !e.blocks[0] && !e.category) return null;
  // "did I have on tuesday": a day said of the past is the one just gone.
  const planned = /\bhave\s+i\s+got\b|\b(?:have|has|'ve)\s+(?:i\s+)?(?:got\s+)?(?:booked|planned|scheduled|blocked)\b/i.test(t);
  const day = e.pastTense && !planned && e.past.date && e.past.date !== date && date && date > options.today ? e.past.date : date;
  const period = e.period ?? (day ? { from: day, to: day, label: day } : { from: options.today, to: options.today, label: 'today' });
  const best = e.blocks[0]?.score ?? 0;
  const titles = e.category || best < 1 ? [] : [...new Set(e.blocks.filter((b) => b.score === best).map((b) => b.block.title))];
  return {
    intent: 'hours',
    period,
    ...(e.category ? { category: e.category } : {}),
    ...(titles.length ? { titles } : {}),
    ...(count ? { count: true } : {}),
  };
}

const FIT_WORDS =
  /\b(?:time|room|space)\s+for\b|\b(?:fit|squeeze|slot|cram)\s+(?:in\b|it\b)?|\bfree\s+(?:for|long\s+enough)\b|\b(?:slot|gap|window|stretch)\s+(?:of|for)\b|\b(?:free|open)\s+(?:slot|gap|window|stretch)\b/i;
const ASKS_ME =
  /^(?:(?:so|ok(?:ay)?|hey|hmm+)\s*,?\s+)?(?:(?:can|could|would|will|do|does|is|have|am|shall)\s+(?:i|there|we)\b|any\b|what|when|where|is\s+there)/i;

/** "do I have time for a 2h block thursday", "can I squeeze in 3 hours on friday?": the free stretches that long, not a block to add. */
export function fitQuestion(e: Entities, options: UnderstandOptions): QuestionIntent | null {
  if (!FIT_WORDS.test(e.text) || !ASKS_ME.test(e.text) || e.when.start) return null;
  const date = e.when.date ?? (/\btonight\b/i.test(e.text) ? options.today : undefined) ?? options.today;
  return { intent: 'free-time', date, ...(e.when.minutes ? { minutes: e.when.minutes } : {}) };
}

/** Questions about blocks: hours in a period, what is first or next, whether a time is free, the day's plan. */
function scheduleQuestion(e: Entities, options: UnderstandOptions): QuestionIntent | null {
  const t = e.text;
  const { when } = e;
  const date = when.date ?? (/\btonight\b/i.test(t) ? options.today : undefined);
  if (/\b(?:first|earliest|start\s+with|kick\s+off|begin)\b/i.test(t) && !/\bfirst\s+(?:of|week)\b/i.test(t)) {
    return { intent: 'first', date: date ?? options.today, ...(e.category ? { category: e.category } : {}) };
  }
  if (/\b(?:last\s+thing|finish\s+(?:my\s+)?day|latest)\b|\bwhat\s+time\s+(?:do|will|does)\s+(?:i|my\s+day)\s+(?:finish|end|wrap\s+up)\b/i.test(t))
    return { intent: 'first', date: date ?? options.today, last: true };
  if (/\blast\s+(?:meeting|call|block|break|focus\s+block|event|appointment|one)\b/i.test(t) && !e.pastTense && (date ?? options.today) >= options.today)
    return { intent: 'first', date: date ?? options.today, last: true, ...(e.category ? { category: e.category } : {}) };
  if (
    /\bwhat'?s\s+next\b|\bwhat\s+is\s+next\b|\bup\s+next\b|\bnext\s+(?:thing|up|block|meetings?|calls?|breaks?|focus|event|appointment|session|item|one)\b|\bwhat'?s\s+after\b|\bwhat\s+comes\s+after\b|\bafter\s+(?:that|lunch|this)\b/i.test(
      t,
    )
  ) {
    // "after the client call on friday": the one on the day said, else the next still to come.
    const named = e.blocks.map((b) => b.block);
    const anchor = named.find((b) => b.date === date) ?? named.find((b) => b.date >= options.today) ?? named[0];
    const after = anchor ? { title: anchor.title, named: [`${anchor.id}@${anchor.occurrence ?? ''}`] } : undefined;
    // A kind word that is part of the named block's title ("the client call") is not the kind asked for.
    const kind = e.category && (!anchor || /\bnext\s+(?:meetings?|calls?|breaks?|focus)\b/i.test(t)) ? e.category : undefined;
    return { intent: 'next', ...(after ? { after } : {}), ...(kind ? { category: kind } : {}) };
  }
  if (when.start && /\b(?:free|available|busy|anything|something|booked|clear|open)\b/i.test(t)) {
    return { intent: 'free-at', date: date ?? options.today, start: when.start, ...(when.minutes ? { minutes: when.minutes } : {}) };
  }
  if (
    /\bwhen\s+can\s+i\b|\bfit\s+(?:in|it)\b|\bam\s+i\s+free\b|\bfree\b|\bavailab\w*|\bopen\s+(?:slots?|time)|\bgaps?\b|\bspare\s+time|\bnothing\s+(?:planned|booked)\b/i.test(
      t,
    )
  ) {
    return { intent: 'free-time', date: date ?? options.today };
  }
  if (
    /\blook(?:s|ing)?\s+like\b|\bhow\s+(?:does|is|'?s)\s+\S+(?:\s+\S+)?\s+look(?:ing)?\b|what'?s\s+(?:on|up|happening|planned|scheduled|left|remaining|coming|ahead)|\bwhat\s+(?:is|else\s+is)\s+(?:left|remaining|coming\s+up)|\b(?:left|remaining|coming\s+up|ahead)\b.*\b(?:week|today|tomorrow|day)\b|\bschedule\b|\bagenda\b|\bcalendar\b|\bplan(?:ned|s)?\b|\bbusy\b|\bdo\s+i\s+have\b|\bwhat\s+(?:do|have)\s+i\s+(?:got|have|on)\b|\bwhat\s+am\s+i\s+doing\b|\bwhat\s+(?:was|were)\s+(?:on|planned|scheduled|happening)\b|\bwhat\s+did\s+i\s+(?:have|do)\b|\bmy\s+day\b|\bblocks?\b|\b(?:today|tomorrow|tonight)\??$|\banything\b/i.test(
      t,
    )
  ) {
    const ownDay =
      /\b(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?\b|\b(?:today|tomorrow|tonight)\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b\d{1,2}\/\d{1,2}\b/i;
    if (e.period && e.period.from !== e.period.to && !ownDay.test(t))
      return { intent: 'schedule', period: e.period, ...(weekOf(e.period) ? { week: weekOf(e.period) } : {}) };
    // "what was on tuesday?": a day asked of the past is the one just gone.
    const gone = /\bwhat\s+(?:was|were|did)\b/i.test(t) && date && date > options.today ? e.past.date : undefined;
    if (date) return { intent: 'schedule', date: gone ?? date };
    if (e.period) return { intent: 'schedule', period: e.period, ...(weekOf(e.period) ? { week: weekOf(e.period) } : {}) };
    return { intent: 'schedule' };
  }
  return null;
}

/** "when's the dentist?", "what time is dinner with Maya": the day and time of a block the words name in full. */
function whenBlock(e: Entities): QuestionIntent | null {
  const named = e.blocks[0];
  // Every telling word of the title said, a person's name among them ("dinner with Maya").
  if (!named || titleScore(tellingStems(e.text), named.block.title) < tellingStems(named.block.title).length) return null;
  if (!/^(?:when(?:'s|s|\s+is|\s+are|\s+was)?|what\s+time(?:'s|\s+is|\s+are|\s+was|\s+does)?|what\s+day(?:'s|\s+is)?)\b/i.test(e.text)) return null;
  if (/\b(?:free|can\s+i|could\s+i|should\s+i|last|did)\b/i.test(e.text)) return null;
  const best = e.blocks.filter((b) => b.score === named.score);
  return { intent: 'when-block', named: best.map((b) => `${b.block.id}@${b.block.occurrence ?? ''}`), title: named.block.title };
}

/** Questions about people and goals: when I last saw someone, how one goal is going, who is due. */
function peopleGoalQuestion(e: Entities, options: UnderstandOptions): QuestionIntent | null {
  const t = e.text;
  const person = e.people.find((p) => p.strength >= 3) ?? e.people[0];
  const contactSense = ['call', 'message', 'meeting'].some((sense) => e.verbs.senses.has(sense as 'call'));
  if (
    person &&
    (/\b(?:when|last\s+time|how\s+long|how\s+many\s+days|last\s+(?:see|saw|spoke|talk|call|contact|heard)|recently|lately)\b/i.test(t) ||
      (contactSense && /^(?:have|did|has)\b/i.test(t)))
  )
    return { intent: 'last-contact', person: person.person.id };
  // "who did I talk to last week": the people the user was in touch with in a period gone by.
  if (
    /\bwho\b/i.test(t) &&
    contactSense &&
    e.period &&
    e.period.from <= options.today &&
    /\b(?:did|was|were|have)\s+i\b/i.test(t) &&
    !/\b(?:not|n't|haven'?t)\b/i.test(t)
  )
    return { intent: 'contacts', period: e.period };
  if (/\bwho\b/i.test(t) && contactSense && /\b(?:haven'?t|hasn'?t|not|should|need|ought|due|overdue|while|ages|long|neglect\w*)\b/i.test(t))
    return { intent: 'due' };
  if (
    /\bwho\b.*\b(?:call|contact|reach|text|message|see|ring|talk|catch\s+up|get\s+in\s+touch|due|neglect\w*|hear|phone|spoken|speak|seen)\b|\breconnect|\bcatch\s+up\s+with\s+(?:someone|anyone)|\bdue\s+(?:for\s+)?(?:a\s+)?(?:contact|call|catch)|\bhaven'?t\s+(?:i\s+)?(?:talked|spoken|heard|contacted|seen)\b/i.test(
      t,
    )
  )
    return { intent: 'due' };
  if (e.goals[0] && !/\bgoals\b/i.test(t)) return { intent: 'goal-status', goal: e.goals[0].goal.id };
  if (/\bgoals?\b|\bon\s+(?:track|pace)\b|\bbehind\s+(?:on|pace)\b|\bmilestones?\b/i.test(t)) return { intent: 'goals' };
  return null;
}

const RELATES =
  /\b(?:help|helps|helped|affect|affects|impact|impacts|improve|improves|make|makes|boost|boosts|hurt|hurts|link|linked|connection|connected|related|relationship|correlat\w*|go\s+(?:together|with)|better|worse|higher|lower|vs\.?|versus|when|after)\b/i;

/**
 * "does sleep help my mood?", "is my energy better when I sleep more?": two metrics and a word that relates them.
 * What follows "when", "after" or "if" is the cause; otherwise the one said first.
 */
function relationQuestion(e: Entities): QuestionIntent | null {
  const named = metricsIn(e.text);
  if (named.length !== 2 || named[0].metric === named[1].metric || !RELATES.test(e.text)) return null;
  const cue = /\b(?:when|after|if|on\s+days)\b/i.exec(e.text);
  const [first, second] = named;
  const causeSecond = cue !== null && cue.index < second.at && cue.index > first.at;
  return causeSecond ? { intent: 'relation', from: second.metric, to: first.metric } : { intent: 'relation', from: first.metric, to: second.metric };
}

/** Questions about health: a metric, the health score, the week, why. */
function healthQuestion(e: Entities, options: UnderstandOptions): QuestionIntent | null {
  const t = e.text;
  const relation = relationQuestion(e);
  if (relation) return relation;
  const past = e.past;
  const lastNight = /\blast\s+night\b/i.test(t) ? options.today : undefined;
  if (
    /\bwhy\b|\bwhat\s+(?:affects|drives|causes|explains|makes|helps|influences)\b|\bcorrelat\w*|\bwhat'?s\s+behind\b|\bhow\s+come\b|\bpatterns?\b|\bwhat\s+(?:is|are)\s+linked\b|\bso\s+(?:tired|exhausted|drained)\b/i.test(
      t,
    )
  ) {
    const metric = metricIn(t);
    return metric ? { intent: 'why', metric } : { intent: 'why' };
  }
  if (/\bhealth\s*score\b|\bscore\b.*\bhealth\b|\bwellness\s+score\b|\bhow\s+healthy\b/i.test(t)) {
    const date = lastNight ?? past.date;
    return { intent: 'health-score', ...(date ? { date } : {}), ...(e.period ? { period: e.period, week: weekOf(e.period) } : {}) } as QuestionIntent;
  }
  if (
    /\bhow'?s\s+(?:my|the|this)\s+week\b|\bhow\s+(?:is|was|has)\s+(?:my|the|this)\s+week\b|\bweek(?:ly)?\s+(?:review|summary|recap|so\s+far)\b|\bhow\s+am\s+i\s+doing\s+this\s+week\b|\brecap\b|\bsummar\w*\s+(?:of\s+)?(?:my|the|this|last)\s+week\b|\bhow\s+did\s+(?:my|the)\s+week\s+go\b|\bhow\s+did\s+last\s+week\s+go\b|\bhow\s+(?:was|did)\s+last\s+week\b|\bhow'?s\s+it\s+going\s+this\s+week\b|\bweek\s+so\s+far\b/i.test(
      t,
    )
  ) {
    return { intent: 'week-review', week: /\blast\s+week\b|\bprevious\s+week\b/i.test(t) ? 'last' : 'this' };
  }
  const metric = metricIn(t);
  // "when can I fit in a workout" asks for free time, not about exercise.
  if (!metric || /\b(?:block|schedule|add|book|fit\s+in|when\s+can\s+i|free|available)\b/i.test(t)) return null;
  const date = lastNight ?? past.date;
  const stat = metricStat(t, { ...past, date }, e.period);
  // A trend needs more than a week to show: the last 30 days unless a period is said.
  if (stat === 'trend')
    return { intent: 'metric', metric, stat, period: e.period ?? { from: shiftDate(options.today, -29), to: options.today, label: 'the last 30 days' } };
  return {
    intent: 'metric',
    metric,
    stat,
    ...(date && (stat === 'day' || !e.period) ? { date } : {}),
    ...(e.period && stat !== 'day' ? { period: e.period, week: weekOf(e.period) } : {}),
  } as QuestionIntent;
}

/** "what's on my todo list", "what's due this week", "any tasks for tomorrow": the open tasks, or those due by then. */
function tasksQuestion(e: Entities, options: UnderstandOptions): QuestionIntent | null {
  const t = e.text;
  const listed = /\b(?:to-?\s?dos?|to-?do\s+list|tasks?|task\s+list|jobs\s+list|chores)\b/i.test(t);
  const due = /\b(?:what(?:'s|s|\s+is|\s+are|\s+else\s+is)?|anything|is\s+anything|stuff|things?|which|any)\b.*\b(?:due|overdue|deadlines?)\b/i.test(t);
  if (!listed && !due) return null;
  if (e.people.some((p) => p.strength >= 3) || /\b(?:call|contact|catch\s+up)\b/i.test(t)) return null;
  const date = e.when.date ?? (/\btonight\b/i.test(t) ? options.today : undefined);
  const period = e.period ?? (date ? { from: date, to: date, label: date } : undefined);
  return { intent: 'tasks', ...(period ? { period } : {}) };
}

/** A question about the user's own data, read from its words and what they name. */
export function question(e: Entities, options: UnderstandOptions): QuestionIntent | null {
  return (
    whenBlock(e) ??
    fitQuestion(e, options) ??
    healthQuestion(e, options) ??
    hoursQuestion(e, options) ??
    peopleGoalQuestion(e, options) ??
    tasksQuestion(e, options) ??
    scheduleQuestion(e, options)
  );
}

/** "actually Thursday", "and the week before?", "what about tomorrow": the last request again with this changed. */
export function amendment(text: string, options: UnderstandOptions, followUp = false): Intent | null {
  const m =
    /^(?:actually|no,?|sorry,?|make\s+(?:it|that)|change\s+(?:it|that)\s+to|and|what\s+about|how\s+about|and\s+what\s+about|then|or|instead|wait,?)\s+(.*)$/i.exec(
      text,
    );
  // After "actually", "oops" or "sorry, I meant", or in answer to the assistant's own question, a bare time or day is one.
  let phrase = m
    ? m[1]
    : /^(?:the\s+)?week\s+before\??$|^(?:and\s+)?(?:the\s+)?(?:previous|prior)\s+week\??$/i.test(text) || followUp || options.answering
      ? text
      : null;
  if (phrase === null) return null;
  phrase = phrase
    .replace(/^(?:make\s+(?:it|that)|change\s+(?:it|that)\s+to|move\s+(?:it|that)\s+to)\s+/i, '')
    // "1pm not 12:30", "9 instead of 8": the time said is the one before the one taken back.
    .replace(/,?\s*\b(?:not|instead\s+of|rather\s+than)\s+(?:at\s+|on\s+)?(?:the\s+)?[\w:.]+(?:\s*(?:am|pm))?\s*$/i, '')
    .replace(/^(?:at|on|for)\s+(?=\d)/i, '')
    .replace(/\s+(?:please|pls|thanks|instead)$/i, '');
  if (/\b(?:week\s+before|previous\s+week|prior\s+week|before\s+that)\b/i.test(phrase)) return { intent: 'amend', previous: true };
  const when = readWhen(phrase, options.today, { locale: options.locale });
  const bare = /^(?:at\s+)?(\d{1,2})$/.exec(phrase.replace(/[?.!,]/g, '').trim());
  if (when.minutes !== undefined && !when.start && !when.date) return null;
  if (!when.date && !when.start && !when.week && !bare) return null;
  if (
    !bare &&
    when.rest &&
    when.rest
      .replace(/\b(?:instead|then|please|at|on|the|for|and|\?)\b/gi, '')
      .replace(/[?.!,]/g, '')
      .trim()
  )
    return null;
  const out: Intent = { intent: 'amend' };
  if (when.date) out.date = when.date;
  if (when.start) out.start = when.start;
  else if (bare) out.start = { hour: Number(bare[1]) >= 1 && Number(bare[1]) <= 6 ? Number(bare[1]) + 12 : Number(bare[1]), minute: 0 };
  if (when.week) out.week = when.week;
  return out;
}
