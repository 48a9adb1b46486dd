import { describe, expect, it } from 'vitest';
import {
  BREAK_MINUTES,
  focusPeak,
  FOCUS_PEAK_MIN_BLOCKS,
  freeIntervals,
  KEPT_FREE,
  morningOf,
  NO_ROOM,
  NO_ROOM_WITH_BREAKS,
  planDay,
  sessionLengths,
  type Interval,
  type PlanResult,
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
const placed = (plan: PlanResult) => plan.blocks.map((b) => [b.taskId, b.start, b.durationMinutes]);
const breakNote = (minutes: number, why = '') => `A 15-minute break is left after ${minutes} minutes of focus in a row${why}.`;

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

describe('sessionLengths', () => {
  it('splits a long task into sessions of at most a stretch, as even as 5-minute steps allow', () => {
    expect(sessionLengths(60, 90)).toEqual([60]);
    expect(sessionLengths(90, 90)).toEqual([90]);
    expect(sessionLengths(120, 90)).toEqual([60, 60]);
    expect(sessionLengths(185, 90)).toEqual([65, 60, 60]);
    expect(sessionLengths(240, 60)).toEqual([60, 60, 60, 60]);
  });
});

describe('planDay', () => {
  it('places tasks in plan order at the earliest free start, 30 minutes for one without an estimate, in time order', () => {
    const plan = planDay({ tasks: [task('a', 60), task('b', null), task('c', 45)], workday, busy: [{ start: h(10, 30), end: h(11) }] });
    expect(placed(plan)).toEqual([
      ['a', h(9), 60],
      ['b', h(10), 30],
      ['c', h(11), 45],
    ]);
    expect(plan.unplaced).toEqual([]);
    expect(plan.notes).toEqual([]);
  });

  it('stays inside the workday and never overlaps a block, a busy event or another placed session', () => {
    const busy = [
      { start: h(8), end: h(9, 30) },
      { start: h(10), end: h(11) },
      { start: h(12), end: h(13) },
      { start: h(16, 30), end: h(18) },
    ];
    const tasks = [task('a', 30), task('b', 60), task('c', 120), task('d', 45), task('e', 240)];
    const plan = planDay({ tasks, workday, busy });
    const spans = plan.blocks.map((b) => ({ start: b.start, end: b.start + b.durationMinutes }));
    for (const [i, p] of spans.entries()) {
      expect(p.start).toBeGreaterThanOrEqual(workday.start);
      expect(p.end).toBeLessThanOrEqual(workday.end);
      expect(p.start % 5).toBe(0);
      for (const b of busy) expect(overlaps(p, b)).toBe(false);
      for (const q of spans.slice(i + 1)) expect(overlaps(p, q)).toBe(false);
    }
    expect(plan.blocks.map((b) => b.start)).toEqual([...plan.blocks.map((b) => b.start)].sort((x, y) => x - y));
    expect(plan.unplaced).toEqual([{ taskId: 'e', reason: NO_ROOM }]);
  });

  it('lets each task pick before the ones after it, and still lists the proposals by time', () => {
    const plan = planDay({ tasks: [task('due', 90), task('later', 60)], workday: { start: h(9), end: h(12) }, busy: [{ start: h(10), end: h(10, 30) }] });
    expect(placed(plan)).toEqual([
      ['later', h(9), 60],
      ['due', h(10, 30), 90],
    ]);
    const full = planDay({ tasks: [task('first', 170), task('second', 30)], workday: { start: h(9), end: h(11) }, busy: [] });
    expect(full.unplaced).toEqual([{ taskId: 'first', reason: NO_ROOM }]);
    expect(full.blocks.map((b) => b.taskId)).toEqual(['second']);
  });

  it('starts no earlier than now, on the next 5-minute step', () => {
    const plan = planDay({ tasks: [task('a', 30)], workday, busy: [], notBefore: h(13, 2) });
    expect(plan.blocks[0]!.start).toBe(h(13, 5));
    expect(planDay({ tasks: [task('a', 30)], workday, busy: [], notBefore: h(17) }).unplaced).toEqual([{ taskId: 'a', reason: NO_ROOM }]);
  });

  it('splits a task longer than 90 minutes into sessions with a break of at least 10 minutes between, and says so', () => {
    const plan = planDay({ tasks: [task('report', 120)], workday, busy: [] });
    expect(placed(plan)).toEqual([
      ['report', h(9), 60],
      ['report', h(10) + BREAK_MINUTES, 60],
    ]);
    expect(plan.blocks.map((b) => b.session)).toEqual([
      { index: 1, count: 2 },
      { index: 2, count: 2 },
    ]);
    expect(BREAK_MINUTES).toBeGreaterThanOrEqual(10);
    expect(plan.notes).toEqual([
      'Demanding work goes in the morning (9:00–12:00) until your completed focus blocks show the hours you focus best.',
      '“Task report” (120 minutes) is split into 2 sessions of 60, 60 minutes with a break between.',
      breakNote(90),
    ]);
    // Sessions that only fit back to back are no plan: the task is left out, whole.
    const tight = planDay({ tasks: [task('report', 180)], workday: { start: h(9), end: h(12) }, busy: [] });
    expect(tight.blocks).toEqual([]);
    expect(tight.unplaced).toEqual([{ taskId: 'report', reason: NO_ROOM_WITH_BREAKS }]);
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
    expect(plan.notes).toEqual([breakNote(90)]);
    // A meeting is no focus: work right after it needs no break.
    const afterMeeting = planDay({ tasks: [task('a', 60)], workday, busy: [{ start: h(9), end: h(10) }] });
    expect(afterMeeting.blocks[0]!.start).toBe(h(10));
    expect(afterMeeting.notes).toEqual([]);
  });

  it('after a night an hour or more under the sleep target keeps an hour of the workday free, in stretches of 60, and says why', () => {
    const tasks = [task('a', 90), task('b', 90), task('c', 30)];
    const morning = { start: h(9), end: h(13) };
    const rested = planDay({ tasks, workday: morning, busy: [], sleep: { hours: 7.5, targetHours: 8 } });
    expect(rested.unplaced).toEqual([]);
    const tired = planDay({ tasks, workday: morning, busy: [], sleep: { hours: 6, targetHours: 8 } });
    expect(new Set(tired.blocks.map((b) => b.taskId))).toEqual(new Set(['a', 'b']));
    expect(Math.max(...tired.blocks.map((b) => b.durationMinutes))).toBeLessThanOrEqual(60);
    expect(tired.unplaced).toEqual([{ taskId: 'c', reason: KEPT_FREE }]);
    expect(tired.notes[0]).toBe('You slept 6 h last night, 2 h under your 8 h target, so an hour of the workday stays free.');
    expect(tired.notes).toContain(breakNote(60, ', shorter than usual on a lighter day'));
    const free = morning.end - morning.start - tired.blocks.reduce((sum, b) => sum + b.durationMinutes, 0);
    expect(free).toBeGreaterThanOrEqual(60);
  });

  it('makes a lighter day of energy recorded at 4/10 or less, or when asked, and says which', () => {
    const tasks = [task('a', 90), task('b', 90), task('c', 30)];
    const morning = { start: h(9), end: h(13) };
    const good = planDay({ tasks, workday: morning, busy: [], energy: 7 });
    expect(good.unplaced).toEqual([]);
    const low = planDay({ tasks, workday: morning, busy: [], energy: 4 });
    expect(low.unplaced).toEqual([{ taskId: 'c', reason: KEPT_FREE }]);
    expect(low.notes[0]).toBe('You recorded your energy at 4/10 today, so it is a lighter day: an hour of the workday stays free.');
    const asked = planDay({ tasks, workday: morning, busy: [], limits: { light: true } });
    expect(asked.unplaced).toEqual([{ taskId: 'c', reason: KEPT_FREE }]);
    expect(asked.notes[0]).toBe('A lighter day, as asked: an hour of the workday stays free.');
    const dozenal = planDay({
      tasks,
      workday: morning,
      busy: [],
      energy: 3,
      words: { count: (n) => (n === 10 ? '↊' : String(n)), figure: String, time: String },
    });
    expect(dozenal.notes[0]).toContain('3/↊');
  });

  it('puts demanding work into the hours where completed focus work clusters, once there is enough of it, and says why', () => {
    const focusHistory = [...history(14, 10), ...history(15, 8), ...history(9, 4)];
    const plan = planDay({ tasks: [task('deep', 60, 'high'), task('chore', 30)], workday, busy: [], focusHistory });
    expect(placed(plan)).toEqual([
      ['chore', h(9), 30],
      ['deep', h(14), 60],
    ]);
    expect(plan.notes).toEqual(['You finish most of your focus work 14:00–16:00 (82% of it over the last 12 weeks), so demanding work goes there first.']);
    // A long task is demanding too, whatever its priority.
    const long = planDay({ tasks: [task('chore', 30), task('draft', 90)], workday, busy: [{ start: h(9, 30), end: h(10) }], focusHistory });
    expect(long.blocks.find((b) => b.taskId === 'draft')!.start).toBe(h(14));
  });

  it('puts demanding work in the morning while there is no history to learn from, and says how much is needed', () => {
    const afternoonFirst = { start: h(13), end: h(14) };
    const none = planDay({ tasks: [task('deep', 60, 'high')], workday, busy: [], notBefore: h(8) });
    expect(none.blocks[0]!.start).toBe(h(9));
    expect(none.notes).toEqual(['Demanding work goes in the morning (9:00–12:00) until your completed focus blocks show the hours you focus best.']);
    const few = planDay({ tasks: [task('deep', 60, 'high')], workday, busy: [], focusHistory: history(14, FOCUS_PEAK_MIN_BLOCKS - 1) });
    expect(few.blocks[0]!.start).toBe(h(9));
    expect(few.notes).toEqual([
      'Demanding work goes in the morning (9:00–12:00) until there are 12 completed focus blocks in 12 weeks to learn your best hours from (you have 11).',
    ]);
    expect(morningOf({ start: h(13), end: h(21) })).toEqual({ start: h(13), end: h(16) });
    expect(overlaps(morningOf(workday), afternoonFirst)).toBe(false);
  });

  it('falls back to the earliest free time when the best hours are taken, and says so', () => {
    const plan = planDay({ tasks: [task('deep', 60, 'high')], workday, busy: [{ start: h(14), end: h(16) }], focusHistory: history(14, 12) });
    expect(plan.blocks.map((b) => b.start)).toEqual([h(9)]);
    expect(plan.notes).toEqual(['You finish most of your focus work 14:00–15:00 (100% of it over the last 12 weeks), but that time is already taken today.']);
  });

  it('keeps to the limits asked for: nothing before or after a time, spans kept free', () => {
    const plan = planDay({
      tasks: [task('a', 45), task('b', 45), task('c', 45), task('d', 45), task('e', 45)],
      workday,
      busy: [],
      limits: { notBefore: h(10), notAfter: h(15), keepFree: [{ start: h(12), end: h(13) }] },
    });
    for (const b of plan.blocks) {
      expect(b.start).toBeGreaterThanOrEqual(h(10));
      expect(b.start + b.durationMinutes).toBeLessThanOrEqual(h(15));
      expect(overlaps({ start: b.start, end: b.start + b.durationMinutes }, { start: h(12), end: h(13) })).toBe(false);
    }
    expect(plan.unplaced.map((u) => u.taskId)).toEqual(['e']);
    expect(plan.notes.slice(0, 3)).toEqual([
      'Nothing starts before 10:00, as asked.',
      'Nothing runs past 15:00, as asked.',
      '12:00–13:00 stays free, as asked.',
    ]);
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

  it('weighs each block by the energy recorded on its day: the same minutes count for more on a day of high energy', () => {
    const on = (hour: number, count: number, energy: number | null) => history(hour, count).map((b) => ({ ...b, energy }));
    // As many minutes at 10:00 as at 14:00: the energy of their days decides.
    expect(focusPeak([...on(10, 8, 3), ...on(14, 8, 8)], workday)).toEqual({ window: { start: h(14), end: h(15) }, share: 8 / 11 });
    expect(focusPeak([...on(10, 8, 8), ...on(14, 8, 3)], workday)?.window).toEqual({ start: h(10), end: h(11) });
    // Days with no energy recorded count as the middle of the scale.
    expect(focusPeak([...on(10, 8, null), ...on(14, 8, 7)], workday)?.window).toEqual({ start: h(14), end: h(15) });
  });
});
