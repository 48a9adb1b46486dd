import { describe, expect, it } from 'vitest';
import {
  BREAK_MINUTES,
  focusPeak,
  FOCUS_PEAK_MIN_BLOCKS,
  freeIntervals,
  KEPT_FREE,
  NO_ROOM,
  NO_ROOM_WITH_BREAKS,
  planDay,
  type Interval,
  type PlanTask,
} from './plan-day.js';
import type { TaskPriority } from './schemas/tasks.js';

const h = (hour: number, minute = 0) => hour * 60 + minute;
const workday = { start: h(9), end: h(17) };
const task = (id: string, estimateMinutes: number | null = 60, priority: TaskPriority = 'normal'): PlanTask => ({
  id,
  title: `Task ${id}`,
  estimateMinutes,
  priority,
});
/** `count` completed focus blocks of an hour at `hour`. */
const history = (hour: number, count: number): Interval[] => Array.from({ length: count }, () => ({ start: h(hour), end: h(hour + 1) }));
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
    const plan = planDay({ tasks: [task('a', 60), task('b', null), task('c', 45)], workday, busy: [{ start: h(10, 30), end: h(11) }] });
    expect(plan.blocks.map((b) => [b.taskId, b.start, b.durationMinutes])).toEqual([
      ['a', h(9), 60],
      ['b', h(10), 30],
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
      ['d', h(15, 15)],
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
    const tasks = [task('a', 240), task('b', 150), task('c', 45)];
    const breakNote = (minutes: number, why = '') => `A 15-minute break is left after ${minutes} minutes of focus in a row${why}.`;
    const rested = planDay({ tasks, workday, busy: [], sleep: { hours: 7.5, targetHours: 8 } });
    expect(rested.blocks).toHaveLength(3);
    expect(rested.notes).toEqual([breakNote(90)]);
    const tired = planDay({ tasks, workday, busy: [], sleep: { hours: 6, targetHours: 8 } });
    expect(tired.blocks.map((b) => b.taskId)).toEqual(['a', 'b']);
    expect(tired.unplaced).toEqual([{ taskId: 'c', reason: KEPT_FREE }]);
    expect(tired.notes).toEqual([
      'You slept 6 h last night, 2 h under your 8 h target, so an hour of the workday stays free.',
      breakNote(60, ', shorter than usual after a short night'),
    ]);
    const free = workday.end - workday.start - tired.blocks.reduce((sum, b) => sum + b.durationMinutes, 0);
    expect(free).toBeGreaterThanOrEqual(60);
  });

  it('leaves a break after 90 minutes of focus in a row, counting the focus blocks already there, and says so', () => {
    const plan = planDay({
      tasks: [task('a', 60), task('b', 60), task('c', 30)],
      workday,
      busy: [{ start: h(9), end: h(9, 30) }],
      focus: [{ start: h(9), end: h(9, 30) }],
    });
    expect(plan.blocks.map((b) => [b.taskId, b.start])).toEqual([
      ['a', h(9, 30)],
      ['b', h(10, 30) + BREAK_MINUTES],
      ['c', h(11, 45)],
    ]);
    expect(plan.notes).toEqual(['A 15-minute break is left after 90 minutes of focus in a row.']);
    // A meeting is no focus: work right after it needs no break.
    const afterMeeting = planDay({ tasks: [task('a', 60)], workday, busy: [{ start: h(9), end: h(10) }] });
    expect(afterMeeting.blocks[0]!.start).toBe(h(10));
    expect(afterMeeting.notes).toEqual([]);
  });

  it('keeps a task longer than a stretch whole, with breaks around it, and names breaks as the reason when only they leave no room', () => {
    const plan = planDay({ tasks: [task('long', 120), task('next', 60)], workday: { start: h(9), end: h(12) }, busy: [] });
    expect(plan.blocks.map((b) => [b.taskId, b.start])).toEqual([['long', h(9)]]);
    expect(plan.unplaced).toEqual([{ taskId: 'next', reason: NO_ROOM_WITH_BREAKS }]);
  });

  it('after a short night the stretches are an hour', () => {
    const plan = planDay({ tasks: [task('a', 60), task('b', 30)], workday, busy: [], sleep: { hours: 6, targetHours: 8 } });
    expect(plan.blocks.map((b) => [b.taskId, b.start])).toEqual([
      ['a', h(9)],
      ['b', h(10, 15)],
    ]);
    expect(plan.notes[1]).toBe('A 15-minute break is left after 60 minutes of focus in a row, shorter than usual after a short night.');
  });

  it('puts high-priority tasks into the hours where completed focus work clusters, once there is enough of it, and says why', () => {
    const focusHistory = [...history(14, 10), ...history(15, 8), ...history(9, 4)];
    const plan = planDay({ tasks: [task('deep', 60, 'high'), task('chore', 30)], workday, busy: [], focusHistory });
    expect(plan.blocks.map((b) => [b.taskId, b.start])).toEqual([
      ['deep', h(14)],
      ['chore', h(9)],
    ]);
    expect(plan.notes).toEqual(['You finish most of your focus work 14:00–16:00 (82% of it over the last 12 weeks), so high-priority tasks go there first.']);

    const few = planDay({ tasks: [task('deep', 60, 'high')], workday, busy: [], focusHistory: history(14, FOCUS_PEAK_MIN_BLOCKS - 1) });
    expect(few.blocks[0]!.start).toBe(h(9));
    expect(few.notes).toEqual(['With 12 completed focus blocks in 12 weeks (you have 11), high-priority tasks will go into the hours you focus best.']);
  });

  it('falls back to the earliest free time when the best hours are taken, and says so', () => {
    const plan = planDay({ tasks: [task('deep', 60, 'high')], workday, busy: [{ start: h(14), end: h(16) }], focusHistory: history(14, 12) });
    expect(plan.blocks.map((b) => b.start)).toEqual([h(9)]);
    expect(plan.notes).toEqual(['You finish most of your focus work 14:00–15:00 (100% of it over the last 12 weeks), but that time is already taken today.']);
  });
});

describe('focusPeak', () => {
  it('needs enough blocks and a real cluster, and keeps the window to the workday', () => {
    expect(focusPeak(history(10, FOCUS_PEAK_MIN_BLOCKS - 1), workday)).toBeNull();
    const spread = [9, 10, 11, 12, 13, 14, 15, 16].flatMap((hour) => history(hour, 2));
    expect(focusPeak(spread, workday)).toBeNull();
    expect(focusPeak([...history(7, 8), ...history(8, 8)], workday)).toBeNull();
    expect(focusPeak([...history(8, 8), ...history(9, 8)], workday)).toEqual({ window: { start: h(9), end: h(10) }, share: 1 });
  });
});
