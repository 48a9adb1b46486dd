import { shiftDate } from '../../../../shared/dates.js';
import type { InteractionType } from '../../../../shared/schemas/relationships.js';
import type { BlockRef, Intent, MetricStat } from './intents.js';
import { INTERACTION_VERBS, categoryOf, metricIn } from './vocabulary.js';
import { mendTypos } from './typos.js';
import { readNumber, readWhen, type When } from './when.js';

export interface ParseOptions {
  /** The user's today (in their time zone). */
  today: string;
  /** The request's language: en-US reads 3/5 as March 5. */
  locale?: string;
}

const clean = (s: string) => s.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();
const strip = (s: string) => s.replace(/[.!?,;]+$/g, '').trim();
const cap = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

const FILLER = /^(?:(?:hey|hi|ok(?:ay)?|so|um+|please|pls|plz|can\s+you|could\s+you|would\s+you|will\s+you|i'?d\s+like\s+(?:you\s+)?to|i\s+want\s+(?:you\s+)?to|i\s+need\s+(?:you\s+)?to|go\s+ahead\s+and|just)\s*,?\s+)+/i;

function deFill(text: string): string {
  return text.replace(FILLER, '').replace(/\s+(?:please|pls|plz|thanks|thank\s+you)$/i, '').trim();
}

const YES = /^(?:y|yes|yep|yeah|yup|sure|ok|okay|confirm(?:ed)?|do\s+it|go\s+ahead|please\s+do|yes\s+please|that'?s\s+right|correct|proceed)$/i;
const NO = /^(?:n|no|nope|nah|cancel|stop|don'?t|never\s*mind|nevermind|forget\s+it|keep\s+it|no\s+thanks)$/i;
const UNDO = /^(?:undo(?:\s+(?:that|it|this|the\s+last\s+(?:one|change|action)))?|revert(?:\s+that|\s+it)?|take\s+(?:that|it)\s+back|put\s+it\s+back|oops,?\s*undo(?:\s+that)?|undo\s+please)$/i;

function readDozenal(text: string): string | undefined {
  const m = /(-?[\d,]*\.?\d+)\s*(?:(?:in)?to|in|as)\s*(?:dozenal|base[\s-]?12|duodecimal|twelves)/i.exec(text) ?? /\b(?:convert|what\s+is|what'?s)\s+(-?[\d,]*\.?\d+)\s+(?:in\s+)?(?:dozenal|base[\s-]?12|duodecimal)/i.exec(text) ?? /\b(?:dozenal|base[\s-]?12)\s+(?:for|of)\s+(-?[\d,]*\.?\d+)/i.exec(text) ?? /\bconvert\s+(-?[\d,]*\.?\d+)\b/i.exec(text);
  return m?.[1].replace(/,/g, '');
}

function interactionType(text: string): InteractionType | undefined {
  return INTERACTION_VERBS.find(([, re]) => re.test(text))?.[0];
}

const LOG_VERB = /^(?:log(?:ged)?|record(?:ed)?|note(?:\s+down)?|track)\b\s+(?:a|an|my|that\s+i\s+had\s+a)?\s*(call|phone\s+call|message|text|email|meeting|chat|coffee|lunch|dinner|catch-?up)\s+(?:with|to|from)\s+(.+)$/i;
const PAST_VERB =
  /^(?:i\s+(?:just\s+|finally\s+)?)?(called|rang|rung|phoned|facetimed|video\s*called|spoke\s+(?:to|with)|talked\s+(?:to|with)|chatted\s+(?:to|with)|texted|messaged|msged|emailed|e-mailed|wrote\s+to|wrote|dm'?d|whatsapped|met\s+up\s+with|met\s+with|met|saw|visited|caught\s+up\s+with|hung\s+out\s+with|had\s+(?:a\s+)?(?:coffee|lunch|dinner|breakfast|drinks?|brunch|tea|a\s+drink|a\s+meal|a\s+walk|a\s+call|a\s+phone\s+call|a\s+chat)\s+with|went\s+(?:out|for\s+\w+)\s+with|sent\s+(?:a\s+)?(?:text|message|email|note)\s+to)\s+(.+)$/i;

/** The name at the start of what follows a verb: "maya today", "maya about the trip", "maya lee this morning". */
function nameFrom(rest: string): { name: string; note?: string } {
  const r = strip(rest);
  const about = /^(.+?)\s+(?:about|re|regarding|to\s+talk\s+about|for)\s+(.+)$/i.exec(r);
  const base = about ? about[1] : r;
  const name = base
    .replace(/\b(?:today|yesterday|tonight|this\s+\w+|last\s+\w+|earlier|just\s+now|again|back|on\s+\w+|at\s+\S+)\b.*$/i, '')
    .replace(/^(?:my\s+friend\s+|my\s+)/i, '')
    .trim();
  return { name, note: about?.[2] };
}

function readLog(text: string, options: ParseOptions): Intent | null {
  const log = LOG_VERB.exec(text);
  const past = log ? null : PAST_VERB.exec(text);
  if (!log && !past) return null;
  const verb = (log ? log[1] : past![1]).toLowerCase();
  const rest = log ? log[2] : past![2];
  let type: InteractionType;
  if (/^(call|phone call|chat)$/.test(verb)) type = 'call';
  else if (/^(message|text|email)$/.test(verb)) type = 'message';
  else if (/^(meeting|coffee|lunch|dinner|catch-?up)$/.test(verb)) type = 'meeting';
  else type = interactionType(verb) ?? 'meeting';
  if (/^had\s+a\s+(?:phone\s+)?(?:call|chat)\s+with/.test(verb)) type = 'call';
  const { name, note } = nameFrom(rest);
  if (!name) return null;
  const when = readWhen(text, options.today, { locale: options.locale, forward: false });
  const last = /\blast\s+night\b/i.test(text) ? shiftDate(options.today, -1) : undefined;
  let date = last ?? when.date ?? options.today;
  if (date > options.today) date = shiftDate(date, -7);
  return { intent: 'log-interaction', person: cap(name), type, date, ...(note ? { note } : {}) };
}

function readGoal(text: string): Intent | null {
  const done = /^(?:mark|set)\s+(?:my\s+|the\s+)?(.+?)(?:\s+goal)?\s+as\s+(?:done|complete|completed|finished)$/i.exec(text) ?? /^(?:i\s+)?(?:finished|completed)\s+(?:my\s+|the\s+)?(.+?)\s+goal$/i.exec(text);
  if (done) return { intent: 'goal-progress', goal: done[1].trim(), progress: 100 };
  const set =
    /^(?:set|update|put|change|move)\s+(?:my\s+|the\s+)?(.+?)(?:\s+goal)?(?:'s)?(?:\s+progress)?\s+(?:to|at)\s+(\d{1,3})\s*(?:%|percent|per\s*cent)?$/i.exec(text) ??
    /^(?:my\s+|the\s+)?(.+?)(?:\s+goal)?(?:\s+progress)?\s+is\s+(?:now\s+)?(?:at\s+)?(\d{1,3})\s*(?:%|percent|per\s*cent)(?:\s+done)?$/i.exec(text) ??
    /^(?:i'?m|i\s+am)\s+(\d{1,3})\s*(?:%|percent|per\s*cent)\s+(?:through|done\s+with|of\s+the\s+way\s+through|into)\s+(?:my\s+|the\s+)?(.+?)(?:\s+goal)?$/i.exec(text);
  if (!set) return null;
  if (!/%|percent|per\s*cent|\bgoal\b|\bprogress\b/i.test(text)) return null;
  const swapped = /^\d/.test(set[1]);
  const goal = (swapped ? set[2] : set[1]).replace(/^goal\s+/i, '').trim();
  const progress = Number(swapped ? set[1] : set[2]);
  return { intent: 'goal-progress', goal, progress };
}

const BLOCK_WORDS = /\b(?:block|blocks|session|slot|event|appointment)\b/i;

/** A block named in a request: "my 9am meeting", "the gym block", "it", "tomorrow's focus block". */
function readRef(phrase: string, options: ParseOptions): BlockRef {
  const SERIES = /\b(?:every|each|all(?:\s+of)?(?:\s+(?:my|the))?|whole|entire|series|recurring|repeating)\b/gi;
  const series = SERIES.test(phrase);
  const p = series ? phrase.replace(SERIES, ' ').replace(/\s+/g, ' ').trim() : phrase.trim();
  if (/^(?:it|that|this|that\s+one|this\s+one|the\s+(?:last\s+)?one|the\s+block|that\s+block|this\s+block)$/i.test(p)) return { it: true };
  const when = readWhen(p, options.today, { locale: options.locale });
  const ref: BlockRef = series ? { series: true } : {};
  if (when.date) ref.date = when.date;
  if (when.start) ref.hour = when.start.hour;
  const title = when.rest
    .replace(/^(?:my|the|our|a|an)\s+/i, '')
    .replace(/'s\b/gi, '')
    .replace(/\b(?:blocks?|sessions?|slots?|events?|appointments?)\b/gi, '')
    .replace(/^(?:at|on|from)\s+|\s+(?:at|on|from|for)$/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (title && !/^(?:at|on)$/i.test(title)) ref.title = series && /[^s]s$/i.test(title) ? title.slice(0, -1) : title;
  return ref;
}

function readMove(text: string, options: ParseOptions): Intent | null {
  const m = /^(?:move|shift|push|pull|reschedule|bump|change|put)\s+(.+?)\s+(to|till|until|back\s+to|forward\s+to|earlier\s+to|later\s+to|over\s+to)\s+(.+)$/i.exec(text) ?? /^(?:move|shift|push|reschedule|bump)\s+(.+?)\s+((?:to\s+)?(?:tomorrow|today|next\s+\w+|\w+day))$/i.exec(text);
  if (!m) return null;
  const target = readRef(m[1], options);
  const when = readWhen(m[3] ?? m[2], options.today, { locale: options.locale });
  if (!when.date && !when.start && !when.partOfDay) {
    const bare = /^(\d{1,2})(?::(\d{2}))?$/.exec(strip(m[3] ?? m[2]));
    if (!bare) return null;
    let hour = Number(bare[1]);
    if (hour >= 1 && hour <= 6) hour += 12;
    return { intent: 'move-block', target, start: { hour, minute: Number(bare[2] ?? 0) } };
  }
  return { intent: 'move-block', target, ...(when.date ? { date: when.date } : {}), ...(when.start ? { start: when.start } : {}), ...(when.partOfDay ? { partOfDay: when.partOfDay } : {}) };
}

function readResize(text: string, options: ParseOptions): Intent | null {
  const by = /^(?:extend|lengthen|stretch|shorten|cut)\s+(.+?)\s+by\s+(\S+)\s+(hours?|hrs?|h|minutes?|mins?)$/i.exec(text);
  if (by) {
    const n = readNumber(by[2]) ?? 1;
    const sign = /^(?:shorten|cut)/i.test(text) ? -1 : 1;
    return { intent: 'resize-block', target: readRef(by[1], options), by: sign * (/^h/i.test(by[3]) ? n * 60 : n) };
  }
  const make = /^(?:make|change|set|extend|shorten|cut|trim|resize)\s+(.+?)\s+(?:to\s+)?(?:last\s+)?(?:be\s+)?(?:only\s+|just\s+)?((?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half)\s+(?:and\s+a\s+half\s+)?(?:hours?|hrs?|h|minutes?|mins?|an\s+hour)(?:\s+long)?)$/i.exec(text);
  if (make) {
    const when = readWhen(make[2], options.today);
    return { intent: 'resize-block', target: readRef(make[1], options), ...(when.minutes !== undefined ? { minutes: when.minutes } : {}) };
  }
  const until = /^(?:make|let|have)\s+(.+?)\s+(?:end|finish|run|go|last)\s+(?:at|until|till|to)\s+(.+)$/i.exec(text) ?? /^(?:extend|end)\s+(.+?)\s+(?:to|at|until|till)\s+(\d.+)$/i.exec(text);
  if (until) {
    const when = readWhen(`at ${until[2]}`, options.today);
    if (when.start) return { intent: 'resize-block', target: readRef(until[1], options), end: when.start };
  }
  return null;
}

function readDelete(text: string, options: ParseOptions): Intent | null {
  const clear = /^(?:clear|wipe|empty|free\s+up|cancel\s+everything\s+(?:on|for)?|delete\s+everything\s+(?:on|for)?|remove\s+everything\s+(?:on|for)?|delete\s+all\s+(?:my\s+)?blocks\s+(?:on|for)?)\s*(?:my\s+|the\s+)?(.*?)(?:'s)?(?:\s+(?:schedule|calendar|plan|agenda|blocks))?$/i.exec(text);
  if (clear && !/^(?:chat|history|conversation)$/i.test(clear[1])) {
    const when = readWhen(clear[1] || 'today', options.today, { locale: options.locale });
    return { intent: 'clear-day', date: when.date ?? options.today };
  }
  const del = /^(?:delete|remove|cancel|drop|scrap|get\s+rid\s+of|bin|kill|trash|erase)\s+(.+)$/i.exec(text);
  if (!del) return null;
  return { intent: 'delete-block', target: readRef(strip(del[1]).replace(/\s+from\s+(?:my\s+)?(?:schedule|calendar|plan)$/i, ''), options) };
}

const ADD_VERB = /^(?:add|block(?:\s+out|\s+off)?|schedule|book|put|plan|create|make|reserve|set\s+up|set\s+aside|pencil\s+in|i\s+need|i\s+want|give\s+me|save|hold)\b/i;

function readAdd(text: string, options: ParseOptions): Intent | null {
  const hasVerb = ADD_VERB.test(text);
  const when = readWhen(text, options.today, { locale: options.locale });
  if (!hasVerb) return null;
  if (!when.start && !when.partOfDay && !BLOCK_WORDS.test(text) && !/\b(?:focus|deep\s+work|time\s+for|time\s+to)\b/i.test(text)) return null;
  let title: string;
  const rest = when.rest;
  const forTitle = /\bfor\s+(?!\d)(.+?)$/i.exec(rest) ?? /\b(?:called|named|titled)\s+"?(.+?)"?$/i.exec(rest);
  if (forTitle) title = forTitle[1];
  else {
    title = rest
      .replace(ADD_VERB, '')
      .replace(/^\s*(?:me\s+)?(?:an?|some|the|my)\s+/i, '')
      .replace(/\b(?:block|session|slot)\b/gi, '')
      .replace(/\b(?:time\s+)?(?:in\s+my\s+|on\s+my\s+|to\s+my\s+)?(?:calendar|schedule|diary|plan)\b/gi, '')
      .replace(/\b(?:at|on|from|to|for|in|the)\s*$/i, '')
      .replace(/^\s*(?:time\s+(?:for|to)\s+)/i, '');
  }
  title = strip(title.replace(/\b(?:at|on|from|to|for|in)\s*$/i, '').replace(/\s+/g, ' ').trim()).replace(/^(?:an?|the|my)\s+/i, '');
  if (/^(?:it|out|off|time)$/i.test(title)) title = '';
  const category = categoryOf(title || text);
  if (!title) title = category === 'focus' ? 'Focus' : cap(category);
  const slots: Intent = { intent: 'add-block', title: cap(title), category, date: when.date ?? options.today };
  if (when.start) slots.start = when.start;
  if (when.end) slots.end = when.end;
  if (when.minutes !== undefined) slots.minutes = when.minutes;
  if (when.partOfDay && !when.start) slots.partOfDay = when.partOfDay;
  return slots;
}

function readAmend(text: string, options: ParseOptions): Intent | null {
  const m = /^(?:actually|no,?|sorry,?|make\s+(?:it|that)|change\s+(?:it|that)\s+to|and|what\s+about|how\s+about|and\s+what\s+about|then|or|instead)\s+(.*)$/i.exec(text);
  let phrase = m ? m[1] : /^(?:the\s+)?week\s+before\??$|^(?:and\s+)?(?:the\s+)?(?:previous|prior)\s+week\??$/i.test(text) ? text : null;
  if (phrase === null) return null;
  phrase = phrase.replace(/^(?:make\s+(?:it|that)|change\s+(?:it|that)\s+to|move\s+(?:it|that)\s+to)\s+/i, '');
  if (/\b(?:week\s+before|previous\s+week|prior\s+week|before\s+that)\b/i.test(phrase)) return { intent: 'amend', previous: true };
  const when = readWhen(phrase, options.today, { locale: options.locale });
  const bare = /^(?:at\s+)?(\d{1,2})$/.exec(strip(phrase));
  if (when.minutes !== undefined && !when.start && !when.date) return null;
  if (!when.date && !when.start && !when.week && !bare) return null;
  if (when.rest && when.rest.replace(/\b(?:instead|then|please|at|on|the|for|and|\?)\b/gi, '').replace(/[?.!,]/g, '').trim()) return null;
  const out: Intent = { intent: 'amend' };
  if (when.date) out.date = when.date;
  if (when.start) out.start = when.start;
  else if (bare) out.start = { hour: Number(bare[1]) >= 1 && Number(bare[1]) <= 6 ? Number(bare[1]) + 12 : Number(bare[1]), minute: 0 };
  if (when.week) out.week = when.week;
  return out;
}

function metricStat(text: string, when: When): MetricStat {
  if (/\b(?:vs\.?|versus|compared?|comparison|than\s+last|against\s+last|better\s+or\s+worse|up\s+or\s+down|change[ds]?\s+from)\b/i.test(text)) return 'compare';
  if (/\b(?:best|highest|most|longest|top|peak|max(?:imum)?|biggest|greatest)\b/i.test(text)) return 'best';
  if (/\b(?:worst|lowest|least|shortest|min(?:imum)?|smallest|poorest)\b/i.test(text)) return 'worst';
  if (/\b(?:average|avg|mean|usually|typical(?:ly)?|on\s+average|per\s+(?:day|night)|a\s+(?:day|night))\b/i.test(text)) return 'average';
  if (when.date && !when.week) return 'day';
  return 'average';
}

function readQuestion(text: string, options: ParseOptions): Intent | null {
  const past = readWhen(text, options.today, { locale: options.locale, forward: false });
  const future = readWhen(text, options.today, { locale: options.locale });
  const lastNight = /\blast\s+night\b/i.test(text) ? options.today : undefined;
  if (/\bwhy\b|\bwhat\s+(?:affects|drives|causes|explains|makes|helps|influences)\b|\bcorrelat\w*|\bwhat'?s\s+behind\b|\bhow\s+come\b|\bpatterns?\b|\bwhat\s+(?:is|are)\s+linked\b/i.test(text)) {
    const metric = metricIn(text);
    return metric ? { intent: 'why', metric } : { intent: 'why' };
  }
  if (/\bhealth\s*score\b|\bscore\b.*\bhealth\b|\bwellness\s+score\b|\bhow\s+healthy\b/i.test(text)) {
    const out: Intent = { intent: 'health-score' };
    const date = lastNight ?? past.date;
    if (date) out.date = date;
    if (past.week) out.week = past.week;
    return out;
  }
  if (/\bhow'?s\s+(?:my|the|this)\s+week\b|\bhow\s+(?:is|was|has)\s+(?:my|the|this)\s+week\b|\bweek(?:ly)?\s+(?:review|summary|recap|so\s+far)\b|\bhow\s+am\s+i\s+doing\s+this\s+week\b|\brecap\b.*\bweek\b|\bsummar\w*\s+(?:of\s+)?(?:my|the|this|last)\s+week\b|\bhow\s+did\s+(?:my|the)\s+week\s+go\b|\bhow\s+did\s+last\s+week\s+go\b|\bhow\s+(?:was|did)\s+last\s+week\b|\bhow'?s\s+it\s+going\s+this\s+week\b/i.test(text)) {
    return { intent: 'week-review', week: /\blast\s+week\b|\bprevious\s+week\b/i.test(text) ? 'last' : 'this' };
  }
  if (/\bwhen\s+can\s+i\b|\bfit\s+(?:in|it)\b|\bam\s+i\s+free\b/i.test(text)) return { intent: 'free-time', date: future.date ?? options.today };
  const metric = metricIn(text);
  if (metric && !/\b(?:block|schedule|add|book)\b/i.test(text)) {
    const out: Intent = { intent: 'metric', metric, stat: 'average' };
    const date = lastNight ?? past.date;
    const stat = metricStat(text, { ...past, date });
    out.stat = stat;
    if (date && stat === 'day') out.date = date;
    if (past.week && stat !== 'day') out.week = past.week;
    return out;
  }
  if (/\bwho\b.*\b(?:call|contact|reach|text|message|see|ring|talk|catch\s+up|get\s+in\s+touch|due|neglect\w*|hear|phone)\b|\breconnect|\bcatch\s+up\s+with\s+(?:someone|anyone)|\bdue\s+(?:for\s+)?(?:a\s+)?(?:contact|call|catch)|\bhaven'?t\s+(?:i\s+)?(?:talked|spoken|heard|contacted|seen)\b|\bwho\s+(?:have\s+i|did\s+i)\s+(?:not|n't)/i.test(text)) {
    return { intent: 'due' };
  }
  if (/\bgoals?\b|\bon\s+(?:track|pace)\b|\bbehind\s+(?:on|pace)\b|\bmilestones?\b/i.test(text)) return { intent: 'goals' };
  if (/\bfree\b|\bavailab\w*|\bopen\s+(?:slots?|time)|\bgaps?\b|\bspare\s+time|\bwhen\s+can\s+i\b|\bnothing\s+(?:planned|booked)\b|\bany\s+time\b/i.test(text)) {
    return { intent: 'free-time', date: future.date ?? options.today };
  }
  if (/what'?s\s+(?:on|up|happening|planned|scheduled|next)|\bschedule\b|\bagenda\b|\bcalendar\b|\bplan(?:ned|s)?\b|\bbusy\b|\bdo\s+i\s+have\b|\bwhat\s+(?:do|have)\s+i\s+(?:got|have|on)\b|\bwhat\s+am\s+i\s+doing\b|\bmy\s+day\b|\bblocks?\b|\b(?:today|tomorrow|tonight)\??$/i.test(text)) {
    const out: Intent = { intent: 'schedule' };
    if (future.date) out.date = future.date;
    else if (future.week) out.week = future.week;
    return out;
  }
  return null;
}

/** Reads one chat message into what the user wants and its details. Never acts; the caller decides. */
export function parseMessage(message: string, options: ParseOptions): Intent {
  const raw = mendTypos(clean(message));
  const text = deFill(strip(raw));
  if (!text) return { intent: 'unknown' };
  if (UNDO.test(text)) return { intent: 'undo' };
  if (YES.test(text)) return { intent: 'confirm' };
  if (NO.test(text)) return { intent: 'cancel' };
  const value = readDozenal(text);
  if (value !== undefined) return { intent: 'convert', value };
  if (/^(?:hi|hello|hey|help|yo|good\s+(?:morning|afternoon|evening))$|what\s+can\s+you\s+do|how\s+do\s+i\s+use\s+you|what\s+do\s+you\s+know/i.test(text)) return { intent: 'help' };
  const isQuestion = /\?\s*$/.test(raw) || /^(?:what|when|how|who|why|which|where|is|are|am|do|did|does|was|were|have|has|show|tell|list|give\s+me\s+(?:a|my)\s+(?:summary|recap|review))\b/i.test(text);
  if (!isQuestion) {
    for (const read of [readAmend, readGoal, readLog, readResize, readMove, readDelete, readAdd]) {
      const intent = read(text, { ...options });
      if (intent) return intent;
    }
  } else {
    const amend = readAmend(text, options);
    if (amend) return amend;
  }
  return readQuestion(text, options) ?? { intent: 'unknown' };
}
