import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { timeBlocks } from '../../db/schema/index.js';
import { sendChat } from '../../test/chat.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';

// Wednesday 11 March 2026, 10:00 in London.
const clock = new Date('2026-03-11T10:00:00Z');
const ctx = useTestApp({ now: () => clock });

const send = (user: TestUser, content: string) => sendChat(ctx.app, user.cookie, content);

type Row = { date: string; start: string; minutes: number; title: string };
const hhmm = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** Each block's day, start, length and title: what a change is judged by. */
async function blocksOf(user: TestUser): Promise<Row[]> {
  const rows = await ctx.database.db.select().from(timeBlocks).where(eq(timeBlocks.userId, user.id));
  return rows
    .map((r) => ({ date: r.date, start: hhmm(r.hour, r.minute), minutes: r.durationMinutes, title: r.title }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start));
}

async function withBlocks(user: TestUser, rows: Row[]) {
  await ctx.database.db.insert(timeBlocks).values(
    rows.map((r) => ({
      userId: user.id,
      date: r.date,
      hour: Number(r.start.slice(0, 2)),
      minute: Number(r.start.slice(3)),
      durationMinutes: r.minutes,
      title: r.title,
      category: 'meeting' as const,
    })),
  );
}

describe('changes said in everyday words reach the right block, judged by the blocks stored', () => {
  it('a length said after "shorter" is the new length; said before it, the change by that much', async () => {
    const user = await signUpUser(ctx.app);
    await withBlocks(user, [
      { date: '2026-03-12', start: '16:00', minutes: 60, title: 'Dentist' },
      { date: '2026-03-13', start: '13:00', minutes: 120, title: 'Roadmap' },
    ]);
    expect((await send(user, 'make the dentist shorter – 45 min')).content).toMatch(/^Done: I resized "Dentist"/);
    await send(user, 'make the roadmap 45 minutes shorter');
    expect(await blocksOf(user)).toEqual([
      { date: '2026-03-12', start: '16:00', minutes: 45, title: 'Dentist' },
      { date: '2026-03-13', start: '13:00', minutes: 75, title: 'Roadmap' },
    ]);
  });

  it('"gym: 7 instead of 6" moves the block to the time before "instead of"', async () => {
    const user = await signUpUser(ctx.app);
    await withBlocks(user, [{ date: '2026-03-11', start: '18:00', minutes: 60, title: 'Gym' }]);
    expect((await send(user, 'gym: 7 instead of 6')).content).toMatch(/^Done: I moved "Gym"/);
    expect(await blocksOf(user)).toEqual([{ date: '2026-03-11', start: '19:00', minutes: 60, title: 'Gym' }]);
  });
});
