import { daysBetween, shiftDate } from '../../../../shared/dates.js';
import { decimalToDozenal } from '../../../../shared/dozenal.js';
import { getMetric, healthScore, toShownValue, type HealthMetricKey } from '../../../../shared/health-metrics.js';
import { blockEnd, blocksOn } from '../../../../shared/time-blocks-layout.js';
import { MINUTE_STEP, startMinute } from '../../../../shared/time-block-constants.js';
import { CORRELATION_CAVEAT, CORRELATION_DAYS, describeFinding, findCorrelations, MIN_PAIRS } from '../../health-metrics/index.js';
import { average, goalPace, words } from '../facts.js';
import { healthPrefs, metricPhrase } from '../health-facts.js';
import type { AiContext } from '../provider.js';
import type { MetricStat } from '../understand/intents.js';

/** The days a question covers: a named period up to today, or the last 7 days; `weeksBack` steps it back a week at a time. */
export interface Span {
  from: string;
  to: string;
  /** How the reply names it: "this week", "last week", "the last 7 days". */
  label: string;
}

export function spanOf(today: string, options: { from?: string; to?: string; label?: string; weeksBack?: number }): Span {
  const back = options.weeksBack ?? 0;
  if (options.from && options.to) {
    const to = options.to > today ? today : options.to;
    return { from: shiftDate(options.from, -7 * back), to: shiftDate(to, -7 * back), label: back ? 'the week before' : (options.label ?? '') };
  }
  const to = shiftDate(today, -7 * back);
  return { from: shiftDate(to, -6), to, label: back === 0 ? 'the last 7 days' : back === 1 ? 'the 7 days before that' : `the 7 days ending ${to}` };
}

const daysIn = (span: Span) => daysBetween(span.from, span.to) + 1;

function dayLabel(ctx: AiContext, date: string): string {
  const { longDate } = words(ctx.fmt);
  if (date === ctx.today) return `today (${longDate(date)})`;
  if (date === shiftDate(ctx.today, -1)) return `yesterday (${longDate(date)})`;
  return longDate(date);
}

const spanWords = (ctx: AiContext, span: Span) =>
  `${span.label ? `${span.label} ` : ''}(${words(ctx.fmt).shortDate(span.from)} to ${words(ctx.fmt).shortDate(span.to)})`;

async function sleepSpan(ctx: AiContext, span: Span): Promise<string> {
  const { num, count, plural, longDate } = words(ctx.fmt);
  const nights = (await ctx.data.health(span.from, span.to)).flatMap((r) => (r.sleep === null ? [] : [{ date: r.date, sleep: r.sleep }]));
  if (nights.length === 0) return `You have no sleep recorded ${spanWords(ctx, span)}, so I can't say how you slept. Log your sleep in the Health tracker.`;
  const target = healthPrefs(ctx.user).targets.sleep;
  const avg = average(nights.map((r) => r.sleep));
  const best = nights.reduce((a, b) => (b.sleep > a.sleep ? b : a));
  const worst = nights.reduce((a, b) => (b.sleep < a.sleep ? b : a));
  const onTarget = nights.filter((r) => r.sleep >= target).length;
  return (
    `Over ${spanWords(ctx, span)} you recorded sleep on ${count(nights.length)} of ${count(daysIn(span))} days and averaged ${num(avg)} hours a night. ` +
    `Longest: ${num(best.sleep)} hours on ${longDate(best.date)}; shortest: ${num(worst.sleep)} hours on ${longDate(worst.date)}. ` +
    `You reached your ${num(target)}-hour target on ${count(onTarget)} of those ${plural(nights.length, 'day')}.`
  );
}

/** "what's my weight trend": the first and the last value recorded in the span, and how far it moved between them. */
function trendWords(ctx: AiContext, metric: HealthMetricKey, days: { date: string; v: number }[], range: string): string {
  const w = words(ctx.fmt);
  const { weightUnit } = healthPrefs(ctx.user);
  const shown = (v: number) => metricPhrase(metric, toShownValue(metric, v, weightUnit), weightUnit, w);
  const label = getMetric(metric).label;
  const [first, last] = [days[0], days[days.length - 1]];
  if (days.length < 2) return `${label} was recorded only once ${range} (${shown(first.v)} on ${w.longDate(first.date)}), so there is no trend yet.`;
  const diff = toShownValue(metric, last.v, weightUnit) - toShownValue(metric, first.v, weightUnit);
  const moved = Math.abs(diff) < 0.05 ? 'about the same' : `${diff > 0 ? 'up' : 'down'} ${metricPhrase(metric, Math.abs(diff), weightUnit, w)}`;
  return `${label} went from ${shown(first.v)} on ${w.longDate(first.date)} to ${shown(last.v)} on ${w.longDate(last.date)}: ${moved} ${range}, over ${w.count(days.length)} days recorded.`;
}

/** Any of the twelve metrics: a day's value, the average or total, the best or worst day, or the span against the one before. */
export async function metricReply(
  ctx: AiContext,
  metric: HealthMetricKey,
  stat: MetricStat,
  options: { date?: string; span: Span; before: Span },
): Promise<string> {
  const w = words(ctx.fmt);
  const prefs = healthPrefs(ctx.user);
  const label = getMetric(metric).label;
  const shown = (v: number) => metricPhrase(metric, toShownValue(metric, v, prefs.weightUnit), prefs.weightUnit, w);
  const target = shown(prefs.targets[metric]);
  // Steps are counted whole: an average of 5,966.7 steps reads as 5,967.
  const mean = (v: number) => shown(metric === 'steps' ? Math.round(v) : v);
  if (stat === 'day' && options.date) {
    const [row] = await ctx.data.health(options.date, options.date);
    const v = row?.[metric] ?? null;
    if (v === null) return `You have no ${label.toLowerCase()} recorded for ${dayLabel(ctx, options.date)}.`;
    return `${label} on ${dayLabel(ctx, options.date)}: ${shown(v)} (your target is ${target}).`;
  }
  if (metric === 'sleep' && stat === 'average') return sleepSpan(ctx, options.span);
  const read = async (span: Span) => {
    const days = (await ctx.data.health(span.from, span.to)).flatMap((r) => (r[metric] === null ? [] : [{ date: r.date, v: r[metric] }]));
    return { days, avg: days.length ? average(days.map((d) => d.v)) : null };
  };
  const span = options.span;
  const now = await read(span);
  const range = spanWords(ctx, span);
  if (now.days.length === 0) return `You have no ${label.toLowerCase()} recorded ${range}. Log it in the Health tracker and I can tell you more.`;
  const covers = `${w.count(now.days.length)} of ${w.count(daysIn(span))} days`;
  if (stat === 'compare') {
    const before = await read(options.before);
    if (before.avg === null)
      return `${label} averaged ${mean(now.avg!)} ${range} (${covers} recorded); there is nothing recorded ${spanWords(ctx, options.before)} to compare with.`;
    const diff = now.avg! - before.avg;
    const direction = Math.abs(diff) < 0.05 ? 'about the same as' : diff > 0 ? 'more than' : 'less than';
    return `${label} averaged ${mean(now.avg!)} ${range} (${covers} recorded), ${direction} the ${mean(before.avg)} ${spanWords(ctx, options.before)} (${w.count(before.days.length)} of ${w.count(daysIn(options.before))} days recorded). Your target is ${target}.`;
  }
  if (stat === 'trend') return trendWords(ctx, metric, now.days, range);
  const best = now.days.reduce((a, b) => (b.v > a.v ? b : a));
  const worst = now.days.reduce((a, b) => (b.v < a.v ? b : a));
  if (stat === 'best' || stat === 'worst') {
    const pick = stat === 'best' ? best : worst;
    const word = stat === 'best' ? 'highest' : 'lowest';
    return `Your ${word} ${label.toLowerCase()} ${range} was ${shown(pick.v)} on ${w.longDate(pick.date)} (${covers} recorded; your target is ${target}).`;
  }
  const total = now.days.reduce((a, d) => a + d.v, 0);
  const totalWords = metric === 'exercise' || metric === 'meditation' || metric === 'steps' || metric === 'water' ? ` In total ${shown(total)}.` : '';
  return `${label} averaged ${mean(now.avg!)} ${range}, over the ${covers} it was recorded.${totalWords} Highest ${shown(best.v)} on ${w.longDate(best.date)}, lowest ${shown(worst.v)} on ${w.longDate(worst.date)}. Your target is ${target}.`;
}

export async function healthScoreReply(ctx: AiContext, options: { date?: string; span?: Span }): Promise<string> {
  const { count } = words(ctx.fmt);
  const { targets } = healthPrefs(ctx.user);
  if (!options.span || options.date) {
    const date = options.date ?? ctx.today;
    const [row] = await ctx.data.health(date, date);
    const score = row ? healthScore(row, targets) : null;
    if (score === null)
      return `You have no health metrics recorded for ${dayLabel(ctx, date)}, so there is no health score yet. Log them in the Health tracker.`;
    const recorded = Object.entries(row).filter(([k, v]) => k !== 'date' && v !== null).length;
    return `Your health score for ${dayLabel(ctx, date)} is ${ctx.fmt.percent(score)}, from the ${ctx.fmt.ofTwelve(recorded)} metrics you recorded, each against its target.`;
  }
  const span = options.span;
  const scores = (await ctx.data.health(span.from, span.to)).flatMap((r) => {
    const s = healthScore(r, targets);
    return s === null ? [] : [s];
  });
  if (scores.length === 0) return `You have no health metrics recorded ${spanWords(ctx, span)}.`;
  return `Your health score averaged ${ctx.fmt.percent(Math.round(average(scores)))} ${spanWords(ctx, span)}, over the ${count(scores.length)} of ${count(daysIn(span))} days with metrics recorded.`;
}

/** The planner's day for free time: 08:00 to 20:00. */
export const FREE_FROM = 8;
export const FREE_TO = 20;

/** The free stretches of a day between FREE_FROM and FREE_TO, in minutes from its midnight. */
async function freeGaps(ctx: AiContext, date: string): Promise<[number, number][]> {
  const blocks = blocksOn(await ctx.data.blocks(shiftDate(date, -1), date), date);
  // Busy 5-minute steps of the day, in minutes from its midnight.
  const busy = new Set<number>();
  for (const b of blocks) {
    const start = startMinute(b) - (b.date === date ? 0 : 24 * 60);
    for (let m = start; m < start + b.durationMinutes; m += MINUTE_STEP) busy.add(m);
  }
  const gaps: [number, number][] = [];
  for (let m = FREE_FROM * 60; m < FREE_TO * 60; m += MINUTE_STEP) {
    if (busy.has(m)) continue;
    const last = gaps.at(-1);
    if (last && last[1] === m) last[1] = m + MINUTE_STEP;
    else gaps.push([m, m + MINUTE_STEP]);
  }
  return gaps;
}

const lengthOf = (w: ReturnType<typeof words>, minutes: number) => (minutes % 60 === 0 ? w.plural(minutes / 60, 'hour') : w.plural(minutes, 'minute'));

/** The day's free time; with `minutes`, whether a stretch that long is free and where. */
export async function freeTimeReply(ctx: AiContext, date: string, minutes?: number): Promise<string> {
  const w = words(ctx.fmt);
  const gaps = await freeGaps(ctx, date);
  const window = ctx.fmt.hourRange(FREE_FROM, FREE_TO);
  const gapLine = ([a, b]: [number, number]) => `• ${ctx.fmt.hourRange(a / 60, b / 60)} (${lengthOf(w, b - a)})`;
  if (minutes) {
    const fits = gaps.filter(([a, b]) => b - a >= minutes);
    const longest = gaps.reduce<[number, number] | undefined>((best, g) => (!best || g[1] - g[0] > best[1] - best[0] ? g : best), undefined);
    if (fits.length === 0)
      return `No: between ${window} on ${dayLabel(ctx, date)} no free stretch is ${lengthOf(w, minutes)} long${longest ? `; the longest is ${lengthOf(w, longest[1] - longest[0])}, ${ctx.fmt.hourRange(longest[0] / 60, longest[1] / 60)}` : ''}.`;
    return `Yes: between ${window} on ${dayLabel(ctx, date)} you have ${w.plural(fits.length, 'free stretch', 'free stretches')} of ${lengthOf(w, minutes)} or more:\n${fits.map(gapLine).join('\n')}`;
  }
  if (gaps.length === 0) return `${dayLabel(ctx, date)} is fully planned from ${window}.`;
  const hours = gaps.reduce((sum, [a, b]) => sum + b - a, 0) / 60;
  return `Between ${window} on ${dayLabel(ctx, date)} you are free for ${w.plural(hours, 'hour')}:\n${gaps.map(([a, b]) => `• ${ctx.fmt.hourRange(a / 60, b / 60)}`).join('\n')}`;
}

/** The last few nights' sleep against the target, and how long yesterday ran: the facts to read first. */
async function recentFacts(ctx: AiContext, metric?: HealthMetricKey): Promise<string[]> {
  const w = words(ctx.fmt);
  const { targets } = healthPrefs(ctx.user);
  const yesterday = shiftDate(ctx.today, -1);
  const [records, blocks] = await Promise.all([ctx.data.health(shiftDate(ctx.today, -2), ctx.today), ctx.data.blocks(yesterday, yesterday)]);
  const nights = records.filter((r) => r.sleep !== null).reverse();
  const out: string[] = [];
  if (nights.length) {
    const [last, ...before] = nights;
    const when = last.date === ctx.today ? 'last night' : `on the night before ${w.longDate(last.date)}`;
    const earlier = before.length ? `, and ${listOf(before.map((r) => `${w.num(r.sleep!)} h`))} the ${before.length === 1 ? 'night' : 'nights'} before` : '';
    out.push(`You slept ${w.num(last.sleep!)} h ${when} against your ${w.num(targets.sleep)} h target${earlier}.`);
  }
  const todayRow = records.find((r) => r.date === ctx.today);
  const key = metric && metric !== 'sleep' ? metric : 'energy';
  if (todayRow && todayRow[key] !== null)
    out.push(`Your ${getMetric(key).label.toLowerCase()} today is ${metricPhrase(key, todayRow[key], healthPrefs(ctx.user).weightUnit, w)}.`);
  const day = blocksOn(blocks, yesterday);
  if (day.length) {
    const end = Math.max(...day.map((b) => blockEnd(b)));
    const hours = day.reduce((n, b) => n + b.durationMinutes, 0) / 60;
    if (end >= 21 || hours >= 9) out.push(`Yesterday was long: ${w.plural(hours, 'hour')} blocked, the last ending at ${ctx.fmt.hour(end)}.`);
  }
  return out;
}

const listOf = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** "Why" questions: the recent facts first, then what went together in the user's own last twelve weeks, in plain words. */
export async function whyReply(ctx: AiContext, metric?: HealthMetricKey): Promise<string> {
  const w = words(ctx.fmt);
  const from = shiftDate(ctx.today, -(CORRELATION_DAYS - 1));
  const [facts, health, blocks] = await Promise.all([recentFacts(ctx, metric), ctx.data.health(from, ctx.today), ctx.data.blocks(from, ctx.today)]);
  const all = findCorrelations({ health, blocks, from, to: ctx.today });
  const relevant = metric ? all.filter((f) => f.from === metric || f.to === metric) : all;
  const about = metric ? ` with your ${getMetric(metric).label.toLowerCase()}` : '';
  const patterns =
    relevant.length === 0
      ? `I found no clear pattern${about} over your last 12 weeks yet: it takes at least ${w.count(MIN_PAIRS)} days with both values recorded.`
      : `In your own last 12 weeks:\n${relevant
          .slice(0, 3)
          .map((f) => `• ${describeFinding(f, ctx.fmt)}.`)
          .join('\n')}\n${CORRELATION_CAVEAT}`;
  return [...facts, patterns].join('\n');
}

/** "with 7 hours of sleep", "with 8,000 steps", "with your mood at 7/10": an amount of a metric on a day. */
function amountWords(key: HealthMetricKey, value: string, label: string): string {
  if (key === 'steps') return `with ${value}`;
  if (['sleep', 'screenTime', 'water', 'exercise', 'meditation'].includes(key)) return `with ${value} of ${label}`;
  return `with your ${label} at ${value}`;
}

/** Days with both values recorded each side of the split that an answer needs. */
const MIN_DAYS_EACH_SIDE = 3;

/**
 * "Does sleep help my mood?" in plain words: the days of the last twelve weeks split at the middle value of the
 * first metric, and the second one's average on each side, with how many days that rests on.
 */
export async function relationReply(ctx: AiContext, from: HealthMetricKey, to: HealthMetricKey): Promise<string> {
  const w = words(ctx.fmt);
  const prefs = healthPrefs(ctx.user);
  const shown = (key: HealthMetricKey, v: number) => metricPhrase(key, toShownValue(key, v, prefs.weightUnit), prefs.weightUnit, w);
  const start = shiftDate(ctx.today, -(CORRELATION_DAYS - 1));
  const pairs = (await ctx.data.health(start, ctx.today)).flatMap((r) => (r[from] === null || r[to] === null ? [] : [{ x: r[from], y: r[to] }]));
  const causeLabel = getMetric(from).label.toLowerCase();
  const effectLabel = getMetric(to).label.toLowerCase();
  const sorted = pairs.map((p) => p.x).sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)];
  const high = pairs.filter((p) => p.x >= middle);
  const low = pairs.filter((p) => p.x < middle);
  if (high.length < MIN_DAYS_EACH_SIDE || low.length < MIN_DAYS_EACH_SIDE) {
    return `I can't tell yet whether your ${causeLabel} goes with your ${effectLabel}: it takes at least ${w.count(2 * MIN_DAYS_EACH_SIDE)} days with both recorded, and varied ${causeLabel}; you have ${w.plural(pairs.length, 'such day')}.`;
  }
  const highY = average(high.map((p) => p.y));
  const lowY = average(low.map((p) => p.y));
  const gap = Math.abs(highY - lowY);
  const scale = Math.max(...pairs.map((p) => p.y)) - Math.min(...pairs.map((p) => p.y)) || 1;
  const verdict =
    gap < scale * 0.1
      ? `So far your ${effectLabel} has been about the same either way.`
      : `So for you, more ${causeLabel} has gone with ${highY > lowY ? 'higher' : 'lower'} ${effectLabel}.`;
  return (
    `On days ${amountWords(from, shown(from, middle), causeLabel)} or more, your ${effectLabel} averaged ${shown(to, highY)}, ` +
    `against ${shown(to, lowY)} on days with less — ${w.plural(pairs.length, 'day')} with both recorded over the last 12 weeks. ${verdict}\n${CORRELATION_CAVEAT}`
  );
}

export function convertReply(value: string): string {
  const dozenal = decimalToDozenal(value);
  if (dozenal === null) return 'I can only convert non-negative decimal numbers to dozenal.';
  const whole = value.split('.')[0] || '0';
  return `${whole} in dozenal is ${dozenal}.${value.includes('.') ? ' (The fraction is dropped.)' : ''} Dozenal digits run 0–9, then ↊ for ten and ↋ for eleven.`;
}

export async function goalsReply(ctx: AiContext): Promise<string> {
  const { count, percent, plural } = words(ctx.fmt);
  const goals = await ctx.data.goals();
  if (goals.length === 0) return 'You have no goals yet. Create one on the Goals page and I can track its pace.';
  const lines = goals.map((g) => {
    if (g.progress >= 100) return `• ${g.title}: completed (${ctx.fmt.ofTwelve(g.totalMilestones)} milestones)`;
    const pace = goalPace(g, ctx.today);
    const status = g.endDate < ctx.today ? 'past its end date' : pace.behind ? 'behind pace' : 'on pace';
    return `• ${g.title}: ${percent(g.progress)} (${ctx.fmt.ofTwelve(g.completedMilestones)} milestones), ${percent(pace.expected)} of its time gone — ${status}`;
  });
  const behind = goals.filter((g) => g.progress < 100 && goalPace(g, ctx.today).behind).length;
  return `You have ${plural(goals.length, 'goal')}; ${count(behind)} ${behind === 1 ? 'is' : 'are'} behind pace:\n${lines.join('\n')}`;
}
