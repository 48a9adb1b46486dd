import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { timeBlocks } from '../../db/schema/index.js';
import { sendChat } from '../../test/chat.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';

// Wednesday 4 March 2026, noon UTC.
const clock = new Date('2026-03-04T12:00:00Z');
const ctx = useTestApp({ now: () => clock });

const send = (user: TestUser, content: string) => sendChat(ctx.app, user.cookie, content);

/** The day's blocks as the time-blocks API shows them, occurrences of series included. */
async function day(user: TestUser, date: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/time-blocks?date=${date}`, headers: { cookie: user.cookie } });
  return res.json<{ title: string; hour: number; duration: number }[]>().map((b) => `${b.title} ${b.hour}+${b.duration}`);
}

async function standup(user: TestUser) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/time-blocks',
    headers: { cookie: user.cookie },
    payload: { date: '2026-03-02', hour: 8, duration: 1, title: 'Standup', category: 'meeting', rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR' },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('the built-in assistant on repeating blocks', () => {
  it('moves one occurrence through the time-blocks service, leaves the series, and Undo puts it back', async () => {
    const user = await signUpUser(ctx.app);
    await standup(user);
    const moved = await send(user, 'move the standup on friday to 11am');
    expect(moved.content).toMatch(/^Done: I moved "Standup" from Friday 6 March/);
    expect(moved.actions).toEqual(['undo']);
    expect(await day(user, '2026-03-06')).toEqual(['Standup 11+1']);
    expect(await day(user, '2026-03-09')).toEqual(['Standup 8+1']);
    const [series] = await ctx.database.db.select().from(timeBlocks).where(eq(timeBlocks.userId, user.id));
    expect(series.hour).toBe(8);

    await send(user, 'undo');
    expect(await day(user, '2026-03-06')).toEqual(['Standup 8+1']);
  });

  it('deletes one occurrence only after a yes, keeps the rest of the series, and Undo restores it', async () => {
    const user = await signUpUser(ctx.app);
    await standup(user);
    const asked = await send(user, 'delete the standup today');
    expect(asked.content).toContain('This will delete the block:');
    expect(asked.actions).toEqual(['confirm', 'cancel']);
    expect(await day(user, '2026-03-04')).toEqual(['Standup 8+1']);

    const done = await send(user, 'yes');
    expect(done.content).toMatch(/^Done: I deleted the block "Standup"/);
    expect(await day(user, '2026-03-04')).toEqual([]);
    expect(await day(user, '2026-03-06')).toEqual(['Standup 8+1']);

    await send(user, 'undo');
    expect(await day(user, '2026-03-04')).toEqual(['Standup 8+1']);
  });

  it('moves a whole series ("every standup") only after a yes, and Undo puts every occurrence back', async () => {
    const user = await signUpUser(ctx.app);
    await standup(user);
    const asked = await send(user, 'move every standup to 9am');
    expect(asked.content).toContain('This will move every occurrence of "Standup"');
    expect(asked.actions).toEqual(['confirm', 'cancel']);
    expect(await day(user, '2026-03-09')).toEqual(['Standup 8+1']);

    const done = await send(user, 'yes');
    expect(done.content).toMatch(/^Done: I moved "Standup" \(every occurrence of the series\)/);
    expect(await day(user, '2026-03-04')).toEqual(['Standup 9+1']);
    expect(await day(user, '2026-03-09')).toEqual(['Standup 9+1']);

    await send(user, 'undo');
    expect(await day(user, '2026-03-09')).toEqual(['Standup 8+1']);
  });

  it('deletes "the standup series" after a yes, and Undo restores it', async () => {
    const user = await signUpUser(ctx.app);
    await standup(user);
    const asked = await send(user, 'delete the whole standup series');
    expect(asked.content).toContain('every occurrence from');
    await send(user, 'yes');
    expect(await day(user, '2026-03-09')).toEqual([]);
    expect(await day(user, '2026-03-04')).toEqual([]);
    await send(user, 'undo');
    expect(await day(user, '2026-03-09')).toEqual(['Standup 8+1']);
  });

  it('says so when the block named as a series does not repeat', async () => {
    const user = await signUpUser(ctx.app);
    await send(user, 'add gym today at 6pm');
    expect((await send(user, 'move every gym to 7pm')).content).toBe('"Gym" does not repeat, so there is no series to change; nothing changed.');
  });
});
