import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZE } from '../../../shared/constants.js';
import { errorBodySchema, idParamsSchema } from '../../../shared/schemas/common.js';
import {
  createTaskSchema,
  moveTasksSchema,
  scheduleTaskSchema,
  taskMoveSchema,
  undoTaskMoveSchema,
  taskChangeSchema,
  taskListQuerySchema,
  taskListSchema,
  taskOrderSchema,
  taskSchema,
  updateTaskSchema,
} from '../../../shared/schemas/tasks.js';
import { timeBlockSchema } from '../../../shared/schemas/time-blocks.js';
import { currentUser } from '../../plugins/session.js';
import type { TasksService } from './tasks.service.js';

const tags = ['tasks'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export async function tasksRoutes(app: FastifyInstance, { service }: { service: TasksService }) {
  registerTaskListRoutes(app, service);
  registerOneTaskRoutes(app, service);
}

/** The lists of tasks: reading them, adding to them, putting a list in the user's order. */
function registerTaskListRoutes(app: FastifyInstance, service: TasksService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/tasks',
    {
      schema: {
        tags,
        description:
          `The open tasks in plan order: those due today or earlier first (earliest due first, then priority), then the rest by priority (high, normal, low), then due date (none last), then oldest first. Each task carries \`blockIds\`, \`scheduledDate\` (its latest block's date) and \`rolledOverFrom\` (that date when the task is open and all its blocks lie before today, in the user's timezone: it comes back to today's list). ` +
          `\`status=done\` gives the ${PAGE_SIZE} latest done tasks, newest completion first; \`before\` (a done task's id) gives the ${PAGE_SIZE} after it in that order, an empty list when there are no more. An id that is not one of the user's done tasks is 404. ` +
          '`relationshipId` and `goalId` keep only the tasks of that person or goal (404 when it is not one of the user’s), or with `any` every task linked to a person or to a goal: what the Relationships and Goals pages show on their cards. `label` keeps the tasks filed under that label, whatever its case. ' +
          '`view=today` keeps the open tasks *on today’s plan* (the user’s today): due today or earlier, picked for today (`pickedFor`), or with a block today. The Tasks page’s Today, the planner’s list, the dashboard, Plan my day, the shutdown and the assistant all read this one definition.',
        querystring: taskListQuerySchema,
        response: { 200: taskListSchema, ...errors },
      },
    },
    async (request) => {
      const { status, before, relationshipId, goalId, label, view } = request.query;
      const user = currentUser(request);
      const filter = { relationshipId, goalId, label };
      if (view === 'today') return service.onPlanOf(user, undefined, filter);
      return status === 'done' ? service.listDone(user, before, filter) : service.listOpen(user, filter);
    },
  );

  routes.post('/api/tasks', { schema: { tags, body: createTaskSchema, response: { 201: taskSchema, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await service.create(currentUser(request), request.body)),
  );

  routes.post(
    '/api/tasks/move',
    {
      schema: {
        tags,
        summary: 'Move tasks to a later day',
        description:
          'Takes open tasks off the day `from` (the user’s today when left out) and puts them on the plan of `to`: each is picked for `to`, a due date before `to` becomes `to` (a later one stays), and its blocks on `from` stay on the planner as what was blocked, no longer linked. ' +
          'All or nothing: an id that is not one of the user’s open tasks is 404 and nothing moves. Answers the tasks as moved and `before`, how they were, which `POST /api/tasks/move/undo` takes.',
        body: moveTasksSchema,
        response: { 200: taskMoveSchema, ...errors },
      },
    },
    async (request) => service.move(currentUser(request), request.body),
  );

  routes.post(
    '/api/tasks/move/undo',
    {
      schema: {
        tags,
        summary: 'Undo a move',
        description:
          'Puts moved tasks back as `before` says: their due dates and picks, and their blocks linked again (unless linked to another task since). Ids that are not the user’s tasks are left alone. Answers the tasks as they are now.',
        body: undoTaskMoveSchema,
        response: { 200: taskListSchema, ...errors },
      },
    },
    async (request) => service.undoMove(currentUser(request), request.body.before),
  );

  routes.put(
    '/api/tasks/order',
    {
      schema: {
        tags,
        summary: 'Reorder a list of tasks',
        description:
          'Sets the order of one list of open tasks (today, upcoming or the inbox) as the user arranged it: `ids` first to last get `position` 0, 1, 2…, and `GET /api/tasks` then keeps that order inside each plan-order group, ahead of the tasks never placed by hand. ' +
          'All or nothing: an id that is not one of the user’s open tasks is 404 and nothing moves. Changing a task’s due date puts it back in plan order. Answers the open tasks in their new order.',
        body: taskOrderSchema,
        response: { 200: taskListSchema, ...errors },
      },
    },
    async (request) => service.reorder(currentUser(request), request.body),
  );
}

/** One task: changing, deleting and restoring it, and putting it on the planner. */
function registerOneTaskRoutes(app: FastifyInstance, service: TasksService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.patch(
    '/api/tasks/:id',
    {
      schema: {
        tags,
        description:
          '`status: "done"` sets `completedAt`; `"open"` clears it. Checking off a person’s task logs an interaction with them (a call, message or meeting by the task’s words; it counts as contact); checking off a task linked to a milestone (`milestoneIndex`) ticks it, and checking off the last open task of a goal advances the goal one milestone. ' +
          '`parentId` makes the task a step of another (one level: not a step of a step, and a task with steps does not become one). `milestoneIndex` needs the task to have a goal; taking the goal away takes the milestone too. ' +
          'The answer then carries `effects`: `contactLogged` (the interaction logged) and `milestoneReached` (the goal’s completed milestones now).',
        params: idParamsSchema,
        body: updateTaskSchema,
        response: { 200: taskChangeSchema, ...errors },
      },
    },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  routes.delete('/api/tasks/:id', { schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await service.remove(currentUser(request), request.params.id);
    return reply.code(204).send(null);
  });

  routes.post(
    '/api/tasks/:id/schedule',
    {
      schema: {
        tags,
        summary: 'Put a task on the planner',
        description:
          'Makes a focus block at `date`, `hour`:`minute` (0 when left out), linked to the task by its `taskId` and titled like it, lasting `durationMinutes` or else the task’s estimate (30 minutes without one). The task’s `blockIds` then include it. Deleting the task keeps the block, unlinked.',
        params: idParamsSchema,
        body: scheduleTaskSchema,
        response: { 201: timeBlockSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await service.schedule(currentUser(request), request.params.id, request.body)),
  );

  routes.post(
    '/api/tasks/:id/undo-done',
    {
      schema: {
        tags,
        summary: 'Undo a check-off',
        description:
          'Opens again a task checked off in the last 10 minutes and takes back what checking it off set going: the next task of a repeat (while it is open and unchanged), the contact it logged (the person’s last contact as it was), and the milestone it ticked or the progress it added. 409 for a task open, or done longer ago.',
        params: idParamsSchema,
        response: { 200: taskSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => service.undoDone(currentUser(request), request.params.id),
  );

  routes.post(
    '/api/tasks/:id/restore',
    {
      schema: {
        tags,
        summary: 'Undo a delete',
        description:
          'Puts back a task deleted in the last 10 minutes exactly as it was, its blocks linked again. 404 when there is nothing to restore, 409 when the task exists again.',
        params: idParamsSchema,
        response: { 200: taskSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => service.restore(currentUser(request), request.params.id),
  );
}
