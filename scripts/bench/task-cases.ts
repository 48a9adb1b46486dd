/**
 * The task calls `npm run bench` measures for a heavy user: the reads and the writes that leave the lists as they are
 * (measured with every other call), and the writes that add a row each time (measured after them, so the open list
 * and the day being planned stay the heavy user's own while the reads are measured).
 */
import { shiftDate } from '../../src/shared/dates.js';
import type { LatencyCase } from './latency-client.js';

type Make = (label: string, method: LatencyCase['method'], url: string, payload?: unknown) => LatencyCase;

interface TaskBody {
  id: string;
  dueDate: string | null;
  scheduledDate: string | null;
}

export async function taskCases(appUrl: string, cookie: string, today: string, make: Make): Promise<{ steady: LatencyCase[]; adding: LatencyCase[] }> {
  const read = async (url: string) => (await (await fetch(`${appUrl}${url}`, { headers: { cookie } })).json()) as TaskBody[];
  const open = await read('/api/tasks');
  const done = await read('/api/tasks?status=done');
  const inbox = open.filter((t) => t.dueDate === null && t.scheduledDate === null).map((t) => t.id);
  const task = open[open.length - 1]!;
  return {
    steady: [
      make('GET /api/tasks (200 open)', 'GET', '/api/tasks'),
      make('GET /api/tasks?status=done', 'GET', '/api/tasks?status=done'),
      make('GET /api/tasks?status=done&before=', 'GET', `/api/tasks?status=done&before=${done[done.length - 1]!.id}`),
      make('PATCH /api/tasks/{id}', 'PATCH', `/api/tasks/${task.id}`, { title: 'Call the plumber again' }),
      make(`PUT /api/tasks/order (${inbox.length} ids)`, 'PUT', '/api/tasks/order', { ids: inbox }),
      make('POST /api/plan/day (preview)', 'POST', '/api/plan/day', { date: shiftDate(today, 1) }),
    ],
    adding: [
      make('POST /api/tasks', 'POST', '/api/tasks', { title: 'Buy stamps', priority: 'low' }),
      make('POST /api/tasks/{id}/schedule', 'POST', `/api/tasks/${task.id}/schedule`, { date: shiftDate(today, 30), hour: 8 }),
    ],
  };
}
