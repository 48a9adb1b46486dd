import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Reading } from '../../../../shared/schemas/assistant-read';
import type { Task } from '../../../../shared/schemas/tasks';
import { aTimeBlock, aUser, mockApi, type SentRequest } from '@/test/api';
import { renderWithApp } from '@/test/render';
import { TaskSidePanel } from './task-side-panel';

const TODAY = new Date().toISOString().slice(0, 10);

const aTask = (overrides: Partial<Task>): Task => ({
  id: 't1',
  title: 'Call the plumber',
  notes: '',
  rrule: null,
  labels: [],
  parentId: null,
  milestoneIndex: null,
  pickedFor: null,
  position: null,
  status: 'open',
  dueDate: TODAY,
  estimateMinutes: 30,
  priority: 'high',
  lifeArea: null,
  goalId: null,
  relationshipId: null,
  blockIds: [],
  scheduledDate: null,
  rolledOverFrom: null,
  completedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

/** The tasks API over a list: GET answers the open ones, POST adds, PATCH changes the task it names, schedule makes a block. */
const WATER = { title: 'Water plants', priority: 'low' as const, estimateMinutes: 15 };

function tasksApi(tasks: Task[]) {
  const routes: Record<string, (request: SentRequest) => unknown> = {};
  for (const task of tasks) {
    routes[`PATCH /api/tasks/${task.id}`] = ({ body }) => Object.assign(task, body);
    routes[`POST /api/tasks/${task.id}/schedule`] = ({ body }) => aTimeBlock({ title: task.title, durationMinutes: 30, taskId: task.id, ...(body as object) });
  }
  return mockApi({
    'GET /api/auth/user': aUser(),
    // The server's today's plan: due by today, picked for today or booked today.
    'GET /api/tasks': ({ query }) =>
      tasks.filter(
        (t) =>
          t.status === 'open' &&
          (query.get('view') !== 'today' || (t.dueDate !== null && t.dueDate <= TODAY) || t.pickedFor === TODAY || t.scheduledDate === TODAY),
      ),
    'POST /api/tasks': ({ body }) => {
      const task = aTask({ id: `t${tasks.length + 1}`, dueDate: null, estimateMinutes: null, priority: 'normal', ...(body as Partial<Task>) });
      tasks.push(task);
      return task;
    },
    // The assistant's reading of the one-line add, as the server gives it for "water plants !low 15m".
    'POST /api/assistant/read': (): Reading => ({
      changes: [{ kind: 'add-task', tool: 'add_task', input: WATER, task: WATER, summary: 'Add the task "Water plants"' }],
      sure: true,
      message: null,
    }),
    ...routes,
  });
}

async function openPanel() {
  return renderWithApp(<TaskSidePanel date={TODAY} />);
}

describe('the planner’s task list', () => {
  it('shows the tasks on today’s plan first, counts each list, and shows the others on their tabs', async () => {
    tasksApi([
      aTask({}),
      aTask({ id: 't4', title: 'Return the library books', dueDate: null, pickedFor: TODAY }),
      aTask({ id: 't5', title: 'Water the ferns', dueDate: null, rolledOverFrom: '2026-03-03' }),
      aTask({ id: 't2', title: 'Buy stamps', dueDate: null }),
      aTask({ id: 't3', title: 'File taxes', dueDate: '2999-01-01' }),
    ]);
    const { user } = await openPanel();
    const todayList = await screen.findByRole('list', { name: 'Today tasks' });
    expect(within(todayList).getByRole('checkbox', { name: 'Call the plumber' })).not.toBeChecked();
    expect(within(todayList).getByText('Return the library books')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Upcoming (1)' }));
    expect(within(screen.getByRole('list', { name: 'Upcoming tasks' })).getByText('File taxes')).toBeInTheDocument();
    // A task whose only blocks are past is not on today's plan: it waits in the inbox, saying when it was booked.
    await user.click(screen.getByRole('tab', { name: 'Inbox (2)' }));
    const inbox = screen.getByRole('list', { name: 'Inbox tasks' });
    expect(within(inbox).getByText('Buy stamps')).toBeInTheDocument();
    expect(within(inbox).getByText('Water the ferns').parentElement).toHaveTextContent(/Rolled over from (Tuesday|Mar 3)/);
  });

  it('adds a task in one line and checks one off, which leaves the list', async () => {
    const api = tasksApi([aTask({})]);
    const { user } = await openPanel();
    await user.type(screen.getByRole('textbox', { name: 'Add a task' }), 'water plants !low 15m{Enter}');
    await waitFor(() => expect(api.to('POST', '/api/tasks').map((r) => r.body)).toEqual([WATER]));
    expect(api.to('POST', '/api/assistant/read').map((r) => r.body)).toContainEqual({ text: 'water plants !low 15m', as: 'task' });
    expect(await screen.findByRole('tab', { name: 'Inbox (1)' })).toBeInTheDocument();

    await user.click(await screen.findByRole('checkbox', { name: 'Call the plumber' }));
    expect(await screen.findByText('Nothing due today.')).toBeInTheDocument();
    expect(api.to('PATCH', '/api/tasks/t1').map((r) => r.body)).toEqual([{ status: 'done' }]);
  });
});

describe('scheduling from the task list', () => {
  it('puts a task on the planner at the date and time chosen in “Schedule…”', async () => {
    const api = tasksApi([aTask({})]);
    const { user } = await openPanel();
    await user.click(await screen.findByRole('button', { name: 'Schedule Call the plumber' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule task' });
    expect(within(dialog).getByText('Call the plumber: a block on the planner, 30 minutes long.')).toBeInTheDocument();
    const start = within(dialog).getByLabelText('Start time');
    await user.clear(start);
    await user.type(start, '14:30');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(api.to('POST', '/api/tasks/t1/schedule').map((r) => r.body)).toEqual([{ date: TODAY, hour: 14, minute: 30 }]));
    expect(await screen.findByText('Task scheduled')).toBeInTheDocument();
  });
});
