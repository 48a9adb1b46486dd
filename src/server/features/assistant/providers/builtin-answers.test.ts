import { describe, expect, it } from 'vitest';
import { replyFormatter } from '../facts.js';
import type { AiContext } from '../provider.js';
import { freeTimeReply, metricReply, spanOf } from './builtin-answers.js';
import { tasksReply } from './builtin-task-list.js';

const today = '2026-03-11';
const block = (date: string, hour: number, hours: number, title: string) => ({
  date,
  hour,
  minute: 0,
  duration: hours,
  durationMinutes: hours * 60,
  title,
  category: 'focus' as const,
});
const weights = [
  { date: '2026-03-01', weight: 172.4 },
  { date: '2026-03-05', weight: 171.6 },
  { date: '2026-03-11', weight: 171.0 },
];
const task = (title: string, dueDate: string | null) => ({ id: title, title, dueDate, priority: 'normal', rolledOverFrom: null });

/** A context whose data is these rows only. */
function contextWith(rows: { blocks?: unknown[]; health?: unknown[]; tasks?: unknown[] }): AiContext {
  const health = (rows.health ?? []) as { date: string }[];
  return {
    today,
    user: { timezone: 'UTC', weightUnit: 'lbs' },
    fmt: replyFormatter({ numberBase: 'decimal', timeFormat: '12h', timezone: 'UTC' }),
    data: {
      blocks: async () => rows.blocks ?? [],
      health: async (from: string, to: string) => health.filter((h) => h.date >= from && h.date <= to),
      openTasks: async () => rows.tasks ?? [],
    },
  } as unknown as AiContext;
}

describe('free stretches of a length', () => {
  // Thursday: busy 9–12 and 14–15; free 8–9, 12–14 and 15–20.
  const ctx = contextWith({ blocks: [block('2026-03-12', 9, 3, 'Report'), block('2026-03-12', 14, 1, '1:1')] });

  it('says yes and lists only the stretches that long', async () => {
    const reply = await freeTimeReply(ctx, '2026-03-12', 120);
    expect(reply).toMatch(/^Yes/);
    expect(reply).toContain('2 free stretches of 2 hours or more');
    expect(reply).toContain('5 hours');
    expect(reply).toContain('3 pm – 8 pm');
    expect(reply).not.toContain('8 am – 9 am');
  });

  it('says no and gives the longest stretch when none is that long', async () => {
    const reply = await freeTimeReply(ctx, '2026-03-12', 360);
    expect(reply).toMatch(/^No/);
    expect(reply).toContain('the longest is 5 hours');
  });
});

describe('a metric trend', () => {
  it('gives the first and the last value of the span and the change between them', async () => {
    const span = spanOf(today, { from: '2026-02-10', to: today, label: 'the last 30 days' });
    const reply = await metricReply(contextWith({ health: weights.map((w) => ({ ...w })) }), 'weight', 'trend', { span, before: span });
    expect(reply).toContain('from 172.4 lbs on Sunday 1 March to 171 lbs on Wednesday 11 March');
    expect(reply).toContain('down 1.4 lbs');
    expect(reply).toContain('over 3 days recorded');
  });
});

describe('the task list', () => {
  const ctx = contextWith({ tasks: [task('Report', '2026-03-10'), task('Insurance', '2026-03-13'), task('Boiler', null), task('Taxes', '2026-03-20')] });

  it('lists every open task when no period is said', async () => {
    const reply = await tasksReply(ctx);
    expect(reply).toContain('4 open tasks');
    for (const title of ['Report', 'Insurance', 'Boiler', 'Taxes']) expect(reply).toContain(title);
  });

  it('lists what is due in the period and what is overdue, not what is due later', async () => {
    const reply = await tasksReply(ctx, { from: '2026-03-09', to: '2026-03-15', label: 'this week' });
    expect(reply).toContain('2 tasks are due this week');
    expect(reply).toContain('Report');
    expect(reply).toContain('Insurance');
    expect(reply).not.toContain('Taxes');
    expect(reply).toContain('1 other open task has no due date');
  });
});
