import { z } from 'zod';
import { MILESTONES_PER_GOAL } from '../../../../shared/constants.js';
import { allMilestones, progressForMilestones, type MilestoneValues } from '../../../../shared/goals.js';
import type { GoalFact } from '../user-data.js';
import { listNames } from '../wording.js';
import { text } from '../../../../shared/schemas/common.js';
import { progressSchema, updateMilestoneSchema } from '../../../../shared/schemas/goals.js';
import { goalProgressAction, milestoneAction } from '../actions.js';
import { goalPace, words } from '../facts.js';
import { tool, toolMap } from './tool.js';

/** The milestones a new count ticks (the first unticked, in order) or unticks (the last ticked), by name where they have one. */
function milestonesTouched(goal: GoalFact, count: number): string {
  const all = allMilestones(goal.milestones ?? []);
  const ticked = all.filter((m) => m.doneAt !== null);
  const name = (m: MilestoneValues) => (m.title ? `"${m.title}"` : `milestone ${m.index}`);
  const tick = all.filter((m) => m.doneAt === null).slice(0, Math.max(0, count - ticked.length));
  const untick = ticked.slice(Math.min(count, ticked.length));
  if (tick.length) return `ticks ${listNames(tick.map(name))}`;
  if (untick.length) return `unticks ${listNames(untick.map(name))}`;
  return 'no milestone changes';
}

/** The tools for the user's goals: their progress and pace, and setting progress. */
export const GOAL_TOOLS = toolMap(
  tool({
    name: 'get_goals',
    description: "The user's goals with progress (percent), dates, milestones and pace: the share of their time gone, and whether they are behind it.",
    input: z.object({}),
    write: false,
    destructive: false,
    async run(ctx) {
      const goals = await ctx.data.goals();
      const data = goals.map(({ updatedAt: _updatedAt, ...g }) => {
        const pace = goalPace(g, ctx.today);
        return { ...g, timeGonePercent: pace.expected, behindPace: pace.behind };
      });
      return { ok: true, text: `${words(ctx.fmt).plural(data.length, 'goal')}.`, data: { today: ctx.today, goals: data } };
    },
  }),
  tool({
    name: 'set_goal_progress',
    description: "Sets a goal's progress, as a percentage (0-100) or as the number of its 12 milestones done; the goal by its title (or part of it) or id.",
    input: z
      .object({
        goal: text({ error: 'Goal is required' }).trim().min(1, { error: 'Goal is required' }).max(200),
        progress: progressSchema.optional(),
        milestones: z.number().int().min(0).max(MILESTONES_PER_GOAL).optional().describe(`Milestones done, 0-${MILESTONES_PER_GOAL}`),
      })
      .refine((v) => (v.progress === undefined) !== (v.milestones === undefined), { error: 'Give progress or milestones, one of them', path: ['progress'] }),
    write: true,
    destructive: false,
    preview: async (ctx, input) => {
      const goal = (await ctx.data.goals()).find((g) => g.id === input.goal || g.title === input.goal);
      const progress = input.progress ?? progressForMilestones(input.milestones!);
      const count = Math.floor((progress / 100) * MILESTONES_PER_GOAL);
      const set = `Set "${goal?.title ?? input.goal}" to ${words(ctx.fmt).percent(progress)} (${ctx.fmt.ofTwelve(count)} milestones)`;
      if (!goal || goal.progressSource !== 'milestones') return set;
      return `${set}: ${milestonesTouched(goal, count)}`;
    },
    run: (ctx, input) => goalProgressAction(ctx, input.goal, input.progress ?? progressForMilestones(input.milestones!)),
  }),
  tool({
    name: 'update_milestone',
    description: "Ticks or unticks one of a goal's 12 milestones, dates it (null clears the date) or names it; the goal by its id.",
    input: z
      .object({
        goal: text({ error: 'Goal is required' }).trim().min(1, { error: 'Goal is required' }).max(200),
        index: z.number().int().min(1).max(MILESTONES_PER_GOAL).describe(`The milestone's place, 1-${MILESTONES_PER_GOAL}`),
      })
      .extend(updateMilestoneSchema.shape)
      .refine((v) => v.done !== undefined || v.dueDate !== undefined || (v.title ?? '') !== '', { error: 'Give done, dueDate or title', path: ['done'] }),
    write: true,
    destructive: false,
    preview: async (ctx, input) => {
      const goal = (await ctx.data.goals()).find((g) => g.id === input.goal);
      const kept = allMilestones(goal?.milestones ?? [])[input.index - 1];
      const name = `"${kept?.title ?? `milestone ${input.index}`}" of "${goal?.title ?? input.goal}"`;
      const what = [
        input.done === true ? 'tick' : input.done === false ? 'untick' : undefined,
        input.dueDate !== undefined ? (input.dueDate ? `date ${words(ctx.fmt).shortDate(input.dueDate)}` : 'clear the date') : undefined,
        input.title ? `rename to "${input.title}"` : undefined,
      ].filter(Boolean);
      return `Milestone ${name}: ${what.join(', ')}`;
    },
    run: (ctx, { goal, index, ...values }) => milestoneAction(ctx, goal, index, values),
  }),
);
