import fs from 'node:fs';
import { z } from 'zod';
import { HEALTH_METRIC_KEYS } from '../../../shared/health-metrics.js';

/** The case format of the assistant's evaluation sets: what the user types and the effect it must have. */
export const FAMILIES = ['add', 'change', 'contact', 'goal', 'question', 'clarify', 'safety', 'task', 'health', 'plan', 'multi'] as const;
export type Family = (typeof FAMILIES)[number];

const clock = z.string().regex(/^\d{2}:\d{2}$/, 'a time is HH:MM');
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is yyyy-MM-dd');
const includes = z.array(z.array(z.string().min(1)).min(1)).min(1);
const worldBlock = z.object({ title: z.string(), date });
const category = z.enum(['focus', 'meeting', 'break', 'completed']);
const priority = z.enum(['high', 'normal', 'low']);

/** The shapes that expect a change: a proposal in the last reply is confirmed before they are judged. */
const changeShapes = [
  z.object({
    type: z.literal('block-added'),
    date,
    start: clock.optional(),
    startBetween: z.tuple([clock, clock]).optional(),
    end: clock.optional(),
    titleWords: z.array(z.string()).optional(),
    category: category.optional(),
    repeats: z.literal(true).optional(),
  }),
  z.object({
    type: z.literal('block-changed'),
    block: worldBlock,
    date: date.optional(),
    start: clock.optional(),
    end: clock.optional(),
    title: z.string().optional(),
    category: category.optional(),
  }),
  z.object({
    type: z.literal('blocks-changed'),
    changes: z.array(z.object({ block: worldBlock, date: date.optional(), start: clock.optional(), end: clock.optional() })).min(2),
  }),
  z.object({ type: z.literal('block-deleted'), block: worldBlock }),
  z.object({ type: z.literal('interaction-logged'), person: z.string(), date, interactionType: z.enum(['call', 'message', 'meeting']).optional() }),
  z.object({ type: z.literal('goal-progress'), goal: z.string(), completedMilestones: z.number().int().optional(), progress: z.number().int().optional() }),
  z.object({
    type: z.literal('task-added'),
    titleWords: z.array(z.string()).min(1),
    dueDate: date.nullable(),
    priority: priority.optional(),
    estimateMinutes: z.number().int().optional(),
    labels: z.array(z.string().min(1)).optional(),
    repeats: z.literal(true).optional(),
  }),
  z.object({ type: z.literal('task-done'), task: z.string() }),
  z.object({
    type: z.literal('task-changed'),
    task: z.string(),
    dueDate: date.nullable().optional(),
    priority: priority.optional(),
    estimateMinutes: z.number().int().optional(),
    title: z.string().optional(),
  }),
  z.object({
    type: z.literal('health-logged'),
    date,
    metric: z.enum(HEALTH_METRIC_KEYS as [string, ...string[]]),
    value: z.number(),
    unit: z.enum(['kg', 'lbs']).optional(),
  }),
  z.object({
    type: z.literal('day-planned'),
    date,
    tasks: z.array(z.string()).optional(),
    notTasks: z.array(z.string()).optional(),
    notBefore: clock.optional(),
    notAfter: clock.optional(),
    free: z.array(z.tuple([clock, clock])).optional(),
    maxMinutes: z.number().int().positive().optional(),
  }),
  z.object({
    type: z.literal('milestone-changed'),
    goal: z.string(),
    milestone: z.string(),
    done: z.boolean().optional(),
    dueDate: date.nullable().optional(),
    title: z.string().optional(),
  }),
] as const;

export const changeExpectSchema = z.discriminatedUnion('type', [...changeShapes]);
export type ChangeExpect = z.infer<typeof changeExpectSchema>;

export const expectSchema = z.discriminatedUnion('type', [
  ...changeShapes,
  z.object({ type: z.literal('all'), of: z.array(changeExpectSchema).min(2) }),
  z.object({ type: z.literal('answer'), includes }),
  z.object({ type: z.literal('asks'), includes: includes.optional() }),
  z.object({ type: z.literal('nothing-changed'), includes: includes.optional() }),
]);
export type Expect = z.infer<typeof expectSchema>;

/** Whether a case expects its account to change: a proposal left in its last reply is then confirmed, as the user would. */
export const expectsChange = (e: Expect): boolean => e.type !== 'answer' && e.type !== 'asks' && e.type !== 'nothing-changed';

export const caseSchema = z.object({
  id: z.string().min(1),
  family: z.enum(FAMILIES),
  messages: z.array(z.string().min(1)).min(1),
  expect: expectSchema,
  /** Why an expected value was corrected after the set was written. */
  note: z.string().optional(),
});
export type EvalCase = z.infer<typeof caseSchema>;

export const caseFileSchema = z.array(caseSchema).superRefine((cases, ctx) => {
  const seen = new Set<string>();
  cases.forEach((c, i) => {
    if (seen.has(c.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `duplicate id ${c.id}` });
    seen.add(c.id);
  });
});

export function readCases(file: string): EvalCase[] {
  return caseFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** A held-out set is named heldout-*.json: its cases are never read to tune the assistant, only its rates. */
export const isHeldOut = (file: string) => /(^|[\\/])heldout-[^\\/]*\.json$/.test(file);
