import type { TimeBlock } from '../../../shared/schemas/time-blocks.js';
import type { Db } from '../../db/database.js';
import { timeBlockDto } from '../../db/planner-dto.js';
import { byDateHour, expandSeries, type ExceptionEdits } from './time-block-occurrences.js';

/** The columns of a one-off block's answer, in the order the range read (and the insert) return them. */
export const BLOCK_COLUMNS = 'id, hour, minute, title, category, duration_minutes, date, source_uid is not null as from_calendar, task_id';
/**
 * Every planner read runs one of these two named statements (each planned once per connection), read as row arrays
 * with only the columns the answer uses. A user who never had a repeating block (`users.has_series`) reads one index
 * range, as cheap as a read gets. Otherwise one-off blocks and series are two branches, each on its own index, so the
 * read stays as cheap however many years of blocks lie before the range; a series carries its exceptions that touch
 * the range (migration 0011's function, called only for series rows), so a week with repeating blocks is still one
 * round trip.
 */
const ONE_OFF_BLOCKS_IN_RANGE = {
  name: 'one_off_time_blocks_in_range',
  rowMode: 'array',
  text: `select ${BLOCK_COLUMNS} from time_blocks
    where user_id = $1 and rrule is null and date between $2 and $3 order by date, hour, minute, created_at, id`,
} as const;
const BLOCKS_IN_RANGE = {
  name: 'time_blocks_in_range',
  rowMode: 'array',
  text: `select id, hour, minute, title, category, duration_minutes, date, from_calendar, task_id, rrule, exceptions from (
      select ${BLOCK_COLUMNS}, rrule, null::json as exceptions, created_at
        from time_blocks where user_id = $1 and rrule is null and date between $2 and $3
      union all
      select ${BLOCK_COLUMNS}, rrule, time_block_exceptions_in_range(user_id, id, $2, $3), created_at
        from time_blocks where user_id = $1 and rrule is not null and date <= $3 and (series_end is null or series_end >= $2)
    ) r order by date, hour, minute, created_at, id`,
} as const;

export type BlockRow = [
  id: string,
  hour: number,
  minute: number,
  title: string,
  category: TimeBlock['category'],
  durationMinutes: number,
  date: string,
  fromCalendar: boolean,
  taskId: string | null,
];
type RangeRow = [...BlockRow, rrule: string | null, exceptions: ExceptionTuple[] | null];

/** A block's answer from its row, read by index rather than destructured (destructuring walks the array's iterator). */
export const blockRowDto = (row: readonly [...BlockRow, ...unknown[]], rrule: string | null): TimeBlock =>
  timeBlockDto({
    id: row[0],
    hour: row[1],
    minute: row[2],
    title: row[3],
    category: row[4],
    durationMinutes: row[5],
    date: row[6],
    fromCalendar: row[7],
    taskId: row[8],
    rrule,
  });
type ExceptionTuple = [
  occurrenceDate: string,
  removed: boolean,
  date: string | null,
  hour: number | null,
  title: string | null,
  category: TimeBlock['category'] | null,
  durationMinutes: number | null,
  minute: number | null,
];

const toExceptionEdits = ([occurrenceDate, removed, date, hour, title, category, durationMinutes, minute]: ExceptionTuple): ExceptionEdits => ({
  occurrenceDate,
  removed,
  date,
  hour,
  minute,
  title,
  category,
  durationMinutes,
});

/** Whose blocks: `hasSeries` false (from the user row) reads one-off blocks alone; omitted, series are read too. */
export interface RangeOwner {
  id: string;
  hasSeries?: boolean;
}

/**
 * Every block and occurrence of the user from `from` to `to` (inclusive) in (date, time) order: one-off blocks in the
 * range, and the series that overlap it expanded in the user's time zone.
 */
export async function blocksInRange(db: Db, owner: RangeOwner, from: string, to: string, timezone: string): Promise<TimeBlock[]> {
  const values = [owner.id, from, to];
  if (owner.hasSeries === false) {
    const { rows } = await db.$client.query<BlockRow>({ ...ONE_OFF_BLOCKS_IN_RANGE, values });
    const blocks: TimeBlock[] = [];
    for (let i = 0; i < rows.length; i++) {
      blocks.push(blockRowDto(rows[i], null));
    }
    return blocks;
  }
  const { rows } = await db.$client.query<RangeRow>({ ...BLOCKS_IN_RANGE, values });
  const blocks: TimeBlock[] = [];
  let repeating = false;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i];
    const rrule = row[9];
    const block = blockRowDto(row, rrule);
    if (rrule === null) blocks.push(block);
    else {
      repeating = true;
      blocks.push(...expandSeries(block, row[10]?.map(toExceptionEdits) ?? [], from, to, timezone));
    }
  }
  // A stable sort keeps creation order among blocks at the same date and time.
  return repeating ? blocks.sort(byDateHour) : blocks;
}
