import { describe, expect, it } from 'vitest';
import { planDaySchema, planUndoSchema, PLAN_UNDO_KEPT_REASONS } from '../../../shared/schemas/plan.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';

// Noon on 2026-03-01 in UTC, the test users' timezone; a test moves the clock past the Undo's 10 minutes.
let clock = new Date('2026-03-01T12:00:00Z');
const ctx = useTestApp({ now: () => clock });
const DAY = '2026-03-03';

type Payload = Record<string, unknown>;
const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: Payload) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const undo = (cookie: string, planId: string) => inject('POST', `/api/plan/day/${planId}/undo`, cookie);
const blocksOfDay = async (cookie: string) => (await inject('GET', `/api/time-blocks?date=${DAY}`, cookie)).json<{ id: string; title: string }[]>();

/** A user with three tasks, planned and applied for DAY. */
async function applied() {
  const { cookie } = await signUpUser(ctx.app);
  for (const title of ['Write the report', 'Call the bank', 'Sort the photos']) {
    expect((await inject('POST', '/api/tasks', cookie, { title, estimateMinutes: 30 })).statusCode).toBe(201);
  }
  const res = await inject('POST', '/api/plan/day', cookie, { date: DAY, apply: true });
  expect(res.statusCode).toBe(200);
  const plan = planDaySchema.parse(res.json());
  expect(plan.planId).toEqual(expect.any(String));
  const block = (title: string) => plan.blocks.find((b) => b.title === title)!;
  return { cookie, planId: plan.planId!, report: block('Write the report'), bank: block('Call the bank'), photos: block('Sort the photos') };
}

describe('POST /api/plan/day/:id/undo', () => {
  it('removes the blocks still as made in one step, keeps the changed and done ones with why, and says which were gone', async () => {
    const { cookie, planId, report, bank, photos } = await applied();
    expect((await inject('PATCH', `/api/time-blocks/${report.id}`, cookie, { hour: 16 })).statusCode).toBe(200);
    expect((await inject('DELETE', `/api/time-blocks/${bank.id}`, cookie)).statusCode).toBe(204);

    const res = await undo(cookie, planId);
    expect(res.statusCode, res.body).toBe(200);
    expect(planUndoSchema.parse(res.json())).toEqual({
      removed: [photos.id],
      kept: [{ id: report.id, title: 'Write the report', reason: PLAN_UNDO_KEPT_REASONS.changed }],
      gone: [bank.id],
      restored: [],
    });
    expect((await blocksOfDay(cookie)).map((b) => b.id)).toEqual([report.id]);
    // The task whose block went is off the planner again, and the next plan places it.
    const photosTask = (await inject('GET', '/api/tasks', cookie)).json<{ id: string; blockIds: string[] }[]>().find((t) => t.id === photos.taskId)!;
    expect(photosTask.blockIds).toEqual([]);
    const next = planDaySchema.parse((await inject('POST', '/api/plan/day', cookie, { date: DAY })).json());
    expect(next.blocks.map((b) => b.title)).toContain('Sort the photos');

    // Once only.
    expect((await undo(cookie, planId)).statusCode).toBe(404);
  });

  it('keeps a block whose task was checked off since', async () => {
    const { cookie, planId, report, bank, photos } = await applied();
    expect((await inject('PATCH', `/api/tasks/${bank.taskId}`, cookie, { status: 'done' })).statusCode).toBe(200);
    const answer = planUndoSchema.parse((await undo(cookie, planId)).json());
    expect(answer.removed.sort()).toEqual([report.id, photos.id].sort());
    expect(answer.kept).toEqual([{ id: bank.id, title: 'Call the bank', reason: PLAN_UNDO_KEPT_REASONS.done }]);
    expect(answer.gone).toEqual([]);
    expect((await blocksOfDay(cookie)).map((b) => b.id)).toEqual([bank.id]);
  });

  it("refuses another user's plan with 404 and changes nothing; a malformed id is 400", async () => {
    const owner = await applied();
    const { cookie: stranger } = await signUpUser(ctx.app);
    const refused = await undo(stranger, owner.planId);
    expect(refused.statusCode).toBe(404);
    expect(await blocksOfDay(owner.cookie)).toHaveLength(3);
    expect((await undo(stranger, 'not-a-plan')).statusCode).toBe(400);
    expect((await undo(owner.cookie, owner.planId)).json().removed).toHaveLength(3);
  });

  it('is all or nothing: two Undos at once remove the blocks once, and the second is 404', async () => {
    const { cookie, planId } = await applied();
    const answers = await Promise.all([undo(cookie, planId), undo(cookie, planId)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    expect(answers.find((a) => a.statusCode === 200)!.json().removed).toHaveLength(3);
    expect(await blocksOfDay(cookie)).toEqual([]);
  });

  it('answers 404 past the 10 minutes and leaves the blocks', async () => {
    const { cookie, planId } = await applied();
    const at = clock;
    clock = new Date(at.getTime() + 10 * 60_000 + 1);
    try {
      expect((await undo(cookie, planId)).statusCode).toBe(404);
    } finally {
      clock = at;
    }
    expect(await blocksOfDay(cookie)).toHaveLength(3);
  });

  it('needs a write token: a read token is 403 and leaves the plan to undo', async () => {
    const { cookie, planId } = await applied();
    const token = async (scope: 'read' | 'write') =>
      (await inject('POST', '/api/account/tokens', cookie, { name: `${scope} token`, scope })).json<{ token: string }>().token;
    const asToken = async (scope: 'read' | 'write') =>
      ctx.app.inject({ method: 'POST', url: `/api/plan/day/${planId}/undo`, headers: { authorization: `Bearer ${await token(scope)}` } });
    expect((await asToken('read')).statusCode).toBe(403);
    expect(await blocksOfDay(cookie)).toHaveLength(3);
    expect((await asToken('write')).statusCode).toBe(200);
    expect(await blocksOfDay(cookie)).toEqual([]);
  });

  it('gives no plan id when nothing was placed', async () => {
    const { cookie } = await signUpUser(ctx.app);
    const plan = planDaySchema.parse((await inject('POST', '/api/plan/day', cookie, { date: DAY, apply: true })).json());
    expect(plan.planId).toBeUndefined();
  });
});
