import { describe, expect, it } from 'vitest';
import { NO_ROOM } from '../../../shared/plan-day.js';
import { shiftDate } from '../../../shared/dates.js';
import { planDaySchema } from '../../../shared/schemas/plan.js';
import { calendarBusyEvents } from '../../db/schema/index.js';
import { expectAllUnauthorized } from '../../test/authz.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';

// Noon on 2026-03-01 in UTC, the test users' timezone.
const ctx = useTestApp({ now: () => new Date('2026-03-01T12:00:00Z') });
const DAY = '2026-03-03';
const WORKDAY = { start: 9 * 60, end: 17 * 60 };

type Payload = Record<string, unknown>;
interface Planned {
  id?: string;
  taskId: string;
  title: string;
  date: string;
  hour: number;
  minute: number;
  durationMinutes: number;
}
interface Plan {
  date: string;
  blocks: Planned[];
  unplaced: { taskId: string; title: string; reason: string }[];
  notes: string[];
}
const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: Payload) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const task = async (cookie: string, payload: Payload) => (await inject('POST', '/api/tasks', cookie, payload)).json<{ id: string }>().id;
const block = async (cookie: string, payload: Payload) => {
  const res = await inject('POST', '/api/time-blocks', cookie, { title: 'Busy', category: 'meeting', date: DAY, minute: 0, ...payload });
  expect(res.statusCode).toBe(201);
};
const plan = async (cookie: string, payload: Payload = { date: DAY }) => {
  const res = await inject('POST', '/api/plan/day', cookie, payload);
  expect(res.statusCode).toBe(200);
  return res.json<Plan>();
};
const span = (b: { hour: number; minute: number; durationMinutes: number }) => ({
  start: b.hour * 60 + b.minute,
  end: b.hour * 60 + b.minute + b.durationMinutes,
});
const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;

describe('POST /api/plan/day', () => {
  it('places the tasks inside the workday, never over a block, a busy event, a repeating block or each other', async () => {
    const user = await signUpUser(ctx.app);
    await block(user.cookie, { hour: 9, durationMinutes: 60 });
    await block(user.cookie, { date: '2026-03-01', hour: 13, durationMinutes: 30, rrule: 'FREQ=DAILY' });
    await ctx.database.db
      .insert(calendarBusyEvents)
      .values({ userId: user.id, uid: 'remote-1', title: 'Dentist', date: DAY, hour: 10, minute: 30, durationMinutes: 60 });
    // Tasks made at one instant (the test clock) tie in plan order; their priorities fix one in which all four fit
    // around the break after 90 minutes of focus.
    const ids = [];
    for (const [title, estimateMinutes, priority] of [
      ['Write', 90, 'normal'],
      ['Read', 45, 'low'],
      ['Call', null, 'low'],
      ['Plan', 120, 'high'],
    ] as const)
      ids.push(await task(user.cookie, { title, estimateMinutes, priority }));
    const taken = [
      { start: 9 * 60, end: 10 * 60 },
      { start: 10 * 60 + 30, end: 11 * 60 + 30 },
      { start: 13 * 60, end: 13 * 60 + 30 },
    ];

    const body = await plan(user.cookie);
    // A preview has no planId: only an applied plan can be undone.
    expect(Object.keys(body).sort()).toEqual(
      Object.keys(planDaySchema.shape)
        .filter((k) => k !== 'planId')
        .sort(),
    );
    // Every task is accounted for: placed, or left out with why; the long one in two sessions.
    expect([...new Set([...body.blocks.map((b) => b.taskId), ...body.unplaced.map((u) => u.taskId)])].sort()).toEqual([...ids].sort());
    expect(body.blocks.filter((b) => b.title === 'Plan').map((b) => b.durationMinutes)).toEqual([60, 60]);
    expect(body.blocks.map((b) => b.hour * 60 + b.minute)).toEqual(body.blocks.map((b) => b.hour * 60 + b.minute).sort((x, y) => x - y));
    const spans = body.blocks.map(span);
    for (const [i, s] of spans.entries()) {
      expect(s.start).toBeGreaterThanOrEqual(WORKDAY.start);
      expect(s.end).toBeLessThanOrEqual(WORKDAY.end);
      for (const t of taken) expect(overlaps(s, t), `${body.blocks[i].title} over busy time`).toBe(false);
      for (const other of spans.slice(i + 1)) expect(overlaps(s, other)).toBe(false);
    }
    expect(body.blocks.find((b) => b.title === 'Call')).toMatchObject({ date: DAY, durationMinutes: 30 });
  });

  it('never lets a lower priority take the place of a higher one', async () => {
    const user = await signUpUser(ctx.app);
    await block(user.cookie, { hour: 9, durationMinutes: 7 * 60 });
    const low = await task(user.cookie, { title: 'Low', priority: 'low', estimateMinutes: 60 });
    const high = await task(user.cookie, { title: 'High', priority: 'high', estimateMinutes: 60 });
    const body = await plan(user.cookie);
    expect(body.blocks).toEqual([{ taskId: high, title: 'High', date: DAY, hour: 16, minute: 0, durationMinutes: 60 }]);
    expect(body.unplaced).toEqual([{ taskId: low, title: 'Low', reason: NO_ROOM }]);
  });

  it('starts no earlier than now when the day is today', async () => {
    const user = await signUpUser(ctx.app);
    await task(user.cookie, { title: 'Now', estimateMinutes: 30 });
    const body = await plan(user.cookie, { date: '2026-03-01' });
    expect(body.blocks).toEqual([expect.objectContaining({ date: '2026-03-01', hour: 12, minute: 0 })]);
  });

  it("fills the user's own workday hours when set on the profile", async () => {
    const user = await signUpUser(ctx.app);
    const patched = await inject('PATCH', '/api/account/profile', user.cookie, { workdayStart: '06:30', workdayEnd: '08:00' });
    expect(patched.statusCode).toBe(200);
    for (const title of ['A', 'B']) await task(user.cookie, { title, estimateMinutes: 60 });
    const body = await plan(user.cookie);
    expect(body.blocks).toEqual([expect.objectContaining({ hour: 6, minute: 30, durationMinutes: 60 })]);
    expect(body.unplaced).toEqual([{ taskId: expect.any(String), title: expect.any(String), reason: NO_ROOM }]);
  });

  it('makes exactly the proposed blocks when applied, and a second plan skips the tasks just scheduled', async () => {
    const user = await signUpUser(ctx.app);
    await task(user.cookie, { title: 'First', priority: 'high', estimateMinutes: 60 });
    await task(user.cookie, { title: 'Second', estimateMinutes: 45 });
    const preview = await plan(user.cookie);
    expect(preview.blocks).toHaveLength(2);
    expect(await inject('GET', `/api/time-blocks?date=${DAY}`, user.cookie).then((r) => r.json())).toEqual([]);

    const applied = await plan(user.cookie, { date: DAY, apply: true });
    expect(applied).toEqual({ ...preview, planId: expect.any(String), blocks: preview.blocks.map((b) => ({ id: expect.any(String), ...b })) });
    const made = (await inject('GET', `/api/time-blocks?date=${DAY}`, user.cookie)).json<Payload[]>();
    expect(made).toHaveLength(2);
    for (const b of applied.blocks) {
      expect(made).toContainEqual(
        expect.objectContaining({
          id: b.id,
          taskId: b.taskId,
          title: b.title,
          category: 'focus',
          date: DAY,
          hour: b.hour,
          minute: b.minute,
          durationMinutes: b.durationMinutes,
        }),
      );
    }
    const open = (await inject('GET', '/api/tasks', user.cookie)).json<{ id: string; blockIds: string[] }[]>();
    for (const b of applied.blocks) expect(open.find((t) => t.id === b.taskId)?.blockIds).toEqual([b.id]);

    const later = await task(user.cookie, { title: 'Third' });
    const again = await plan(user.cookie);
    expect(again.blocks.map((b) => b.taskId)).toEqual([later]);
    expect(again.unplaced).toEqual([]);
    expect(overlaps(span(again.blocks[0]), span(applied.blocks[0])) || overlaps(span(again.blocks[0]), span(applied.blocks[1]))).toBe(false);
  });

  it('applies an edited preview: only the kept tasks’ blocks, where the preview put them, the dropped ones never moved in', async () => {
    const user = await signUpUser(ctx.app);
    const first = await task(user.cookie, { title: 'First', priority: 'high', estimateMinutes: 60 });
    const dropped = await task(user.cookie, { title: 'Dropped', estimateMinutes: 45 });
    const third = await task(user.cookie, { title: 'Third', priority: 'low', estimateMinutes: 30 });
    const preview = await plan(user.cookie);
    const kept = preview.blocks.filter((b) => b.taskId !== dropped);
    expect(kept.map((b) => b.taskId)).toEqual([first, third]);

    const applied = await plan(user.cookie, { date: DAY, apply: true, taskIds: [first, third] });
    expect(applied.blocks).toEqual(kept.map((b) => ({ id: expect.any(String), ...b })));
    const made = (await inject('GET', `/api/time-blocks?date=${DAY}`, user.cookie)).json<Planned[]>();
    expect(made.map((b) => [b.taskId, b.hour, b.minute]).sort()).toEqual(kept.map((b) => [b.taskId, b.hour, b.minute]).sort());

    const bad = await inject('POST', '/api/plan/day', user.cookie, { date: DAY, apply: true, taskIds: ['nope'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('taskIds.0');
  });

  it('re-plans the rest of today: moves what has not started, keeps fixed, started and done blocks, and Undo puts them back', async () => {
    const user = await signUpUser(ctx.app);
    const today = '2026-03-01';
    const blocksToday = async () =>
      (await inject('GET', `/api/time-blocks?date=${today}`, user.cookie)).json<{ id: string; taskId: string | null; hour: number; minute: number }[]>();
    const booked = async (title: string, hour: number, extra: Payload = {}) => {
      const id = await task(user.cookie, { title, estimateMinutes: 60, ...extra });
      const res = await inject('POST', `/api/tasks/${id}/schedule`, user.cookie, { date: today, hour });
      expect(res.statusCode, res.body).toBe(201);
      return { id, blockId: res.json<{ id: string }>().id };
    };
    await block(user.cookie, { date: today, hour: 12, durationMinutes: 60, title: 'Lunch with Ana' });
    const started = await booked('Started', 11);
    const done = await booked('Done', 13);
    expect((await inject('PATCH', `/api/tasks/${done.id}`, user.cookie, { status: 'done' })).statusCode).toBe(200);
    const later = await booked('Later', 15, { priority: 'high' });
    const left = await booked('Left where it is', 16);

    // Without asking for a re-plan, what is booked today stays where it is.
    expect((await plan(user.cookie, { date: today })).blocks).toEqual([]);
    const preview = planDaySchema.parse((await inject('POST', '/api/plan/day', user.cookie, { date: today, replan: true })).json());
    expect(preview.moved.sort()).toEqual([later.blockId, left.blockId].sort());
    expect(preview.notes[0]).toBe('Re-planned from 12 PM: 2 blocks not started yet move.');
    expect(preview.kept.map((k) => k.taskId)).toEqual([started.id]);
    const fixed = [
      { start: 11 * 60, end: 12 * 60 },
      { start: 12 * 60, end: 13 * 60 },
      { start: 13 * 60, end: 14 * 60 },
    ];
    expect(preview.blocks.map((b) => b.taskId).sort()).toEqual([later.id, left.id].sort());
    for (const b of preview.blocks) for (const f of fixed) expect(overlaps(span(b), f), `${b.title} over a fixed block`).toBe(false);
    // The high-priority task comes first, after the lunch, the done task's focus hour and a break.
    expect(preview.blocks[0]).toMatchObject({ taskId: later.id, hour: 14, minute: 15 });

    // Applied with one row removed, that task's block stays where it was; the other moves.
    const applied = planDaySchema.parse(
      (await inject('POST', '/api/plan/day', user.cookie, { date: today, replan: true, apply: true, taskIds: [later.id] })).json(),
    );
    expect(applied.moved).toEqual([later.blockId]);
    expect(applied.notes[0]).toBe('Re-planned from 12 PM: 1 block not started yet moves.');
    const after = await blocksToday();
    expect(after.map((b) => b.id)).not.toContain(later.blockId);
    expect(after.map((b) => b.id)).toEqual(expect.arrayContaining([started.blockId, done.blockId, left.blockId]));
    expect(after.find((b) => b.taskId === later.id)).toMatchObject({ hour: applied.blocks[0].hour, minute: applied.blocks[0].minute });
    for (const f of fixed) expect(overlaps(span(applied.blocks[0]), f)).toBe(false);

    const undone = await inject('POST', `/api/plan/day/${applied.planId}/undo`, user.cookie);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<{ restored: string[] }>().restored).toEqual([later.blockId]);
    expect((await blocksToday()).find((b) => b.taskId === later.id)).toMatchObject({ id: later.blockId, hour: 15, minute: 0 });
  });

  it('keeps an hour of the workday free after a night an hour or more under the sleep target, and says why', async () => {
    const user = await signUpUser(ctx.app);
    expect((await inject('POST', '/api/health-metrics', user.cookie, { date: DAY, sleep: 6.5 })).statusCode).toBe(201);
    const ids = [];
    for (const [title, estimateMinutes, priority] of [
      ['A', 180, 'high'],
      ['B', 180, 'normal'],
      ['C', 45, 'low'],
    ] as const)
      ids.push(await task(user.cookie, { title, estimateMinutes, priority }));
    const body = await plan(user.cookie);
    expect(new Set(body.blocks.map((b) => b.taskId)).size).toBe(2);
    // Shorter stretches with their breaks and the free hour leave no room for the last task.
    expect(body.unplaced).toEqual([{ taskId: expect.any(String), title: 'C', reason: expect.any(String) }]);
    expect([...new Set(body.blocks.map((b) => b.taskId)), body.unplaced[0].taskId].sort()).toEqual([...ids].sort());
    expect(body.notes[0]).toMatch(/slept 6\.5 h.*8 h target/);
    const used = body.blocks.reduce((sum, b) => sum + b.durationMinutes, 0);
    expect(WORKDAY.end - WORKDAY.start - used).toBeGreaterThanOrEqual(60);

    const rested = await signUpUser(ctx.app);
    await inject('POST', '/api/health-metrics', rested.cookie, { date: DAY, sleep: 7.5 });
    for (const [title, estimateMinutes, priority] of [
      ['A', 180, 'high'],
      ['B', 180, 'normal'],
      ['C', 45, 'low'],
    ] as const)
      await task(rested.cookie, { title, estimateMinutes, priority });
    const full = await plan(rested.cookie);
    expect(new Set(full.blocks.map((b) => b.taskId)).size).toBe(3);
    expect(full.notes.some((n) => /slept/.test(n))).toBe(false);
  });

  it('puts high-priority tasks into the hours where completed focus work clusters over the last 12 weeks, and says why', async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    // Ten blocks marked completed and two focus blocks whose task is done, 14:00–15:00 on past days.
    for (let i = 0; i < 10; i++) await block(user.cookie, { date: shiftDate(DAY, -7 * i - 1), hour: 14, durationMinutes: 60, category: 'completed' });
    for (const date of [shiftDate(DAY, -2), shiftDate(DAY, -3)]) {
      const id = await task(user.cookie, { title: 'Done before', estimateMinutes: 60 });
      expect((await inject('POST', `/api/tasks/${id}/schedule`, user.cookie, { date, hour: 14 })).statusCode).toBe(201);
      expect((await inject('PATCH', `/api/tasks/${id}`, user.cookie, { status: 'done' })).statusCode).toBe(200);
    }
    // Older than 12 weeks, repeating, or someone else's: none of it counts.
    for (let i = 0; i < 12; i++) await block(user.cookie, { date: shiftDate(DAY, -85 - i), hour: 10, durationMinutes: 60, category: 'completed' });
    await block(user.cookie, { date: shiftDate(DAY, -30), hour: 10, durationMinutes: 60, category: 'completed', rrule: 'FREQ=DAILY' });
    for (let i = 0; i < 12; i++) await block(other.cookie, { date: shiftDate(DAY, -i - 1), hour: 10, durationMinutes: 60, category: 'completed' });

    const chore = await task(user.cookie, { title: 'Chore', estimateMinutes: 30 });
    const deep = await task(user.cookie, { title: 'Deep work', priority: 'high', estimateMinutes: 60 });
    const body = await plan(user.cookie);
    expect(body.blocks).toEqual([
      { taskId: chore, title: 'Chore', date: DAY, hour: 9, minute: 0, durationMinutes: 30 },
      { taskId: deep, title: 'Deep work', date: DAY, hour: 14, minute: 0, durationMinutes: 60 },
    ]);
    expect(body.notes).toEqual(['You finish most of your focus work 2 PM–3 PM (100% of it over the last 12 weeks), so demanding work goes there first.']);
    const applied = await plan(user.cookie, { date: DAY, apply: true });
    expect(applied.blocks.map(({ id: _id, ...b }) => b)).toEqual(body.blocks);

    const theirs = await task(other.cookie, { title: 'Theirs', priority: 'high', estimateMinutes: 60 });
    expect((await plan(other.cookie)).blocks).toEqual([expect.objectContaining({ taskId: theirs, hour: 10, minute: 0 })]);
  });

  it('learns the best hours from the energy recorded on the days of completed focus work too', async () => {
    const user = await signUpUser(ctx.app);
    // As much focus done at 10:00 as at 15:00, but the 15:00 days were recorded at high energy and the 10:00 ones low.
    for (let i = 0; i < 8; i++) {
      const [low, high] = [shiftDate(DAY, -2 * i - 1), shiftDate(DAY, -2 * i - 2)];
      await block(user.cookie, { date: low, hour: 10, durationMinutes: 60, category: 'completed' });
      await block(user.cookie, { date: high, hour: 15, durationMinutes: 60, category: 'completed' });
      expect((await inject('POST', '/api/health-metrics', user.cookie, { date: low, energy: 3 })).statusCode).toBe(201);
      expect((await inject('POST', '/api/health-metrics', user.cookie, { date: high, energy: 8 })).statusCode).toBe(201);
    }
    const deep = await task(user.cookie, { title: 'Deep work', priority: 'high', estimateMinutes: 60 });
    const body = await plan(user.cookie);
    expect(body.blocks).toEqual([{ taskId: deep, title: 'Deep work', date: DAY, hour: 15, minute: 0, durationMinutes: 60 }]);
    expect(body.notes[0]).toMatch(/^You finish most of your focus work 3 PM–4 PM/);
  });

  it('leaves a break after 90 minutes of focus, counting a focus block already on the day, and says so', async () => {
    const user = await signUpUser(ctx.app);
    await block(user.cookie, { hour: 9, durationMinutes: 90, category: 'focus', title: 'Writing' });
    const ids = [
      await task(user.cookie, { title: 'Review', priority: 'high', estimateMinutes: 60 }),
      await task(user.cookie, { title: 'Email', estimateMinutes: 30 }),
    ];
    const body = await plan(user.cookie);
    expect(body.blocks).toEqual([
      { taskId: ids[0], title: 'Review', date: DAY, hour: 10, minute: 45, durationMinutes: 60 },
      { taskId: ids[1], title: 'Email', date: DAY, hour: 11, minute: 45, durationMinutes: 30 },
    ]);
    expect(body.notes).toEqual([
      'Demanding work goes in the morning (9 AM–12 PM) until your completed focus blocks show the hours you focus best.',
      'A 15-minute break is left after 90 minutes of focus in a row.',
    ]);
    const spans = [{ start: 9 * 60, end: 10 * 60 + 30 }, ...body.blocks.map(span)].sort((a, b) => a.start - b.start);
    for (const [i, s] of spans.entries()) {
      expect(s.end).toBeLessThanOrEqual(WORKDAY.end);
      if (i > 0) expect(s.start).toBeGreaterThanOrEqual(spans[i - 1].end);
    }
  });

  it("never plans another user's tasks, nor around their blocks", async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await task(other.cookie, { title: 'Theirs', priority: 'high' });
    await block(other.cookie, { hour: 9, durationMinutes: 8 * 60 });
    const mine = await task(owner.cookie, { title: 'Mine' });
    const body = await plan(owner.cookie, { date: DAY, apply: true });
    expect(body.blocks).toEqual([expect.objectContaining({ taskId: mine, hour: 9, minute: 0 })]);
    expect(body.unplaced).toEqual([]);
    expect((await inject('GET', `/api/time-blocks?date=${DAY}`, other.cookie)).json()).toHaveLength(1);
  });

  it.each([
    ['date', {}],
    ['date', { date: '2026-02-30' }],
    ['date', { date: 'tomorrow' }],
    ['apply', { date: DAY, apply: 'yes' }],
  ])('refuses a bad %s with 400 naming it', async (field, payload) => {
    const user = await signUpUser(ctx.app);
    const res = await inject('POST', '/api/plan/day', user.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('answers 401 without a session', async () => {
    await expectAllUnauthorized(ctx.app, [{ method: 'POST', url: '/api/plan/day', payload: { date: DAY } }]);
  });
});
