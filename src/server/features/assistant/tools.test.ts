import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { goals, timeBlocks, users } from '../../db/schema/index.js';
import { createTestDb, type TestDatabase } from '../../test/helpers.js';
import type { TimeBlockChangeListener } from '../time-blocks/index.js';
import { testAiContext } from '../../test/ai-context.js';
import type { AiContext } from './provider.js';
import { undoAction } from './actions.js';
import { runTool } from './tools.js';

let database: TestDatabase;
let ctx: AiContext;
let userId: string;
const told: string[] = [];
const listener: TimeBlockChangeListener = {
  blockChanged: async (_user, id) => void told.push(`changed ${id}`),
  blockDeleted: async (_user, id) => void told.push(`deleted ${id}`),
};

beforeAll(async () => {
  database = await createTestDb();
  const [user] = await database.db
    .insert(users)
    .values({ email: 'registry@example.com', authProvider: 'local', timezone: 'Europe/London', firstName: 'Ria' })
    .returning();
  userId = user.id;
  ctx = testAiContext(database.db, user, new Date('2026-03-04T12:00:00Z'), { blockListener: listener });
});
afterAll(() => database.close());

describe('the tool registry', () => {
  it('changes blocks through the time-blocks service, so the calendar push hears of every change', async () => {
    const [series] = await database.db
      .insert(timeBlocks)
      .values({
        userId,
        date: '2026-03-02',
        hour: 8,
        durationMinutes: 60,
        title: 'Standup',
        category: 'meeting',
        rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR',
        seriesEnd: null,
      })
      .returning();
    told.length = 0;
    const moved = await runTool(ctx, 'move_block', { id: series.id, occurrence: '2026-03-06', hour: 10 });
    expect(moved.ok).toBe(true);
    expect(told).toEqual([`changed ${series.id}`]);

    told.length = 0;
    const deleted = await runTool(ctx, 'delete_blocks', { blocks: [{ id: series.id }] }, { confirmed: true });
    expect(deleted.ok).toBe(true);
    expect(told).toEqual([`deleted ${series.id}`]);
    expect(await database.db.select().from(timeBlocks).where(eq(timeBlocks.userId, userId))).toEqual([]);
  });

  it('asks before a destructive change and changes nothing until confirmed', async () => {
    const [block] = await database.db
      .insert(timeBlocks)
      .values({ userId, date: '2026-03-04', hour: 9, durationMinutes: 60, title: 'Write', category: 'focus' })
      .returning();
    const asked = await runTool(ctx, 'clear_day', { date: '2026-03-04' });
    expect(asked.meta?.pending).toMatchObject({ op: 'tool', tool: 'delete_blocks', input: { blocks: [{ id: block.id }] } });
    expect(asked.meta?.undo).toBeUndefined();
    expect(await database.db.select().from(timeBlocks).where(eq(timeBlocks.id, block.id))).toHaveLength(1);
    const done = await runTool(ctx, 'clear_day', { date: '2026-03-04' }, { confirmed: true });
    expect(done.meta?.undo).toEqual([{ op: 'restore-block', id: block.id }]);
    expect(await database.db.select().from(timeBlocks).where(eq(timeBlocks.id, block.id))).toEqual([]);
  });

  it('ticks, dates and names a milestone through the goals service, and Undo puts it back', async () => {
    const [goal] = await database.db
      .insert(goals)
      .values({
        userId,
        title: 'Learn guitar',
        category: 'Personal growth',
        timeframe: '12 weeks',
        startDate: '2026-02-02',
        endDate: '2026-04-27',
        milestones: [{ index: 4, title: 'Strumming patterns', dueDate: '2026-03-15', doneAt: null }],
      })
      .returning();
    const ticked = await runTool(ctx, 'update_milestone', { goal: goal.id, index: 4, done: true, dueDate: '2026-03-22' });
    expect(ticked.text).toMatch(/ticked "Strumming patterns".*"Learn guitar" is at \d+% \(1 of 12 milestones\)/);
    const [after] = await database.db.select().from(goals).where(eq(goals.id, goal.id));
    expect(after.milestones).toEqual([{ index: 4, title: 'Strumming patterns', dueDate: '2026-03-22', doneAt: expect.any(String) }]);
    expect(after.completedMilestones).toBe(1);
    await undoAction(ctx, ticked.meta!.undo!);
    const [undone] = await database.db.select().from(goals).where(eq(goals.id, goal.id));
    expect(undone.milestones).toEqual([{ index: 4, title: 'Strumming patterns', dueDate: '2026-03-15', doneAt: null }]);
    expect((await runTool(ctx, 'update_milestone', { goal: goal.id, index: 13, done: true })).ok).toBe(false);
    expect((await runTool(ctx, 'update_milestone', { goal: goal.id, index: 4 })).ok).toBe(false);
  });

  it('answers what the time-blocks service refuses as a failed call, never a thrown error', async () => {
    const outcome = await runTool(ctx, 'add_block', { date: '2026-03-05', hour: 9, duration: 1, title: 'Never', rrule: 'FREQ=WEEKLY;COUNT=0' });
    expect(outcome.ok).toBe(false);
    expect(outcome.text).toMatch(/^Invalid arguments for add_block: rrule: /);
  });
});
