import { describe, expect, it } from 'vitest';
import { taskChangeSchema, taskListSchema } from '../../../shared/schemas/tasks.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';

// 2026-03-10 12:00 UTC: "today" is 2026-03-10 in London.
const ctx = useTestApp({ now: () => new Date('2026-03-10T12:00:00Z') });

type Payload = Record<string, unknown>;
const post = async (cookie: string, url: string, payload: Payload) => {
  const res = await ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
};
const list = (cookie: string, query: string) => ctx.app.inject({ method: 'GET', url: `/api/tasks?${query}`, headers: { cookie } });
const titles = async (cookie: string, query: string) => {
  const res = await list(cookie, query);
  expect(res.statusCode, res.body).toBe(200);
  return taskListSchema.parse(res.json()).map((t) => t.title);
};
const check = (cookie: string, id: string) => ctx.app.inject({ method: 'PATCH', url: `/api/tasks/${id}`, headers: { cookie }, payload: { status: 'done' } });

/** A user with two people, a goal and tasks of each, one of them done. */
async function world() {
  const { cookie } = await signUpUser(ctx.app, { timezone: 'Europe/London' });
  const maya = await post(cookie, '/api/relationships', { name: 'Maya', initials: 'M' });
  const leo = await post(cookie, '/api/relationships', { name: 'Leo', initials: 'L' });
  const guitar = await post(cookie, '/api/goals', { title: 'Learn guitar', category: 'Skills', timeframe: '12 weeks' });
  await post(cookie, '/api/tasks', { title: 'Call Maya', relationshipId: maya.id, priority: 'high' });
  await post(cookie, '/api/tasks', { title: 'Text Leo', relationshipId: leo.id });
  await post(cookie, '/api/tasks', { title: 'Learn the F chord', goalId: guitar.id });
  await post(cookie, '/api/tasks', { title: 'Play with Maya', relationshipId: maya.id, goalId: guitar.id, priority: 'low' });
  await post(cookie, '/api/tasks', { title: 'Buy milk' });
  const done = await post(cookie, '/api/tasks', { title: 'Send Maya the photos', relationshipId: maya.id });
  await check(cookie, done.id);
  return { cookie, maya, leo, guitar };
}

describe('GET /api/tasks by person and goal', () => {
  it('keeps the open tasks of one person or goal, or of any, in plan order; done ones with status=done', async () => {
    const { cookie, maya, leo, guitar } = await world();
    expect(await titles(cookie, `relationshipId=${maya.id}`)).toEqual(['Call Maya', 'Play with Maya']);
    expect(await titles(cookie, `relationshipId=${leo.id}`)).toEqual(['Text Leo']);
    expect(await titles(cookie, 'relationshipId=any')).toEqual(['Call Maya', 'Text Leo', 'Play with Maya']);
    expect(await titles(cookie, `goalId=${guitar.id}`)).toEqual(['Learn the F chord', 'Play with Maya']);
    expect(await titles(cookie, 'goalId=any')).toEqual(['Learn the F chord', 'Play with Maya']);
    expect(await titles(cookie, `relationshipId=${maya.id}&goalId=any`)).toEqual(['Play with Maya']);
    expect(await titles(cookie, `status=done&relationshipId=${maya.id}`)).toEqual(['Send Maya the photos']);
    expect(await titles(cookie, `status=done&goalId=any`)).toEqual([]);
  });

  it("answers 404 naming the field for another user's person or goal, and 400 for a value that is neither an id nor any", async () => {
    const { maya, guitar } = await world();
    const other = await world();
    const person = await list(other.cookie, `relationshipId=${maya.id}`);
    expect(person.statusCode).toBe(404);
    expect(person.json().issues).toEqual([{ path: 'relationshipId', message: 'No person with this id' }]);
    const goal = await list(other.cookie, `goalId=${guitar.id}`);
    expect(goal.statusCode).toBe(404);
    expect(goal.json().issues).toEqual([{ path: 'goalId', message: 'No goal with this id' }]);
    const bad = await list(other.cookie, 'goalId=all');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('goalId');
  });

  it("never lists another user's tasks for any", async () => {
    await world();
    const { cookie } = await signUpUser(ctx.app);
    expect(await titles(cookie, 'relationshipId=any')).toEqual([]);
    expect(await titles(cookie, 'goalId=any')).toEqual([]);
  });
});

describe('PATCH /api/tasks/:id effects', () => {
  it('says the contact a person’s task logged and the milestone a goal’s last task reached', async () => {
    const { cookie } = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    const maya = await post(cookie, '/api/relationships', { name: 'Maya', initials: 'M' });
    const guitar = await post(cookie, '/api/goals', { title: 'Learn guitar', category: 'Skills', timeframe: '12 weeks', progress: 25 });
    const call = await post(cookie, '/api/tasks', { title: 'Call Maya', relationshipId: maya.id });
    const chord = await post(cookie, '/api/tasks', { title: 'Learn the F chord', goalId: guitar.id });
    const song = await post(cookie, '/api/tasks', { title: 'Play one song', goalId: guitar.id });

    const called = await check(cookie, call.id);
    expect(called.statusCode).toBe(200);
    const interactions = (await ctx.app.inject({ method: 'GET', url: `/api/relationships/${maya.id}/interactions`, headers: { cookie } })).json();
    expect(taskChangeSchema.parse(called.json()).effects).toEqual({
      contactLogged: { relationshipId: maya.id, interactionId: interactions[0].id, type: 'call', date: '2026-03-10' },
    });

    // Not the goal's last open task: nothing moves and nothing is said.
    expect((await check(cookie, chord.id)).json()).not.toHaveProperty('effects');
    expect(taskChangeSchema.parse((await check(cookie, song.id)).json()).effects).toEqual({
      milestoneReached: { goalId: guitar.id, completedMilestones: 4 },
    });
    // Checking off again sets nothing going.
    expect((await check(cookie, song.id)).json()).not.toHaveProperty('effects');
    const edited = await ctx.app.inject({ method: 'PATCH', url: `/api/tasks/${call.id}`, headers: { cookie }, payload: { title: 'Call Maya back' } });
    expect(edited.json()).not.toHaveProperty('effects');
  });
});
