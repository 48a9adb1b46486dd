import { describe, expect, it } from 'vitest';
import { freeIntervals, KEPT_FREE, NO_ROOM, planDay, type Interval, type PlanTask } from './plan-day.js';

const h = (hour: number, minute = 0) => hour * 60 + minute;
const workday = { start: h(9), end: h(17) };
const task = (id: string, estimateMinutes: number | null = 60): PlanTask => ({ id, title: `Task ${id}`, estimateMinutes });
const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

describe('freeIntervals', () => {
  it('gives the gaps around busy times, merged and clipped to the range', () => {
    expect(
      freeIntervals(h(9), h(17), [
        { start: h(10), end: h(11) },
        { start: h(10, 30), end: h(12) },
        { start: h(16), end: h(18) },
      ]),
    ).toEqual([
      { start: h(9), end: h(10) },
      { start: h(12), end: h(16) },
    ]);
  });
});

describe('planDay', () => {
  it('places tasks in plan order at the earliest free start, 30 minutes for one without an estimate', () => {
    const plan = planDay({ tasks: [task('a', 90), task('b', null), task('c', 45)], workday, busy: [] });
    expect(plan.blocks.map((b) => [b.taskId, b.start, b.durationMinutes])).toEqual([
      ['a', h(9), 90],
      ['b', h(10, 30), 30],
      ['c', h(11), 45],
    ]);
    expect(plan.unplaced).toEqual([]);
    expect(plan.notes).toEqual([]);
  });

  it('stays inside the workday and never overlaps a block, a busy event or another placed task', () => {
    const busy = [
      { start: h(8), end: h(9, 30) },
      { start: h(10), end: h(11) },
      { start: h(12), end: h(13) },
      { start: h(16, 30), end: h(18) },
    ];
    const tasks = [task('a', 30), task('b', 60), task('c', 120), task('d', 45), task('e', 240)];
    const plan = planDay({ tasks, workday, busy });
    const placed = plan.blocks.map((b) => ({ start: b.start, end: b.start + b.durationMinutes }));
    for (const [i, p] of placed.entries()) {
      expect(p.start).toBeGreaterThanOrEqual(workday.start);
      expect(p.end).toBeLessThanOrEqual(workday.end);
      expect(p.start % 5).toBe(0);
      for (const b of busy) expect(overlaps(p, b)).toBe(false);
      for (const q of placed.slice(i + 1)) expect(overlaps(p, q)).toBe(false);
    }
    expect(plan.blocks.map((b) => [b.taskId, b.start])).toEqual([
      ['a', h(9, 30)],
      ['b', h(11)],
      ['c', h(13)],
      ['d', h(15)],
    ]);
    expect(plan.unplaced).toEqual([{ taskId: 'e', reason: NO_ROOM }]);
  });

  it('never lets a lower priority take the place of a higher one: each task has first pick before the ones after it', () => {
    const plan = planDay({ tasks: [task('high', 90), task('low', 60)], workday: { start: h(9), end: h(12) }, busy: [{ start: h(10), end: h(10, 30) }] });
    expect(plan.blocks.map((b) => [b.taskId, b.start])).toEqual([
      ['high', h(10, 30)],
      ['low', h(9)],
    ]);
    const full = planDay({ tasks: [task('high', 180), task('low', 30)], workday: { start: h(9), end: h(11) }, busy: [] });
    expect(full.unplaced).toEqual([{ taskId: 'high', reason: NO_ROOM }]);
    expect(full.blocks.map((b) => b.taskId)).toEqual(['low']);
  });

  it('starts no earlier than now, on the next 5-minute step', () => {
    const plan = planDay({ tasks: [task('a', 30)], workday, busy: [], notBefore: h(13, 2) });
    expect(plan.blocks[0]!.start).toBe(h(13, 5));
    expect(planDay({ tasks: [task('a', 30)], workday, busy: [], notBefore: h(17) }).unplaced).toEqual([{ taskId: 'a', reason: NO_ROOM }]);
  });

  it('after a night an hour or more under the sleep target keeps an hour of the workday free and says why', () => {
    const tasks = [task('a', 240), task('b', 180), task('c', 60)];
    const rested = planDay({ tasks, workday, busy: [], sleep: { hours: 7.5, targetHours: 8 } });
    expect(rested.blocks).toHaveLength(3);
    expect(rested.notes).toEqual([]);
    const tired = planDay({ tasks, workday, busy: [], sleep: { hours: 6, targetHours: 8 } });
    expect(tired.blocks.map((b) => b.taskId)).toEqual(['a', 'b']);
    expect(tired.unplaced).toEqual([{ taskId: 'c', reason: KEPT_FREE }]);
    expect(tired.notes).toEqual(['You slept 6 h last night, 2 h under your 8 h target, so an hour of the workday stays free.']);
    const free = workday.end - workday.start - tired.blocks.reduce((sum, b) => sum + b.durationMinutes, 0);
    expect(free).toBeGreaterThanOrEqual(60);
  });
});
