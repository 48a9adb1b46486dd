import { describe, expect, it } from 'vitest';
import type { PlanDay } from '../../../../shared/schemas/plan.js';
import { withinMinutes } from './plan-limits.js';

const block = (taskId: string, hour: number, durationMinutes: number, session?: { index: number; count: number }) => ({
  taskId,
  title: taskId,
  date: '2026-03-11',
  hour,
  minute: 0,
  durationMinutes,
  ...(session ? { session } : {}),
});

const plan: PlanDay = {
  date: '2026-03-11',
  blocks: [
    block('report', 10, 45, { index: 1, count: 2 }),
    block('insurance', 11, 30),
    block('report', 14, 45, { index: 2, count: 2 }),
    block('boiler', 15, 30),
  ],
  unplaced: [],
  kept: [],
  moved: [],
  notes: [],
};

describe('the most minutes of tasks a plan keeps to', () => {
  it('keeps a task split into sessions whole or leaves it out whole', () => {
    expect(withinMinutes(plan, { maxMinutes: 60 }).map((b) => b.taskId)).toEqual(['insurance', 'boiler']);
    expect(withinMinutes(plan, { maxMinutes: 120 }).map((b) => b.taskId)).toEqual(['report', 'insurance', 'report']);
  });

  it('keeps every block when no limit is said, and a light day to two hours', () => {
    expect(withinMinutes(plan, {})).toHaveLength(4);
    expect(withinMinutes(plan, { light: true }).reduce((n, b) => n + b.durationMinutes, 0)).toBeLessThanOrEqual(120);
  });
});
