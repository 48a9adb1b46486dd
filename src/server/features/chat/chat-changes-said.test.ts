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
  it('"move everything after lunch an hour later" lists the blocks after lunch, moves them all on one yes, and one undo puts them back', async () => {
    const user = await signUpUser(ctx.app);
    const day: Row[] = [
      { date: '2026-03-11', start: '11:00', minutes: 120, title: 'Deep work' },
      { date: '2026-03-11', start: '13:00', minutes: 60, title: 'Lunch' },
      { date: '2026-03-11', start: '15:00', minutes: 60, title: 'Design review' },
      { date: '2026-03-11', start: '18:00', minutes: 60, title: 'Gym' },
      { date: '2026-03-12', start: '14:00', minutes: 60, title: '1:1 with Leo' },
    ];
    await withBlocks(user, day);
    const asked = await send(user, 'move everything after lunch an hour later');
    expect(asked.content).toMatch(/^This will move these 2 blocks 1 hour later:/);
    expect(asked.content).toMatch(/Design review[\s\S]*Gym[\s\S]*\?/);
    expect(asked.content).not.toContain('Deep work');
    expect(asked.content).not.toMatch(/\n.*Lunch/);
    expect(await blocksOf(user)).toEqual(day);
    expect((await send(user, 'yes')).content).toMatch(/^Done: I moved 2 blocks today/);
    expect(await blocksOf(user)).toEqual([day[0], day[1], { ...day[2], start: '16:00' }, { ...day[3], start: '19:00' }, day[4]]);
    await send(user, 'undo');
    expect(await blocksOf(user)).toEqual(day);
  });

  it('a shift of the rest of a day that would leave the day changes nothing and says so', async () => {
    const user = await signUpUser(ctx.app);
    const day: Row[] = [
      { date: '2026-03-13', start: '19:00', minutes: 60, title: 'Dinner' },
      { date: '2026-03-13', start: '23:00', minutes: 30, title: 'Late call' },
    ];
    await withBlocks(user, day);
    expect((await send(user, "push all of friday's blocks after 6pm back 2 hours")).content).toMatch(/nothing changed/);
    expect(await blocksOf(user)).toEqual(day);
  });

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

  it('a new time said of a block named by its time ("the 4pm tomorrow is at 5 now") moves that block and adds none', async () => {
    const user = await signUpUser(ctx.app);
    await withBlocks(user, [
      { date: '2026-03-12', start: '14:00', minutes: 60, title: '1:1 with Leo' },
      { date: '2026-03-12', start: '16:00', minutes: 60, title: 'Dentist' },
    ]);
    expect((await send(user, 'fyi the 4pm tomorrow is at 5 now')).content).toMatch(/^Done: I moved "Dentist"/);
    await send(user, "tomorrow's 2pm got moved to 3:30");
    const asked = await send(user, 'the 11am tomorrow is now at 12');
    expect(asked.content).toMatch(/nothing changed\. Which one did you mean: "1:1 with Leo" \(15:30\) or "Dentist" \(17:00\)\?$/);
    expect(await blocksOf(user)).toEqual([
      { date: '2026-03-12', start: '15:30', minutes: 60, title: '1:1 with Leo' },
      { date: '2026-03-12', start: '17:00', minutes: 60, title: 'Dentist' },
    ]);
  });

  it('a relative shift of the one block a time and day or a title fits moves it at once; two that fit are asked about', async () => {
    const user = await signUpUser(ctx.app);
    await withBlocks(user, [
      { date: '2026-03-07', start: '10:00', minutes: 60, title: 'Yoga' },
      { date: '2026-03-14', start: '10:00', minutes: 60, title: 'Yoga' },
      { date: '2026-03-12', start: '16:00', minutes: 60, title: 'Dentist' },
      { date: '2026-03-13', start: '09:00', minutes: 30, title: 'Standup' },
      { date: '2026-03-13', start: '10:00', minutes: 60, title: 'Client call' },
    ]);
    expect((await send(user, 'bump yoga by an hour')).content).toMatch(/^Done: I moved "Yoga"/);
    expect((await send(user, 'delay my 4pm tomorrow by 15 mins')).content).toMatch(/^Done: I moved "Dentist"/);
    expect((await send(user, 'push my meeting on friday back 30 mins')).content).toMatch(/\?/);
    expect(await blocksOf(user)).toEqual([
      { date: '2026-03-07', start: '10:00', minutes: 60, title: 'Yoga' },
      { date: '2026-03-12', start: '16:15', minutes: 60, title: 'Dentist' },
      { date: '2026-03-13', start: '09:00', minutes: 30, title: 'Standup' },
      { date: '2026-03-13', start: '10:00', minutes: 60, title: 'Client call' },
      { date: '2026-03-14', start: '11:00', minutes: 60, title: 'Yoga' },
    ]);
  });

  it('a day and month joined by a hyphen ("on 17-03") are a date, never a range of hours', async () => {
    const user = await signUpUser(ctx.app);
    await withBlocks(user, [{ date: '2026-03-12', start: '16:00', minutes: 60, title: 'Dentist' }]);
    expect((await send(user, 'move the dentist to 17-03')).content).toMatch(/^Done: I moved "Dentist"/);
    expect((await send(user, 'vet appointment on 20-03 at 11am')).content).toMatch(/^Done: I added/);
    expect(await blocksOf(user)).toEqual([
      { date: '2026-03-17', start: '16:00', minutes: 60, title: 'Dentist' },
      { date: '2026-03-20', start: '11:00', minutes: 60, title: 'Vet appointment' },
    ]);
  });

  it('"gym: 7 instead of 6" moves the block to the time before "instead of"', async () => {
    const user = await signUpUser(ctx.app);
    await withBlocks(user, [{ date: '2026-03-11', start: '18:00', minutes: 60, title: 'Gym' }]);
    expect((await send(user, 'gym: 7 instead of 6')).content).toMatch(/^Done: I moved "Gym"/);
    expect(await blocksOf(user)).toEqual([{ date: '2026-03-11', start: '19:00', minutes: 60, title: 'Gym' }]);
  });
});
