import { shiftDate } from '../../../../shared/dates.js';
import { lengthWords } from '../actions.js';
import type { AiContext } from '../provider.js';
import { dueWords } from '../task-actions.js';
import type { Intent, QuestionIntent } from '../understand/intents.js';
import type { ChatMeta } from '../understand/state.js';
import { weekPeriod, type Period } from '../understand/when.js';
import type { TurnResult } from './builtin-act.js';
import { convertReply, freeTimeReply, goalsReply, healthScoreReply, metricReply, relationReply, spanOf, whyReply, type Span } from './builtin-answers.js';
import {
  contactsReply,
  dueReply,
  firstReply,
  freeAtReply,
  goalStatusReply,
  milestonesReply,
  hoursReply,
  lastContactReply,
  nextReply,
  rangeScheduleReply,
  scheduleReply,
  weekStart,
  whenBlockReply,
} from './builtin-questions.js';
import { renderReview } from './builtin-review.js';
import { doneTasksReply, taskDetailsReply, tasksReply, todayTasksReply } from './builtin-task-list.js';
import { loadWeekFacts } from './load-facts.js';

/** The span a question names, stepped back for "and the week before?". */
function spanFor(ctx: AiContext, q: { period?: Period; week?: 'this' | 'last' }, weekOffset: number): { span: Span; before: Span } {
  const period = q.period ?? (q.week ? weekPeriod(ctx.today, q.week) : undefined);
  const span = spanOf(ctx.today, { ...(period ?? {}), weeksBack: weekOffset });
  const before = period
    ? spanOf(ctx.today, {
        from: shiftDate(period.from, -7),
        to: shiftDate(period.to > ctx.today ? ctx.today : period.to, -7),
        label: period.label === 'this week' ? 'the same days last week' : 'the week before',
        weeksBack: weekOffset,
      })
    : spanOf(ctx.today, { weeksBack: weekOffset + 1 });
  return { span, before };
}

async function weekReviewReply(ctx: AiContext, weeksBack: number): Promise<string> {
  const startDate = weekStart(ctx.today, weeksBack);
  const review = renderReview(await loadWeekFacts(ctx, { startDate, endDate: shiftDate(startDate, 6) }), ctx.fmt);
  return [review.aiReport, ...review.achievements.slice(0, 2).map((a) => `• ${a}`), ...review.recommendations.slice(0, 2).map((r) => `• ${r}`)].join('\n');
}

/** "Next on your list: "Write the proposal" (due today, high priority, about 1 hour 30 minutes)." and the next block. */
async function nextTaskReply(ctx: AiContext): Promise<string> {
  const [top] = await ctx.data.openTasks();
  const block = (await nextReply(ctx)).text;
  if (!top) return `Your task list is empty. ${block}`;
  const parts = [
    ...(top.dueDate ? [top.dueDate < ctx.today ? `overdue since ${ctx.fmt.date(top.dueDate, 'short')}` : dueWords(ctx, top.dueDate).replace(/^, /, '')] : []),
    ...(top.priority !== 'normal' ? [`${top.priority} priority`] : []),
    ...(top.estimateMinutes ? [`about ${lengthWords(ctx, top.estimateMinutes)}`] : []),
  ];
  return `Next on your list: "${top.title}"${parts.length ? ` (${parts.join(', ')})` : ''}. ${block}`;
}

async function answerText(ctx: AiContext, q: QuestionIntent, weekOffset: number): Promise<string> {
  const back = (date: string) => shiftDate(date, -7 * weekOffset);
  switch (q.intent) {
    case 'schedule': {
      if (q.date) return scheduleReply(ctx, back(q.date));
      if (!q.period && !q.week && !weekOffset) return scheduleReply(ctx, ctx.today);
      const { span } = spanFor(ctx, { period: q.period, week: q.week ?? 'this' }, weekOffset);
      return rangeScheduleReply(ctx, span.from, q.period && !weekOffset ? q.period.to : shiftDate(span.from, 6));
    }
    case 'free-time':
      return freeTimeReply(ctx, back(q.date), q.minutes);
    case 'free-at':
      return freeAtReply(ctx, q.date, q.start, q.minutes);
    case 'first':
      return (await firstReply(ctx, q.date, q.category, q.last)).text;
    case 'next':
      return (await nextReply(ctx, q.after, q.category)).text;
    case 'hours':
      return hoursReply(ctx, weekOffset ? { ...q.period, from: back(q.period.from), to: back(q.period.to) } : q.period, q.category, q.titles, q.count);
    case 'tasks':
      return q.today ? todayTasksReply(ctx) : tasksReply(ctx, q.period);
    case 'done-tasks':
      return doneTasksReply(ctx, q.period);
    case 'task-details':
      return taskDetailsReply(ctx, q.id);
    case 'next-task':
      return nextTaskReply(ctx);
    case 'last-contact':
      return lastContactReply(ctx, q.person);
    case 'contacts':
      return contactsReply(ctx, q.period);
    case 'goal-status':
      return goalStatusReply(ctx, q.goal);
    case 'milestones':
      return milestonesReply(ctx, q.goal, q.index);
    case 'when-block':
      return (await whenBlockReply(ctx, q.named, q.title)).text;
    case 'metric': {
      if (q.stat === 'compare') {
        // "vs last week": this week so far against the whole of last week.
        const span = spanOf(ctx.today, { ...weekPeriod(ctx.today, 'this'), weeksBack: weekOffset });
        const before = spanOf(ctx.today, { ...weekPeriod(ctx.today, 'last'), weeksBack: weekOffset });
        return metricReply(ctx, q.metric, q.stat, { span, before });
      }
      const { span, before } = spanFor(ctx, q, weekOffset);
      return metricReply(ctx, q.metric, q.stat, { date: q.date && back(q.date), span, before });
    }
    case 'health-score':
      return healthScoreReply(ctx, q.period || q.week || weekOffset ? { span: spanFor(ctx, q, weekOffset).span } : { date: q.date ?? ctx.today });
    case 'due':
      return dueReply(ctx);
    case 'goals':
      return goalsReply(ctx);
    case 'week-review':
      return weekReviewReply(ctx, (q.week === 'last' ? 1 : 0) + weekOffset);
    case 'why':
      return whyReply(ctx, q.metric);
    case 'relation':
      return relationReply(ctx, q.from, q.to);
    case 'convert':
      return convertReply(q.value);
  }
}

/** A question answered; a block it names ("when's the dentist?", "what's after lunch?") is the one "it" means next. */
async function answerQuestion(ctx: AiContext, q: QuestionIntent, weekOffset = 0): Promise<TurnResult> {
  const answered =
    q.intent === 'when-block'
      ? await whenBlockReply(ctx, q.named, q.title)
      : q.intent === 'next'
        ? await nextReply(ctx, q.after, q.category)
        : q.intent === 'first'
          ? await firstReply(ctx, q.date, q.category, q.last)
          : undefined;
  if (answered) {
    const { text, block } = answered;
    return { text, meta: { question: q, ...(block ? { blockId: block.id, ...(block.occurrence ? { blockOccurrence: block.occurrence } : {}) } : {}) } };
  }
  return { text: await answerText(ctx, q, weekOffset), meta: { question: q, weekOffset } };
}

/**
 * Answers a question about the user's own data, or the last question again with a day or a week changed ("and the
 * week before?", "what about tomorrow").
 */
export async function answer(
  ctx: AiContext,
  q: QuestionIntent | undefined,
  state: ChatMeta | undefined,
  amend?: Extract<Intent, { intent: 'amend' }>,
): Promise<TurnResult> {
  if (!amend) return q ? answerQuestion(ctx, q) : { text: 'I am not sure what you asked. Ask the whole question again.' };
  const last = state?.question as QuestionIntent | undefined;
  if (!last) return { text: 'I am not sure what to change. Ask the whole question again, for example "how did I sleep last week?".' };
  if (amend.previous) return answerQuestion(ctx, last, (state?.weekOffset ?? 0) + 1);
  if (amend.week) return answerQuestion(ctx, { ...last, week: amend.week, period: weekPeriod(ctx.today, amend.week), date: undefined } as QuestionIntent);
  if (amend.date) {
    const next = { ...last, date: amend.date } as QuestionIntent;
    if (next.intent === 'metric' && next.stat !== 'day') next.stat = 'day';
    return answerQuestion(ctx, next);
  }
  return { text: 'I am not sure what to change. Ask the whole question again.' };
}
