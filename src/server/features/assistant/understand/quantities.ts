import type { HealthMetricKey, WeightUnit } from '../../../../shared/health-metrics.js';
import { NUMBER_WORDS } from '../../../../shared/number-words.js';
import type { TaskPriority } from '../../../../shared/schemas/tasks.js';
import type { Found, Span } from './text.js';
import type { TimeReading } from './when.js';

/** A health value said in words ("slept 7 hours", "8 cups of water", "72.4 kg"): the metric, the value as said, its unit. */
export interface HealthQuantity {
  metric: HealthMetricKey;
  value: number;
  /** For weight: the unit said, when one was. */
  unit?: WeightUnit;
  span: Span;
  /** The part of the message the value was said in, for the day said with it. */
  piece: Span;
  /** "another 4 cups", "3 more glasses": an amount on top of what the day's record already holds. */
  more?: true;
}

/** The numbers and labels a request gives: health values, and a task's priority, estimate and labels. */
export interface Quantities {
  health: HealthQuantity[];
  priority?: Found<TaskPriority>;
  /** "lower the priority", "bump up its priority": a step down (-1) or up (1) from the task's own. */
  priorityStep?: Found<-1 | 1>;
  estimate?: Found<number>;
  labels: Found<string>[];
}

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const COUNT: Record<string, number> = { a: 1, an: 1, ...NUMBER_WORDS };
const numberOf = (word: string): number => COUNT[word.toLowerCase()] ?? Number(word.replace(/,/g, ''));

/** A length said in hours and minutes ("7.5h", "7 and a half hours", "1h15", "7:30", "450 minutes", "half an hour"), in minutes. */
const LENGTH = new RegExp(
  String.raw`\b(?:(an?\s+hour\s+and\s+a\s+half)|(half\s+an\s+hour)|(\d{1,2})\s*(?:h|hrs?|hours?|:)\s*(\d{1,2})\s*(?:m|mins?|minutes?)?|${NUMBER}\s+(?:and\s+a\s+half\s+)?(h|hrs?|hours?|m|mins?|minutes?)|(\d+(?:\.\d+)?)(h|hrs?|m|mins?))\b`,
  'i',
);

function lengthIn(text: string): { minutes: number; index: number; length: number } | undefined {
  const m = LENGTH.exec(text);
  if (!m) return undefined;
  let minutes: number;
  if (m[1]) minutes = 90;
  else if (m[2]) minutes = 30;
  else if (m[3]) minutes = Number(m[3]) * 60 + Number(m[4]);
  else {
    const n = numberOf(m[5] ?? m[7]);
    const unit = (m[6] ?? m[8]).toLowerCase();
    const half = /and\s+a\s+half/i.test(m[0]) ? 0.5 : 0;
    minutes = unit.startsWith('h') ? (n + half) * 60 : n;
  }
  return { minutes, index: m.index, length: m[0].length };
}

/**
 * A session of exercise said done, by its activity: "ran 5k", "swam", "went for a 40 min run", "did a bike ride".
 * Never a meeting or a day that ran long ("ran over", "ran late").
 */
const ACTIVITY =
  /\b(?:(?:ran|jogged|swam|cycled|biked|hiked|rowed)\b(?!\s+(?:late|over|out|into|behind|errands?|through|up|off|away|by|long|short|the\s+\w+|my|our|it|a\s+(?:meeting|workshop|session|call)))|(?:went|been)\s+(?:for\s+|on\s+)?(?:a|an|my)\s+(?:[\w-]+\s+){0,3}?(?:run|jog|swim|hike|bike\s+ride|ride|cycle|walk)\b|(?:did|done|had)\s+(?:a|an|my)\s+(?:[\w-]+\s+){0,3}?(?:run|jog|swim|hike|bike\s+ride|cycle|spin\s+class|gym\s+session)\b)/i;

/**
 * The words a part may hold beside a value that gives the value of the metric named just before: "took 28 mins" of a
 * run, "like 8/10" of stress "through the roof".
 */
const VALUE_ONLY =
  /^(?:it|took|me|in|for|about|around|roughly|approx|time|done|finished|total|the|whole|thing|run|lasted|of|like|maybe|probably|prob|a|solid|at|least|say|i'd|honestly|so|was|is|it's)$/i;

/** Where each metric is named when a value of it is said; "cups" and "kg" name theirs by their unit. */
const METRIC_NAMES: [HealthMetricKey, RegExp][] = [
  ['heartRate', /\b(?:heart\s*rate|resting\s+(?:heart\s+rate|hr)|pulse|bpm|hr)\b/i],
  ['screenTime', /\bscreen\s*time\b/i],
  [
    'sleep',
    /\b(?:sleep|slept|kip|asleep|shut-?eye)\b|\b(?:got|had)\s+(?:(?:about|around|only|just|like|maybe|barely|roughly|a\s+solid|[\d.]+|one|two|three|four|five|six|seven|eight|nine|ten|and\s+a\s+(?:half|quarter))\s+){1,4}(?:hours?|hrs?|h)\b.*\blast\s+night\b|\blast\s+night\b.*\b(?:got|had)\b/i,
  ],
  ['water', /\b(?:water|cups?|glasses)\b/i],
  ['weight', /\b(?:weigh(?:ed|t|ing)?|kg|kgs|kilos?|lbs?|pounds)\b|\d(?:kg|kgs|lbs?)\b/i],
  ['steps', /\bsteps?\b/i],
  ['energy', /\benergy(?:'s)?\b/i],
  ['mood', /\bmood(?:'s)?\b/i],
  ['stress', /\bstress(?:ed)?(?:'s)?\b/i],
  ['meditation', /\bmeditat\w*|\bmindfulness\b/i],
  ['exercise', /\b(?:exercis\w*|work(?:ed)?\s*out|workout)\b/i],
  ['nutrition', /\bnutrition\b/i],
  ['exercise', ACTIVITY],
];

/** Metrics a day adds up over its hours, where "another 4 cups" is said on top of what was recorded. */
const SUMMED = new Set<HealthMetricKey>(['sleep', 'water', 'exercise', 'meditation', 'steps', 'screenTime']);

/** Whether the value at `at` in the part is said as an amount on top: "another 4", "4 more", "an extra 4". */
function saidOnTop(metric: HealthMetricKey, part: string, at: number): boolean {
  if (!SUMMED.has(metric)) return false;
  return /\b(?:another|extra|additional|further)\s+$/i.test(part.slice(0, at)) || /^[\d.,]+k?\s*(?:more|extra)\b/i.test(part.slice(at));
}

/** "20 more minutes": the length read as if "more" were not said, at the same places. */
const withoutMore = (part: string) => part.replace(/(\d)(\s+)(more|extra)(?=\s)/gi, (_m, d: string, sp: string, w: string) => d + sp + ' '.repeat(w.length));

/** The value of a metric said in a part of the message, as the user said it. */
function valueOf(metric: HealthMetricKey, part: string): { value: number; unit?: WeightUnit; at: number; length: number } | undefined {
  switch (metric) {
    case 'sleep':
    case 'screenTime': {
      const l = lengthIn(withoutMore(part));
      return l && { value: l.minutes / 60, at: l.index, length: l.length };
    }
    case 'exercise':
    case 'meditation': {
      const l = lengthIn(withoutMore(part));
      return l && { value: l.minutes, at: l.index, length: l.length };
    }
    case 'weight': {
      const m = /\b(\d{2,4}(?:\.\d+)?)\s*(kg|kgs|kilos?|lbs?|pounds)?\b/i.exec(part);
      if (!m) return undefined;
      const unit = m[2] ? (/^k/i.test(m[2]) ? 'kg' : 'lbs') : undefined;
      return { value: Number(m[1]), ...(unit ? { unit } : {}), at: m.index, length: m[0].length };
    }
    case 'steps': {
      const m = /\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k)?\b/i.exec(part);
      return m ? { value: Number(m[1].replace(/,/g, '')) * (m[2] ? 1000 : 1), at: m.index, length: m[0].length } : undefined;
    }
    case 'water': {
      // "an extra 2 cups": the number beside the cups, before any other ("a", "an") said loose.
      const m =
        new RegExp(String.raw`\b${NUMBER}\s*(?:more\s+|extra\s+)?(?:cups?|glasses)\b`, 'i').exec(part) ??
        new RegExp(String.raw`\b${NUMBER}\s*(?:cups?|glasses)?\b`, 'i').exec(part);
      return m ? { value: numberOf(m[1]), at: m.index, length: m[0].length } : undefined;
    }
    default: {
      // A score ("a 7", "7/10", "7 out of 10"), a pulse or a percentage.
      const m = /\b(\d{1,3}(?:\.\d+)?)\s*(?:\/\s*(?:10|100)|out\s+of\s+(?:10|100)|bpm|%)?(?![\d:])/i.exec(part);
      return m ? { value: Number(m[1]), at: m.index, length: m[0].length } : undefined;
    }
  }
}

/** "mood 6 energy 5 stress 7": a part that opens with a metric's name and names others is a value per name. */
function byMetricName(part: { piece: string; at: number }): { piece: string; at: number }[] {
  // Each metric where it is first named: "weight 169.8lbs" names weight twice, and is one value.
  const starts = METRIC_NAMES.map(([, re]) => re.exec(part.piece)?.index)
    .filter((at): at is number => at !== undefined)
    .filter((at, i, all) => all.indexOf(at) === i)
    .sort((a, b) => a - b);
  if (starts.length < 2 || part.piece.slice(0, starts[0]).trim() !== '') return [part];
  return starts.map((from, i) => ({ piece: part.piece.slice(from, starts[i + 1] ?? part.piece.length), at: part.at + from }));
}

/** A part that says only the value of the metric named before it ("took 28 mins", "like 8/10"), with that value. */
function valueAfter(metric: HealthMetricKey, part: { piece: string; at: number } | undefined) {
  if (!part || METRIC_NAMES.some(([, re]) => re.test(part.piece))) return undefined;
  const value = valueOf(metric, part.piece);
  if (!value) return undefined;
  const rest = (part.piece.slice(0, value.at) + ' ' + part.piece.slice(value.at + value.length)).split(/[^\p{L}']+/u).filter(Boolean);
  return rest.every((w) => VALUE_ONLY.test(w)) ? { ...part, value } : undefined;
}

/**
 * Health values said in a message, each in its own part ("yesterday: 7.5h sleep, 10k steps, 8 cups water"): a
 * metric named with a value beside it. Values are kept as said; weight keeps the unit said.
 */
function healthIn(text: string): HealthQuantity[] {
  const out: HealthQuantity[] = [];
  // Parts split at commas (never a thousands comma: "12,300 steps"), semicolons and "and" (never "5 and a half").
  const parts = [...text.matchAll(/(?:[^,;]|,(?=\d{3}\b))+/g)]
    .flatMap((p) => p[0].split(/\s+(?:and|&|plus)\s+(?!a\s+(?:half|quarter)\b)/i).map((piece) => ({ piece, at: p.index + p[0].indexOf(piece) })))
    .flatMap(byMetricName);
  parts.forEach(({ piece, at }, i) => {
    const named = METRIC_NAMES.find(([, re]) => re.test(piece));
    if (!named) return;
    // "did 30 min of yoga yesterday, log it as exercise": the value said just before, when this part names none.
    const own = valueOf(named[0], piece);
    const before = !own && i > 0 && /\b(?:it|that)\b/i.test(piece) ? parts[i - 1] : undefined;
    // "ran 5k, took 28 mins", "stress through the roof, like 8/10": the value said alone in the next part.
    // Never after a time of day or a day to come ("meditation 7am tomorrow, 20 min" is a block to add).
    const planned = /\d\s*(?:am|pm)\b|\d:\d\d|\b(?:tomorrow|tmrw|tonight|next)\b/i.test(piece);
    const next = !own && !before && !planned ? valueAfter(named[0], parts[i + 1]) : undefined;
    const value = own ?? (before && valueOf(named[0], before.piece)) ?? next?.value;
    const place = own ? at : (before?.at ?? next?.at ?? at);
    const to = next ? next.at + next.piece.length : at + piece.length;
    if (value && Number.isFinite(value.value)) {
      const more = saidOnTop(named[0], own ? piece : ((before ?? next)?.piece ?? piece), value.at);
      out.push({
        metric: named[0],
        value: value.value,
        ...(value.unit ? { unit: value.unit } : {}),
        span: { from: place + value.at, to: place + value.at + value.length },
        piece: { from: at, to },
        ...(more ? { more: true as const } : {}),
      });
    }
  });
  return out;
}

const PRIORITY =
  /(?:^|\s)!(high|h|normal|n|low|l)\b|\b(high|top|normal|medium|low)[\s-]+(?:priority|prio|pri)\b|\b(?:priority|prio)\s*(?:to\s+|:\s*|of\s+)?(high|normal|medium|low)\b|\b(urgent)\b|,\s*(high|low)\s*(?=,|$)/i;

function priorityIn(text: string): Found<TaskPriority> | undefined {
  const m = PRIORITY.exec(text);
  if (!m) return undefined;
  const word = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5]).toLowerCase();
  const value: TaskPriority = /^(?:h|high|top|urgent)$/.test(word) ? 'high' : /^(?:l|low)$/.test(word) ? 'low' : 'normal';
  return { value, span: { from: m.index, to: m.index + m[0].length } };
}

const PRIORITY_STEP =
  /\b(?:(lower|drop|reduce|decrease|downgrade|deprioriti[sz]e)|(raise|increase|up|bump(?:\s+up)?|upgrade|boost))\s+(?:the\s+|its\s+|their\s+)?(?:priority|prio)\b|\b(?:priority|prio)\s+(?:(down|lower)|(up|higher))\b/i;

function priorityStepIn(text: string): Found<-1 | 1> | undefined {
  const m = PRIORITY_STEP.exec(text);
  if (!m) return undefined;
  return { value: m[1] || m[3] ? -1 : 1, span: { from: m.index, to: m.index + m[0].length } };
}

/** A task's estimate: "30m", "1h15", "about 10 mins", "will take an hour", "estimate 45 minutes". */
function estimateIn(text: string): Found<number> | undefined {
  const l = lengthIn(text);
  return l ? { value: l.minutes, span: { from: l.index, to: l.index + l.length } } : undefined;
}

/** Labels given to a task: "#work", "@home", "labelled work", "tag it admin". */
function labelsIn(text: string): Found<string>[] {
  const out: Found<string>[] = [];
  for (const m of text.matchAll(/(?:^|\s)[#@]([\p{L}\p{N}_-]+)/gu)) out.push({ value: m[1].toLowerCase(), span: { from: m.index, to: m.index + m[0].length } });
  for (const m of text.matchAll(/\b(?:label(?:l?ed)?|tag(?:ged)?|under)\s+(?:(?:it|as|with)\s+)*["'#@]?(?!(?:it|as|with)\b)([\p{L}\p{N}_-]+)["']?/giu))
    out.push({ value: m[1].toLowerCase(), span: { from: m.index, to: m.index + m[0].length } });
  return out;
}

export function readQuantities(text: string, _today: string, _when: TimeReading): Quantities {
  const priority = priorityIn(text);
  const estimate = estimateIn(text);
  const step = priority ? undefined : priorityStepIn(text);
  return {
    health: healthIn(text),
    ...(priority ? { priority } : {}),
    ...(step ? { priorityStep: step } : {}),
    ...(estimate ? { estimate } : {}),
    labels: labelsIn(text),
  };
}
