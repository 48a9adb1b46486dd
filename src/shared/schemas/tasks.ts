import { z } from 'zod';
import { LIFE_AREA_KEYS } from '../life-areas.js';
import { idSchema, isoDateSchema, text } from './common.js';
import { interactionTypeSchema } from './relationships.js';
import { durationMinutesSchema, hourSchema, minuteSchema, rruleSchema } from './time-blocks.js';

export const TASK_TITLE_MAX = 200;
export const TASK_NOTES_MAX = 5000;
export const TASK_ESTIMATE_MIN = 5;
export const TASK_ESTIMATE_MAX = 720;
export const TASK_ESTIMATE_STEP = 5;
export const TASK_STATUSES = ['open', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
/** In plan order: a higher priority comes first. */
export const TASK_PRIORITIES = ['high', 'normal', 'low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const DEFAULT_TASK_PRIORITY: TaskPriority = 'normal';

export const taskTitleSchema = text({ error: 'Title is required' })
  .trim()
  .min(1, { error: 'Title is required' })
  .max(TASK_TITLE_MAX, { error: `Title must be at most ${TASK_TITLE_MAX} characters` });

export const taskNotesSchema = text({ error: 'Notes must be text' })
  .trim()
  .max(TASK_NOTES_MAX, { error: `Notes must be at most ${TASK_NOTES_MAX} characters` });

const estimateMessage = `Estimate must be ${TASK_ESTIMATE_MIN} to ${TASK_ESTIMATE_MAX} minutes in steps of ${TASK_ESTIMATE_STEP}`;
export const taskEstimateSchema = z
  .number({ error: estimateMessage })
  .int({ error: estimateMessage })
  .min(TASK_ESTIMATE_MIN, { error: estimateMessage })
  .max(TASK_ESTIMATE_MAX, { error: estimateMessage })
  .multipleOf(TASK_ESTIMATE_STEP, { error: estimateMessage });

export const taskStatusSchema = z.enum(TASK_STATUSES, { error: 'Status must be open or done' });
export const taskPrioritySchema = z.enum(TASK_PRIORITIES, { error: 'Priority must be high, normal or low' });
export const taskLifeAreaSchema = z.enum(LIFE_AREA_KEYS, { error: 'Life area must be one of the twelve life areas' });

export const TASK_LABEL_MAX = 50;
export const TASK_LABELS_MAX = 20;
const labelMessage = `A label is a word of 1 to ${TASK_LABEL_MAX} characters without spaces, and does not start with @`;
/** A label as "@home" files it: "home". Kept as written; lists match it whatever its case. */
export const taskLabelSchema = text({ error: labelMessage })
  .min(1, { error: labelMessage })
  .max(TASK_LABEL_MAX, { error: labelMessage })
  .regex(/^[^\s@][^\s]*$/u, { error: labelMessage });
export const taskLabelsSchema = z
  .array(taskLabelSchema, { error: 'Labels must be a list of words' })
  .max(TASK_LABELS_MAX, { error: `A task has at most ${TASK_LABELS_MAX} labels` })
  .refine((labels) => new Set(labels.map((l) => l.toLowerCase())).size === labels.length, { error: 'Labels must not name a label twice' });

/** A goal's milestones are numbered 1 to 12. */
export const milestoneIndexSchema = z
  .number({ error: 'Milestone must be a number from 1 to 12' })
  .int({ error: 'Milestone must be a number from 1 to 12' })
  .min(1, { error: 'Milestone must be a number from 1 to 12' })
  .max(12, { error: 'Milestone must be a number from 1 to 12' });

const fields = {
  title: taskTitleSchema,
  notes: taskNotesSchema,
  dueDate: isoDateSchema.nullable(),
  estimateMinutes: taskEstimateSchema.nullable(),
  priority: taskPrioritySchema,
  lifeArea: taskLifeAreaSchema.nullable(),
  goalId: idSchema.nullable(),
  relationshipId: idSchema.nullable(),
  rrule: rruleSchema.nullable(),
  labels: taskLabelsSchema,
  parentId: idSchema.nullable(),
  milestoneIndex: milestoneIndexSchema.nullable(),
  pickedFor: isoDateSchema.nullable(),
};

export const createTaskSchema = z.object({
  title: fields.title,
  notes: fields.notes.optional(),
  dueDate: fields.dueDate.optional(),
  estimateMinutes: fields.estimateMinutes.optional(),
  priority: fields.priority.optional(),
  lifeArea: fields.lifeArea.optional(),
  goalId: fields.goalId.optional(),
  relationshipId: fields.relationshipId.optional(),
  /** How the task repeats from its due date (today when it has none); done, it makes the next one. */
  rrule: fields.rrule.optional(),
  labels: fields.labels.optional(),
  /** The task it is a step of: one of the user's tasks that is not a step itself. */
  parentId: fields.parentId.optional(),
  /** The milestone of its goal that checking it off ticks; needs a goal. */
  milestoneIndex: fields.milestoneIndex.optional(),
  /** The day whose plan it is picked for. */
  pickedFor: fields.pickedFor.optional(),
});
export type CreateTaskInput = z.infer<typeof createTaskSchema>;

export const updateTaskSchema = createTaskSchema.partial().extend({ status: taskStatusSchema.optional() });
export type UpdateTaskInput = z.infer<typeof updateTaskSchema>;

/** A list filter on a task's person or goal: one of the user's by id, or `any` for every task linked to one. */
export const TASK_LINK_ANY = 'any';
const taskLinkFilterSchema = (what: string) => z.union([z.literal(TASK_LINK_ANY), idSchema], { error: `Must be a ${what} id or ${TASK_LINK_ANY}` });

/** `view=today`: the open tasks on the plan of the user's today (see `onPlanOf`). */
export const TASK_VIEWS = ['today'] as const;

/**
 * `GET /api/tasks`: the open tasks in plan order, or `?status=done` a page of done ones (`before` a done task's id);
 * `relationshipId` and `goalId` keep only the tasks of that person or goal (`any`: of any person or goal), `label`
 * those filed under a label; `view=today` only those on today's plan.
 */
export const taskListQuerySchema = z
  .object({
    status: taskStatusSchema.optional(),
    before: idSchema.optional(),
    relationshipId: taskLinkFilterSchema('person').optional(),
    goalId: taskLinkFilterSchema('goal').optional(),
    label: taskLabelSchema.optional(),
    view: z.enum(TASK_VIEWS, { error: 'View must be today' }).optional(),
  })
  .refine((q) => q.before === undefined || q.status === 'done', { error: 'Only the done list is paged (status=done)', path: ['before'] })
  .refine((q) => q.view === undefined || q.status !== 'done', { error: "Today's plan holds open tasks only", path: ['view'] });
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

export const taskSchema = z.object({
  id: z.string(),
  title: z.string(),
  notes: z.string(),
  status: taskStatusSchema,
  dueDate: z.string().nullable(),
  estimateMinutes: z.number().int().nullable(),
  priority: taskPrioritySchema,
  lifeArea: taskLifeAreaSchema.nullable(),
  goalId: z.string().nullable(),
  relationshipId: z.string().nullable(),
  rrule: z.string().nullable(),
  labels: z.array(z.string()),
  parentId: z.string().nullable(),
  milestoneIndex: z.number().int().nullable(),
  pickedFor: z.string().nullable(),
  /** Its place in its list once the user has reordered that list (0 first); null while it follows plan order. */
  position: z.number().int().nullable(),
  blockIds: z.array(z.string()),
  /** The date of the task's latest block; null when it has none. */
  scheduledDate: z.string().nullable(),
  /** For an open task whose blocks all lie before today: the date of the last one, so it comes back to today's list. */
  rolledOverFrom: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;
export const taskListSchema = z.array(taskSchema);

/** What checking a task off set going: the contact it logged with its person, the milestone its goal reached. */
export const taskDoneEffectsSchema = z.object({
  contactLogged: z.object({ relationshipId: z.string(), interactionId: z.string(), type: interactionTypeSchema, date: z.string() }).optional(),
  /** The goal's milestones done now, and the one this task ticked when it ticked one. */
  milestoneReached: z.object({ goalId: z.string(), completedMilestones: z.number().int(), milestoneIndex: z.number().int().optional() }).optional(),
});
export type TaskDoneEffects = z.infer<typeof taskDoneEffectsSchema>;

/** The answer of PATCH /api/tasks/:id: the task, and `effects` when checking it off logged a contact or advanced a goal. */
export const taskChangeSchema = taskSchema.extend({ effects: taskDoneEffectsSchema.optional() });
export type TaskChange = z.infer<typeof taskChangeSchema>;

/** A reorder names at most this many tasks: one list of the open ones. */
export const TASK_ORDER_MAX = 1000;

/** Body of PUT /api/tasks/order: one list's open tasks, first to last, as the user arranged them. */
export const taskOrderSchema = z.object({
  ids: z
    .array(idSchema, { error: 'Ids must be a list of task ids' })
    .min(1, { error: 'Ids must name at least one task' })
    .max(TASK_ORDER_MAX, { error: `Ids must name at most ${TASK_ORDER_MAX} tasks` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Ids must not name a task twice' }),
});
export type TaskOrderInput = z.infer<typeof taskOrderSchema>;

/** A block made for a task lasts its estimate, or this long without one. */
export const DEFAULT_TASK_BLOCK_MINUTES = 30;

/** Body of POST /api/tasks/:id/schedule: where the task's block goes; its length defaults to the estimate. */
export const scheduleTaskSchema = z.object({
  date: isoDateSchema,
  hour: hourSchema,
  minute: minuteSchema.optional(),
  durationMinutes: durationMinutesSchema.optional(),
});
export type ScheduleTaskInput = z.infer<typeof scheduleTaskSchema>;

/** The edit dialog's fields as the form holds them (text inputs); `taskFormChanges` reads them into the API's values. */
export const taskFormSchema = z.object({
  title: taskTitleSchema,
  notes: taskNotesSchema,
  dueDate: z.union([z.literal(''), isoDateSchema]),
  estimateMinutes: z
    .string()
    .trim()
    .refine((v) => v === '' || taskEstimateSchema.safeParse(Number(v)).success, { error: estimateMessage }),
  priority: taskPrioritySchema,
});
export type TaskFormValues = z.infer<typeof taskFormSchema>;

export function taskFormChanges(values: TaskFormValues): UpdateTaskInput {
  return {
    title: values.title,
    notes: values.notes,
    dueDate: values.dueDate === '' ? null : values.dueDate,
    estimateMinutes: values.estimateMinutes === '' ? null : Number(values.estimateMinutes),
    priority: values.priority,
  };
}

/** Body of POST /api/tasks/move: open tasks taken off the day `from` (the user's today when left out) onto `to`. */
export const moveTasksSchema = z
  .object({
    ids: z
      .array(idSchema, { error: 'Ids must be a list of task ids' })
      .min(1, { error: 'Ids must name at least one task' })
      .max(TASK_ORDER_MAX, { error: `Ids must name at most ${TASK_ORDER_MAX} tasks` })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Ids must not name a task twice' }),
    from: isoDateSchema.optional(),
    to: isoDateSchema,
  })
  .refine((m) => m.from === undefined || m.from < m.to, { error: 'A task moves to a later day', path: ['to'] });
export type MoveTasksInput = z.infer<typeof moveTasksSchema>;

/** How one moved task was before the move, so an Undo can put it back. */
export const taskMoveBeforeSchema = z.object({
  id: idSchema,
  dueDate: isoDateSchema.nullable(),
  pickedFor: isoDateSchema.nullable(),
  /** Its blocks on the day it left, which the move unlinked. */
  blockIds: z.array(idSchema).max(TASK_ORDER_MAX),
});
export type TaskMoveBefore = z.infer<typeof taskMoveBeforeSchema>;

/** The answer of POST /api/tasks/move: the tasks as moved, and how they were (the body of its Undo). */
export const taskMoveSchema = z.object({ tasks: taskListSchema, before: z.array(taskMoveBeforeSchema) });
export type TaskMove = z.infer<typeof taskMoveSchema>;

/** Body of POST /api/tasks/move/undo: the `before` of a move. */
export const undoTaskMoveSchema = z.object({ before: z.array(taskMoveBeforeSchema).min(1).max(TASK_ORDER_MAX) });
export type UndoTaskMoveInput = z.infer<typeof undoTaskMoveSchema>;
