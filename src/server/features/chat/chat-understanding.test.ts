import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { goals, interactions, relationships, timeBlocks } from '../../db/schema/index.js';
import { progressForMilestones } from '../../../shared/goals.js';
import { sendChat } from '../../test/chat.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';

// Wednesday 4 March 2026, noon in London.
const clock = new Date('2026-03-04T12:00:00Z');
const ctx = useTestApp({ now: () => clock });

const send = (user: TestUser, content: string) => sendChat(ctx.app, user.cookie, content);

/** Each block's day, start hour and title: what a change is judged by. */
async function blocksOf(user: TestUser) {
  const rows = await ctx.database.db.select().from(timeBlocks).where(eq(timeBlocks.userId, user.id));
  return rows.map((r) => ({ date: r.date, hour: r.hour, title: r.title })).sort((a, b) => a.date.localeCompare(b.date) || a.hour - b.hour);
}

async function withBlocks(user: TestUser, rows: { date: string; hour: number; title: string; category: 'focus' | 'meeting' | 'break' }[]) {
  await ctx.database.db.insert(timeBlocks).values(rows.map((r) => ({ ...r, userId: user.id, durationMinutes: 60 })));
}

describe('the assistant understands each kind of request through the chat route, judged by what it changes', () => {
  it('add: a note with no command verb ("dinner w/ Ana thu 7-9pm") adds the block', async () => {
    const user = await signUpUser(ctx.app);
    const reply = await send(user, 'dinner w/ Ana thu 7-9pm');
    expect(reply.content).toMatch(/^Done: I added/);
    expect(await blocksOf(user)).toEqual([{ date: '2026-03-05', hour: 19, title: 'Dinner with Ana' }]);
  });

  it('change: a new time said as a fact ("the dentist is actually at 5") moves the block', async () => {
    const user = await signUpUser(ctx.app);
    await withBlocks(user, [{ date: '2026-03-05', hour: 16, title: 'Dentist', category: 'break' }]);
    expect((await send(user, 'the dentist is actually at 5')).content).toMatch(/^Done: I moved "Dentist"/);
    expect(await blocksOf(user)).toEqual([{ date: '2026-03-05', hour: 17, title: 'Dentist' }]);
  });

  it('contact: a relation word and a verb compromise lemmatises ("rang grandma yesterday") log a call with her', async () => {
    const user = await signUpUser(ctx.app);
    const [rose] = await ctx.database.db
      .insert(relationships)
      .values({ userId: user.id, name: 'Rose Hale', initials: 'RH', notes: 'Grandma', lastContact: '2026-02-01' })
      .returning();
    expect((await send(user, 'rang grandma yesterday')).content).toMatch(/^Done: I logged a call with Rose Hale/);
    const logged = await ctx.database.db.select().from(interactions).where(eq(interactions.relationshipId, rose.id));
    expect(logged.map((i) => [i.type, i.date])).toEqual([['call', '2026-03-03']]);
  });

  it('goal: a milestone said by its unit ("finished my 4th book") proposes four milestones, set on Confirm', async () => {
    const user = await signUpUser(ctx.app);
    const [goal] = await ctx.database.db
      .insert(goals)
      .values({
        userId: user.id,
        title: 'Read 12 books',
        category: 'Learning',
        timeframe: '12 months',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        progress: 17,
        completedMilestones: 2,
      })
      .returning();
    const proposed = await send(user, 'finished my 4th book');
    const progress = async () => (await ctx.database.db.select().from(goals).where(eq(goals.id, goal.id)))[0].progress;
    expect(await progress()).toBe(17);
    await sendChat(ctx.app, user.cookie, 'Confirm', { messageId: proposed.id, action: 'confirm' });
    expect(await progress()).toBe(progressForMilestones(4));
  });

  it('question: hours of one kind of block in a period ("how much focus time this week?") are added up', async () => {
    const user = await signUpUser(ctx.app);
    await withBlocks(user, [
      { date: '2026-03-02', hour: 9, title: 'Deep work', category: 'focus' },
      { date: '2026-03-03', hour: 9, title: 'Writing', category: 'focus' },
      { date: '2026-03-03', hour: 11, title: 'Sync', category: 'meeting' },
      { date: '2026-02-27', hour: 9, title: 'Deep work', category: 'focus' },
    ]);
    const reply = await send(user, 'how much focus time this week?');
    expect(reply.content).toMatch(/\b2 hours\b/);
    expect(await blocksOf(user)).toHaveLength(4);
  });

  it('clarify: a block named by words its title lacks is proposed in one question, changed only on yes', async () => {
    const user = await signUpUser(ctx.app);
    await withBlocks(user, [{ date: '2026-03-05', hour: 15, title: 'Design review', category: 'meeting' }]);
    const asked = await send(user, 'can you move my weekly review to friday');
    expect(asked.content).toMatch(/^I couldn't find "weekly review"; the closest is "Design review"\. Should I move that one\?\n/);
    expect(asked.proposal?.changes).toEqual(['Move "Design review" from tomorrow (Thursday 5 March) 15:00 – 16:00 to Friday 6 March 15:00 – 16:00']);
    expect(await blocksOf(user)).toEqual([{ date: '2026-03-05', hour: 15, title: 'Design review' }]);
    await send(user, 'yes');
    expect(await blocksOf(user)).toEqual([{ date: '2026-03-06', hour: 15, title: 'Design review' }]);
  });

  it('clarify: a change that names nothing the user has says nothing changed and asks which block, never a summary', async () => {
    const user = await signUpUser(ctx.app);
    await withBlocks(user, [{ date: '2026-03-05', hour: 15, title: 'Design review', category: 'meeting' }]);
    const reply = await send(user, 'push back my weekly sync');
    expect(reply.content).toMatch(/^Which block should I move\? /);
    expect(reply.content).toContain("I haven't changed anything yet.");
    expect(reply.content).not.toMatch(/Week of|time blocks/);
    expect(await blocksOf(user)).toEqual([{ date: '2026-03-05', hour: 15, title: 'Design review' }]);
  });

  it('safety: "cancel all my meetings this week" lists them and changes nothing until a yes; "no" keeps them', async () => {
    const user = await signUpUser(ctx.app);
    await withBlocks(user, [
      { date: '2026-03-05', hour: 15, title: 'Design review', category: 'meeting' },
      { date: '2026-03-06', hour: 10, title: 'Client call', category: 'meeting' },
      { date: '2026-03-06', hour: 13, title: 'Roadmap', category: 'focus' },
    ]);
    const asked = await send(user, 'cancel all my meetings this week');
    expect(asked.content).toMatch(/^This will delete these 2 blocks:/);
    expect(asked.content).toContain('Design review');
    expect(asked.content).toContain('Client call');
    expect(asked.content).not.toContain('Roadmap');
    await send(user, 'no');
    expect(await blocksOf(user)).toHaveLength(3);
  });
});
