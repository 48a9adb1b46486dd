import { describe, expect, it } from 'vitest';
import { signUpUser, useTestApp } from '../../test/helpers.js';

// 2026-03-10 12:00 UTC: "today" is 2026-03-10 in London.
const ctx = useTestApp({ now: () => new Date('2026-03-10T12:00:00Z') });

type Payload = Record<string, unknown>;
const post = async (cookie: string, url: string, payload: Payload) => {
  const res = await ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
};
const get = async <T>(cookie: string, url: string) => (await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).json<T>();
const check = (cookie: string, id: string, status: 'done' | 'open' = 'done') =>
  ctx.app.inject({ method: 'PATCH', url: `/api/tasks/${id}`, headers: { cookie }, payload: { status } });

type Interaction = { date: string; type: string; notes: string };
type Person = { id: string; lastContact: string | null };
type Goal = { id: string; progress: number; completedMilestones: number };
const goalOf = async (cookie: string, id: string) => (await get<Goal[]>(cookie, '/api/goals')).find((g) => g.id === id)!;

describe("checking off a person's task", () => {
  it('logs the contact with them today, by the words of the task, and moves their last contact', async () => {
    const { cookie } = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    const maya = await post(cookie, '/api/relationships', { name: 'Maya Chen', initials: 'MC' });
    const call = await post(cookie, '/api/tasks', { title: 'Call Maya about the trip', relationshipId: maya.id });
    const gift = await post(cookie, '/api/tasks', { title: 'Pick up a gift for Maya', relationshipId: maya.id });
    expect(await get<Interaction[]>(cookie, `/api/relationships/${maya.id}/interactions`)).toEqual([]);

    expect((await check(cookie, call.id)).statusCode).toBe(200);
    expect((await check(cookie, gift.id)).statusCode).toBe(200);
    const logged = await get<Interaction[]>(cookie, `/api/relationships/${maya.id}/interactions`);
    expect(logged.map((i) => [i.date, i.type, i.notes]).sort()).toEqual([
      ['2026-03-10', 'call', 'Call Maya about the trip'],
      ['2026-03-10', 'meeting', 'Pick up a gift for Maya'],
    ]);
    const person = (await get<Person[]>(cookie, '/api/relationships')).find((p) => p.id === maya.id)!;
    expect(person.lastContact).toBe('2026-03-10');
  });

  it('logs nothing for a task without a person, for an edit that is not a check-off, or for a task done already', async () => {
    const { cookie } = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    const leo = await post(cookie, '/api/relationships', { name: 'Leo', initials: 'L' });
    const plain = await post(cookie, '/api/tasks', { title: 'Call the bank' });
    const his = await post(cookie, '/api/tasks', { title: 'Text Leo', relationshipId: leo.id });
    await check(cookie, plain.id);
    await ctx.app.inject({ method: 'PATCH', url: `/api/tasks/${his.id}`, headers: { cookie }, payload: { title: 'Text Leo back' } });
    expect(await get<Interaction[]>(cookie, `/api/relationships/${leo.id}/interactions`)).toEqual([]);
    await check(cookie, his.id);
    await check(cookie, his.id);
    const logged = await get<Interaction[]>(cookie, `/api/relationships/${leo.id}/interactions`);
    expect(logged.map((i) => [i.type, i.notes])).toEqual([['message', 'Text Leo back']]);
  });
});

describe("checking off a goal's task", () => {
  it('advances the goal one milestone when it was the last open task of the goal, and never past the twelfth', async () => {
    const { cookie } = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    const goal = await post(cookie, '/api/goals', { title: 'Learn guitar', category: 'Skills', timeframe: '12 weeks', progress: 25 });
    const chords = await post(cookie, '/api/tasks', { title: 'Learn the F chord', goalId: goal.id });
    const song = await post(cookie, '/api/tasks', { title: 'Play one song', goalId: goal.id });
    await post(cookie, '/api/tasks', { title: 'Unrelated chore' });

    await check(cookie, chords.id);
    expect(await goalOf(cookie, goal.id)).toMatchObject({ progress: 25, completedMilestones: 3 });
    await check(cookie, song.id);
    expect(await goalOf(cookie, goal.id)).toMatchObject({ progress: 34, completedMilestones: 4 });

    // Reopening a task leaves the goal where it is.
    await check(cookie, song.id, 'open');
    expect(await goalOf(cookie, goal.id)).toMatchObject({ completedMilestones: 4 });

    const full = await post(cookie, '/api/goals', { title: 'Read 12 books', category: 'Mind', timeframe: '12 months', progress: 100 });
    const last = await post(cookie, '/api/tasks', { title: 'Finish the last book', goalId: full.id });
    expect((await check(cookie, last.id)).statusCode).toBe(200);
    expect(await goalOf(cookie, full.id)).toMatchObject({ progress: 100, completedMilestones: 12 });
  });

  it("never touches another user's goal or person", async () => {
    const owner = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    const other = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    const goal = await post(owner.cookie, '/api/goals', { title: 'Run a 10k', category: 'Health', timeframe: '12 weeks' });
    const task = await post(owner.cookie, '/api/tasks', { title: 'Long run', goalId: goal.id });
    expect((await check(other.cookie, task.id)).statusCode).toBe(404);
    expect(await goalOf(owner.cookie, goal.id)).toMatchObject({ progress: 0, completedMilestones: 0 });
  });
});
