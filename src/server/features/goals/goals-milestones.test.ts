import { describe, expect, it } from 'vitest';
import type { Goal, Milestone } from '../../../shared/schemas/goals.js';
import { expectAllUnauthorized } from '../../test/authz.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';

const ctx = useTestApp({ now: () => new Date('2026-03-01T12:00:00Z') });

type Payload = Record<string, unknown>;
const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string, payload?: Payload) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const newGoal = async (cookie: string, progress = 40) =>
  (await inject('POST', '/api/goals', cookie, { title: 'Learn Spanish', category: 'Learning', timeframe: '12 weeks', progress })).json<Goal>();
const patch = (cookie: string, id: string, index: number | string, payload: Payload) =>
  inject('PATCH', `/api/goals/${id}/milestones/${index}`, cookie, payload);

describe('milestones', () => {
  it('lists 12 empty milestones, and progress follows the percentage until one is named or ticked', async () => {
    const { cookie } = await signUpUser(ctx.app);
    const goal = await newGoal(cookie);
    const list = (await inject('GET', `/api/goals/${goal.id}/milestones`, cookie)).json<Milestone[]>();
    expect(list).toHaveLength(12);
    expect(list[0]).toEqual({ index: 1, title: null, dueDate: null, doneAt: null });
    expect(goal).toMatchObject({ progress: 40, completedMilestones: 4, progressSource: 'percentage' });

    // A date alone does not switch the source.
    const dated = (await patch(cookie, goal.id, 2, { dueDate: '2026-03-15' })).json<Goal>();
    expect(dated).toMatchObject({ progress: 40, progressSource: 'percentage' });

    const named = await patch(cookie, goal.id, 1, { title: '  Order a textbook ' });
    expect(named.statusCode).toBe(200);
    expect(named.json<Goal>()).toMatchObject({ progressSource: 'milestones', progress: 0, completedMilestones: 0 });

    const ticked = (await patch(cookie, goal.id, 1, { done: true })).json<Goal>();
    expect(ticked).toMatchObject({ progress: 9, completedMilestones: 1 });
    expect(ticked.milestones[0]).toEqual({ index: 1, title: 'Order a textbook', dueDate: null, doneAt: '2026-03-01T12:00:00.000Z' });
    expect(ticked.milestones[1]).toEqual({ index: 2, title: null, dueDate: '2026-03-15', doneAt: null });
    for (const index of [2, 3, 4, 5]) await patch(cookie, goal.id, index, { done: true });
    expect((await inject('GET', '/api/goals', cookie)).json<Goal[]>()[0]).toMatchObject({ progress: 42, completedMilestones: 5 });

    const manual = await inject('PATCH', `/api/goals/${goal.id}`, cookie, { progress: 80 });
    expect(manual.statusCode).toBe(409);
    expect(manual.json().issues[0].path).toBe('progress');
    // Sending the same progress (a whole form saved again) is no change.
    expect((await inject('PATCH', `/api/goals/${goal.id}`, cookie, { progress: 42, title: 'Learn Spanish well' })).statusCode).toBe(200);

    const cleared = (await patch(cookie, goal.id, 2, { dueDate: null, done: false })).json<Goal>();
    expect(cleared.milestones[1]).toEqual({ index: 2, title: null, dueDate: null, doneAt: null });
    expect(cleared).toMatchObject({ completedMilestones: 4, progress: 34 });
  });

  it.each([
    ['index', 0, { done: true }],
    ['index', 13, { done: true }],
    ['index', 'x', { done: true }],
    ['title', 1, { title: 'x'.repeat(201) }],
    ['dueDate', 1, { dueDate: '2026-02-30' }],
    ['done', 1, { done: 'yes' }],
    ['body', 1, {}],
  ])('refuses a bad %s with 400 naming it', async (field, index, payload) => {
    const { cookie } = await signUpUser(ctx.app);
    const goal = await newGoal(cookie);
    const res = await patch(cookie, goal.id, index, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it("keeps each user's milestones to themselves", async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const goal = await newGoal(owner.cookie);
    expect((await inject('GET', `/api/goals/${goal.id}/milestones`, other.cookie)).statusCode).toBe(404);
    expect((await patch(other.cookie, goal.id, 1, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await inject('GET', `/api/goals/${goal.id}/milestones`, owner.cookie)).json<Milestone[]>()[0].title).toBeNull();
    await expectAllUnauthorized(ctx.app, [
      { method: 'GET', url: `/api/goals/${goal.id}/milestones` },
      { method: 'PATCH', url: `/api/goals/${goal.id}/milestones/1`, payload: { done: true } },
    ]);
  });
});
