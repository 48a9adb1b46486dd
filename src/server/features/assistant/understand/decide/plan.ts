import type { CueMatch } from '../cue-engine.js';
import type { Reading, UnderstandOptions } from '../extract.js';
import type { Intent, PlanLimits } from '../intents.js';
import { PART_OF_DAY_HOUR } from '../when.js';

/** Lunch, when a plan's limit is said of it ("starting after lunch"): until 2 pm, as the user's planner reads "after lunch". */
const AFTER_LUNCH = 14 * 60;
const NOON = 12 * 60;

/** An hour said in a limit, in minutes of the day: "3" is 3 pm (a planner's afternoon), "10" 10 am, "lunch" its end. */
export function limitMinutes(said: string | undefined, lunchIs: 'start' | 'end'): number | undefined {
  if (!said) return undefined;
  const word = said.trim().toLowerCase();
  if (/^(?:noon|midday)$/.test(word)) return NOON;
  if (/^lunch/.test(word)) return lunchIs === 'end' ? AFTER_LUNCH : NOON;
  const m = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?$/.exec(word);
  if (!m) return undefined;
  let hour = Number(m[1]);
  if (m[3] === 'pm' && hour < 12) hour += 12;
  else if (m[3] === 'am' && hour === 12) hour = 0;
  else if (!m[3] && hour >= 1 && hour <= 6) hour += 12;
  return hour <= 24 ? hour * 60 + Number(m[2] ?? 0) : undefined;
}

/** The span of the day a limit keeps free: "3-5", "the afternoon", "lunch". */
function freeSpan(said: string): [number, number] | undefined {
  const word = said.trim().toLowerCase();
  if (word === 'morning') return [0, NOON];
  if (word === 'afternoon') return [NOON, PART_OF_DAY_HOUR.evening * 60];
  if (word === 'evening') return [PART_OF_DAY_HOUR.evening * 60, 24 * 60];
  if (/^lunch/.test(word)) return [NOON, 13 * 60];
  const m = /^(\S+(?:\s*(?:am|pm))?)\s*(?:-|to|till|until)\s*(\S+(?:\s*(?:am|pm))?)$/.exec(word);
  if (!m) return undefined;
  const start = limitMinutes(m[1], 'start');
  let end = limitMinutes(m[2], 'start');
  if (start === undefined || end === undefined) return undefined;
  if (end <= start && end + 12 * 60 > start) end += 12 * 60;
  return end > start ? [start, end] : undefined;
}

const firstGroup = (m: CueMatch | undefined) => m?.groups.slice(1).find((g) => g !== undefined);

/** The most minutes of tasks said: "max 2h of tasks", "at most an hour". */
function maxMinutesOf(r: Reading): number | undefined {
  const m = r.cues.get('max-length');
  if (!m) return undefined;
  const inside = r.when.spans.minutes && r.when.spans.minutes.from >= m.span.from && r.when.spans.minutes.to <= m.span.to + 10;
  return inside ? r.when.minutes : undefined;
}

/** The names said after "only" or "no", as phrases to find the tasks by; "only the urgent things" is priority, not names. */
function namesOf(r: Reading, cue: 'only-tasks' | 'not-tasks'): string[] | undefined {
  const found = r.cues.get(cue) ?? (cue === 'not-tasks' ? r.cues.get('left-out') : undefined);
  const said = found?.named[cue === 'only-tasks' ? 'only' : 'not']?.text.trim();
  if (!said || (cue === 'only-tasks' && r.cues.has('only-urgent'))) return undefined;
  const names = said
    .split(/\s*(?:,|\band\b|&)\s*/)
    .map((n) => n.replace(/^(?:the|my|want|do|plan)\s+/i, '').trim())
    .filter(
      (n) => n && !/^(?:\d|want|need|have|get|go|before|after|past|later|more|than|until|till|hours?|minutes?|mornings?|afternoons?|in\s+the)\b/i.test(n),
    );
  return names.length ? names : undefined;
}

/**
 * "schedule the boiler and the tax receipts tasks on friday", "just fit in the urgent stuff tomorrow": a word that gives
 * tasks time, a day and no time of day, with open tasks named (their titles) or the urgent ones (none named).
 */
function placedTasks(r: Reading): string[] | undefined {
  if (!r.cues.has('place-tasks') || !r.when.date || r.when.start || r.cues.has('clock-said')) return undefined;
  if (r.tasks.length > 0) return r.tasks.map((t) => t.task.title);
  return r.cues.has('only-urgent') ? [] : undefined;
}

/** "mornings only": nothing after noon; "afternoons only": nothing before it. */
function partOnly(r: Reading): PlanLimits {
  const part = r.cues
    .get('part-only')
    ?.groups.slice(1)
    .find((g) => g !== undefined)
    ?.toLowerCase();
  if (part === 'morning') return { notAfter: NOON };
  return part === 'afternoon' ? { notBefore: NOON } : {};
}

/**
 * "plan my day", "plan tomorrow, but nothing after 3", "plan friday, leave 3-5 free", "only the admin stuff", "a light
 * day, I slept badly", "max 2h of tasks": the day to plan and every limit said, for the plan service to keep to.
 */
export function planRequest(r: Reading, options: UnderstandOptions): Intent | null {
  const asked = r.cues.has('plan-day') || r.cues.has('plan-anywhere') || (r.cues.has('light-day') && r.when.date !== undefined && !r.when.start);
  // "schedule my tasks on fri but leave the tax receipts out": tasks named in a plan asked for are its limits, not its list.
  const placed = asked ? undefined : placedTasks(r);
  if (!asked && !placed) return null;
  const date = r.when.dates.find((d) => d.value >= options.today)?.value ?? options.today;
  const limits: PlanLimits = { ...partOnly(r), ...(placed?.length ? { only: placed } : {}) };
  const notBefore = limitMinutes(firstGroup(r.cues.get('not-before')), 'end');
  const notAfter = limitMinutes(firstGroup(r.cues.get('not-after')), 'start');
  if (notBefore !== undefined) limits.notBefore = notBefore;
  if (notAfter !== undefined) limits.notAfter = notAfter;
  const free = r.cues.all('keep-free').flatMap((m) => {
    const span = freeSpan(firstGroup(m) ?? '');
    return span ? [span] : [];
  });
  if (free.length) limits.free = free;
  const max = maxMinutesOf(r);
  if (max !== undefined) limits.maxMinutes = max;
  if (r.cues.has('only-urgent')) limits.urgentOnly = true;
  const only = namesOf(r, 'only-tasks');
  const not = namesOf(r, 'not-tasks');
  if (only) limits.only = only;
  if (not) limits.not = not;
  if (r.cues.has('light')) limits.light = true;
  return { intent: 'plan-day', date, limits, consumed: [{ from: 0, to: r.text.length }] };
}
