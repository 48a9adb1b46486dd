import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { goals, healthMetrics, timeBlocks } from '../../db/schema/index.js';
import { pressChat, sendChat, storedBlocks } from '../../test/chat.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';

// Wednesday 4 March 2026, 08:00 in London.
const ctx = useTestApp({ now: () => new Date('2026-03-04T08:00:00Z') });

const send = (user: TestUser, content: string) => sendChat(ctx.app, user.cookie, content);
const press = (user: TestUser, messageId: string, action: 'confirm' | 'cancel') => pressChat(ctx.app, user.cookie, messageId, action);
const blocksOf = (user: TestUser) => storedBlocks(ctx.database.db, user.id);

/** A user with the dentist tomorrow 4–5 pm, and the proposal to add yoga on a day and move the dentist to 5 pm. */
async function proposed(day = 'tomorrow') {
  const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
  await ctx.database.db.insert(timeBlocks).values({ userId: user.id, date: '2026-03-05', hour: 16, title: 'Dentist', category: 'break', durationMinutes: 60 });
  const before = await blocksOf(user);
  const proposal = await send(user, `add yoga ${day} at 7am and move the dentist to 5pm`);
  expect(proposal.actions).toEqual(['confirm', 'cancel']);
  expect(proposal.proposal?.changes).toHaveLength(2);
  return { user, before };
}

describe('a proposal corrected before its yes', () => {
  it('a new time, name and length are proposed again, nothing changes before Confirm, which makes them with one Undo', async () => {
    const { user, before } = await proposed();
    const later = await send(user, 'actually make the yoga 8');
    expect(later.content).toMatch(/^Here are the changes, revised:/);
    expect(later.proposal?.changes).toEqual([
      expect.stringMatching(/"Yoga" tomorrow .*08:00 – 09:00$/),
      expect.stringMatching(/"Dentist".* to .*17:00 – 18:00$/),
    ]);
    const named = await send(user, 'call it Piano');
    expect(named.proposal?.changes[0]).toMatch(/"Piano" tomorrow .*08:00 – 09:00$/);
    const shorter = await send(user, 'make the piano 45 minutes');
    expect(shorter.proposal?.changes[0]).toMatch(/"Piano" tomorrow .*08:00 – 08:45$/);
    expect(shorter.actions).toEqual(['confirm', 'cancel']);
    expect(await blocksOf(user)).toEqual(before);

    const done = await press(user, shorter.id, 'confirm');
    expect(done.actions).toEqual(['undo']);
    expect(await blocksOf(user)).toEqual([
      { date: '2026-03-05', start: 8 * 60, minutes: 45, title: 'Piano' },
      { date: '2026-03-05', start: 17 * 60, minutes: 60, title: 'Dentist' },
    ]);
    await send(user, 'undo');
    expect(await blocksOf(user)).toEqual(before);
  });

  it('a new day for one of two changes asks which; named, it revises that one; a part can be dropped, and "no" still cancels', async () => {
    const { user, before } = await proposed('friday');
    const which = await send(user, 'thursday instead');
    expect(which.content).toBe('Which one should change, "Yoga" or "Dentist"? Say its name with the new value. Nothing has changed yet.');
    expect(which.proposal?.changes).toHaveLength(2);
    const moved = await send(user, 'the yoga on thursday instead');
    expect(moved.proposal?.changes[0]).toMatch(/"Yoga" tomorrow \(Thursday 5 March\), 07:00 – 08:00$/);
    const fewer = await send(user, 'without the second one');
    expect(fewer.proposal?.changes).toEqual([expect.stringMatching(/^Add a break block "Yoga" tomorrow/)]);
    // A correction about something the proposal does not hold is a request of its own, shown first rather than made.
    await ctx.database.db.insert(timeBlocks).values({ userId: user.id, date: '2026-03-05', hour: 18, title: 'Gym', category: 'break', durationMinutes: 60 });
    const other = await send(user, 'actually move the gym to 8pm');
    expect(other.proposal?.changes).toEqual([expect.stringMatching(/^Move "Gym" .* to .*20:00 – 21:00$/)]);
    // Words about a part of the proposal that revise nothing in it are shown first too.
    const marked = await send(user, 'mark the gym as done');
    expect(marked.proposal?.changes).toEqual([expect.stringMatching(/^Change "Gym" .* as a completed block$/)]);
    expect((await send(user, 'no')).content).toBe('OK, I kept everything as it was.');
    expect(await blocksOf(user)).toEqual([...before, { date: '2026-03-05', start: 18 * 60, minutes: 60, title: 'Gym' }]);
  });

  it('"which one?" offers each part as a button; pressing one proposes the proposal with that part revised', async () => {
    const { user, before } = await proposed('friday');
    const which = await send(user, 'thursday instead');
    expect(which.choices).toEqual(['Yoga', 'Dentist']);
    expect(which.actions).toEqual(['confirm', 'cancel']);
    const picked = await sendChat(ctx.app, user.cookie, 'Yoga', { messageId: which.id, action: 'choose', choice: 0 });
    expect(picked.content).toMatch(/^Here are the changes, revised:/);
    expect(picked.choices).toBeUndefined();
    expect(picked.proposal?.changes).toEqual([
      expect.stringMatching(/"Yoga" tomorrow \(Thursday 5 March\), 07:00 – 08:00$/),
      expect.stringMatching(/"Dentist" .* to .*17:00 – 18:00$/),
    ]);
    expect(await blocksOf(user)).toEqual(before);
    await press(user, picked.id, 'confirm');
    expect(await blocksOf(user)).toEqual([
      { date: '2026-03-05', start: 7 * 60, minutes: 60, title: 'Yoga' },
      { date: '2026-03-05', start: 17 * 60, minutes: 60, title: 'Dentist' },
    ]);
  });

  it('"which one?" answered by typing the part\'s name revises that part', async () => {
    const { user } = await proposed('friday');
    await send(user, 'thursday instead');
    const typed = await send(user, 'the dentist one');
    expect(typed.proposal?.changes).toEqual([
      expect.stringMatching(/"Yoga" Friday 6 March, 07:00 – 08:00$/),
      expect.stringMatching(/"Dentist" .* to .*17:00 – 18:00$/),
    ]);
    expect(typed.choices).toBeUndefined();
  });

  it('"and add gym too" asks its time and joins it to the proposal; Confirm makes all three with one Undo', async () => {
    const { user, before } = await proposed();
    const asked = await send(user, 'and add gym too');
    expect(asked.content).toMatch(/^What time should "Gym" start.*\? Nothing has changed yet\.$/);
    expect(asked.actions).toEqual(['confirm', 'cancel']);
    const joined = await send(user, 'tomorrow at 6pm');
    expect(joined.proposal?.changes).toEqual([
      expect.stringContaining('"Yoga"'),
      expect.stringContaining('"Dentist"'),
      expect.stringMatching(/"Gym" tomorrow .*18:00 – 19:00$/),
    ]);
    expect(await blocksOf(user)).toEqual(before);
    await press(user, joined.id, 'confirm');
    expect((await blocksOf(user)).map((b) => b.title)).toEqual(['Yoga', 'Dentist', 'Gym']);
    await send(user, 'undo');
    expect(await blocksOf(user)).toEqual(before);
  });

  it('a correction it cannot place asks one question and keeps the proposal as it was for Confirm', async () => {
    const { user, before } = await proposed();
    const unclear = await send(user, 'actually make it nicer');
    expect(unclear.content).toBe('I\'m not sure how "nicer" changes this. What should be different: the time, day, length or name? Nothing has changed yet.');
    expect(unclear.proposal?.changes).toEqual([expect.stringMatching(/07:00 – 08:00$/), expect.stringMatching(/17:00 – 18:00$/)]);
    const twice = await send(user, 'no, 7:30');
    expect(twice.content).toMatch(/^Which one should change, "Yoga" or "Dentist"\?/);
    expect(await blocksOf(user)).toEqual(before);
    await press(user, twice.id, 'confirm');
    expect(await blocksOf(user)).toEqual([
      { date: '2026-03-05', start: 7 * 60, minutes: 60, title: 'Yoga' },
      { date: '2026-03-05', start: 17 * 60, minutes: 60, title: 'Dentist' },
    ]);
  });

  it('a health value and a count of milestones are revised in the proposal, and Confirm records the new ones', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    const health = async () => {
      const [row] = await ctx.database.db
        .select()
        .from(healthMetrics)
        .where(and(eq(healthMetrics.userId, user.id), eq(healthMetrics.date, '2026-03-04')));
      return row ? { sleep: row.sleep, water: row.water } : undefined;
    };
    await send(user, 'slept 7 hours and drank 8 cups of water');
    const water = await send(user, 'make the water 6');
    expect(water.proposal?.changes).toEqual([expect.stringMatching(/sleep 7 hours/), expect.stringMatching(/water 6 cups/)]);
    const sleep = await send(user, 'actually 7.5 hours of sleep');
    expect(sleep.proposal?.changes[0]).toMatch(/sleep 7\.5 hours/);
    expect(await health()).toBeUndefined();
    await press(user, sleep.id, 'confirm');
    expect(await health()).toEqual({ sleep: 7.5, water: 6 });

    const [goal] = await ctx.database.db
      .insert(goals)
      .values({ userId: user.id, title: 'Learn Spanish', category: 'Mind', timeframe: '12 weeks', startDate: '2026-02-01', endDate: '2026-04-26' })
      .returning();
    const count = await send(user, '3 milestones done on spanish');
    expect(count.proposal?.changes[0]).toMatch(/3 of 12 milestones/);
    const unsure = await send(user, 'make it 5');
    expect(unsure.content).toBe('Is that 5% or 5 milestones? Nothing has changed yet.');
    const more = await send(user, '5 milestones');
    expect(more.proposal?.changes[0]).toMatch(/5 of 12 milestones/);
    expect((await ctx.database.db.select().from(goals).where(eq(goals.id, goal.id)))[0].completedMilestones).toBe(0);
    await press(user, more.id, 'confirm');
    expect((await ctx.database.db.select().from(goals).where(eq(goals.id, goal.id)))[0].completedMilestones).toBe(5);
  });

  it('a correction can move or lengthen by an amount, change the kind, give each part its value, or move both', async () => {
    const { user, before } = await proposed();
    // A yes with a change in it is the change, not the yes.
    const later = await send(user, 'yes, but make the yoga an hour later');
    expect(later.proposal?.changes[0]).toMatch(/"Yoga" tomorrow .*08:00 – 09:00$/);
    expect(await blocksOf(user)).toEqual(before);
    const longer = await send(user, 'make the yoga 30 minutes longer');
    expect(longer.proposal?.changes[0]).toMatch(/"Yoga" tomorrow .*08:00 – 09:30$/);
    const kind = await send(user, 'make yoga a focus block');
    expect(kind.proposal?.changes[0]).toMatch(/^Add a focus block "Yoga"/);
    const each = await send(user, 'yoga at 10 and the dentist at 6');
    expect(each.proposal?.changes).toEqual([expect.stringMatching(/"Yoga" tomorrow .*10:00 – 11:30$/), expect.stringMatching(/to tomorrow .*18:00 – 19:00$/)]);
    const both = await send(user, 'both on friday');
    expect(both.proposal?.changes).toEqual([expect.stringMatching(/"Yoga" Friday 6 March/), expect.stringMatching(/to Friday 6 March 18:00 – 19:00$/)]);
    await press(user, both.id, 'confirm');
    expect(await blocksOf(user)).toEqual([
      { date: '2026-03-06', start: 10 * 60, minutes: 90, title: 'Yoga' },
      { date: '2026-03-06', start: 18 * 60, minutes: 60, title: 'Dentist' },
    ]);
  });

  it('a part of a proposal to delete is taken out by its name, and Confirm deletes the rest', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    await ctx.database.db.insert(timeBlocks).values([
      { userId: user.id, date: '2026-03-05', hour: 16, title: 'Dentist', category: 'break', durationMinutes: 60 },
      { userId: user.id, date: '2026-03-06', hour: 18, title: 'Gym', category: 'break', durationMinutes: 60 },
    ]);
    const asked = await send(user, 'delete the dentist tomorrow and the gym on friday');
    expect(asked.proposal?.changes).toEqual([expect.stringMatching(/^Delete "Dentist" tomorrow/), expect.stringMatching(/^Delete "Gym" Friday/)]);
    const fewer = await send(user, 'not the gym');
    expect(fewer.proposal?.changes).toEqual([expect.stringMatching(/^Delete "Dentist" tomorrow .*16:00 – 17:00$/)]);
    await press(user, fewer.id, 'confirm');
    expect(await blocksOf(user)).toEqual([{ date: '2026-03-06', start: 18 * 60, minutes: 60, title: 'Gym' }]);
  });
});
