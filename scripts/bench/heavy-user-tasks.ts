/**
 * A heavy user's tasks: about 2,000 done a year (10,000 in five years), each done on a day of the history and most
 * planned into one of that day's blocks, and 200 open ones whatever the history's length (overdue, due today,
 * upcoming and an inbox, part of it put in order by hand).
 */
import { sql } from 'drizzle-orm';
import { shiftDate } from '../../src/shared/dates.js';
import type { Db } from '../../src/server/db/database.js';
import { tasks, timeBlocks } from '../../src/server/db/schema/index.js';
import { TASK_PRIORITIES } from '../../src/shared/schemas/tasks.js';
import type { seededRandom } from './seeded-random.js';

export const DONE_TASKS_A_YEAR = 2000;
export const OPEN_TASKS = 200;

const TASK_TITLES = ['Call the plumber', 'Renew passport', 'Pay rent', 'Write the proposal', 'Book the dentist', 'Reply to Sam', 'Water the plants'];
const at = (date: string, hour: number, minute = 0) => new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`);

/** The open tasks' due dates: 20 overdue, 15 today, 65 in the next two months, the rest without a date. */
function openDue(i: number, today: string, rnd: ReturnType<typeof seededRandom>): string | null {
  if (i < 20) return shiftDate(today, -rnd.int(1, 10));
  if (i < 35) return today;
  if (i < 100) return shiftDate(today, rnd.int(1, 60));
  return null;
}

/**
 * Inserts `years` × 2,000 done tasks over `dates` (the history, oldest first, ending today) and the open ones, and links
 * most done ones to a block of their day.
 */
export async function seedTasks(
  db: Db,
  userId: string,
  { dates, years }: { dates: string[]; years: number },
  rnd: ReturnType<typeof seededRandom>,
): Promise<{ doneTasks: number; openTasks: number }> {
  const today = dates[dates.length - 1]!;
  // From the years asked for, not the days: 1,826 days are 4.9993 years of 365.25 days, which would round to 9,999.
  const done = Math.round(years * DONE_TASKS_A_YEAR);
  const rows: (typeof tasks.$inferInsert)[] = [];
  for (let i = 0; i < done; i++) {
    const date = dates[Math.floor((i * (dates.length - 1)) / done)]!;
    const completedAt = at(date, rnd.int(8, 20), rnd.int(0, 59));
    const createdAt = at(shiftDate(date, -rnd.int(0, 14)), 7);
    rows.push({
      userId,
      title: rnd.pick(TASK_TITLES),
      status: 'done',
      dueDate: rnd.next() < 0.5 ? date : null,
      estimateMinutes: rnd.next() < 0.6 ? rnd.int(1, 12) * 10 : null,
      priority: rnd.pick(TASK_PRIORITIES),
      completedAt,
      createdAt,
      updatedAt: completedAt,
    });
  }
  for (let i = 0; i < OPEN_TASKS; i++) {
    const created = at(shiftDate(today, -rnd.int(0, 90)), 7, rnd.int(0, 59));
    rows.push({
      userId,
      title: rnd.pick(TASK_TITLES),
      dueDate: openDue(i, today, rnd),
      estimateMinutes: rnd.next() < 0.6 ? rnd.int(1, 12) * 10 : null,
      priority: rnd.pick(TASK_PRIORITIES),
      position: i >= 100 && i < 130 ? i - 100 : null,
      createdAt: created,
      updatedAt: created,
    });
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(tasks).values(rows.slice(i, i + 1000));
  // Most done tasks were planned: the n-th done on a day is linked to that day's n-th focus block.
  await db.execute(sql`
    with t as (
      select id, (completed_at at time zone 'UTC')::date as d, row_number() over (partition by (completed_at at time zone 'UTC')::date order by id) as n
      from ${tasks} where user_id = ${userId} and status = 'done'),
    b as (
      select id, date, row_number() over (partition by date order by hour) as n
      from ${timeBlocks} where user_id = ${userId} and category in ('focus', 'completed'))
    update ${timeBlocks} set task_id = t.id from b join t on t.d = b.date and t.n = b.n where ${timeBlocks.id} = b.id`);
  // Counted from the table, so the figures printed are the rows the calls read.
  const counted = await db.execute<{ done: number; open: number }>(sql`
    select count(*) filter (where status = 'done')::int as done, count(*) filter (where status = 'open')::int as open
    from ${tasks} where user_id = ${userId}`);
  const { done: doneTasks, open: openTasks } = counted.rows[0]!;
  if (doneTasks !== done || openTasks !== OPEN_TASKS) throw new Error(`seeded ${doneTasks} done and ${openTasks} open tasks, not ${done} and ${OPEN_TASKS}`);
  return { doneTasks, openTasks };
}
