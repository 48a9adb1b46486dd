import { and, asc, between, eq, gte, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { occurrenceDates } from '../../../shared/recurrence.js';
import type { TimeBlock } from '../../../shared/schemas/time-blocks.js';
import type { Db } from '../../db/database.js';
import { toTimeBlockDto } from '../../db/planner-dto.js';
import { timeBlockExceptions, timeBlocks } from '../../db/schema/index.js';

export type TimeBlockRow = typeof timeBlocks.$inferSelect;
export type ExceptionRow = typeof timeBlockExceptions.$inferSelect;

/** One occurrence of a series as the API shows it: the series' id and rule, the exception's edits if any. */
export function occurrenceDto(row: TimeBlockRow, occurrence: string, exception?: ExceptionRow): TimeBlock {
  return {
    ...toTimeBlockDto(row),
    date: exception?.date ?? occurrence,
    hour: exception?.hour ?? row.hour,
    title: exception?.title ?? row.title,
    category: exception?.category ?? row.category,
    duration: exception?.duration ?? row.duration,
    occurrence,
  };
}

/** The occurrences of the series that fall from `from` to `to`, exceptions applied (an edit may move one in or out). */
export function expandSeries(row: TimeBlockRow, exceptions: ExceptionRow[], from: string, to: string, timezone: string): TimeBlock[] {
  if (row.rrule === null) return row.date >= from && row.date <= to ? [toTimeBlockDto(row)] : [];
  const series = { date: row.date, hour: row.hour, rrule: row.rrule };
  const byDate = new Map(exceptions.map((e) => [e.occurrenceDate, e]));
  const out: TimeBlock[] = [];
  for (const date of occurrenceDates(series, from, to, timezone)) {
    const exception = byDate.get(date);
    if (exception?.removed) continue;
    const item = occurrenceDto(row, date, exception);
    if (item.date >= from && item.date <= to) out.push(item);
  }
  // Occurrences the rule puts outside the range that an edit moved into it.
  for (const exception of exceptions) {
    if (exception.removed || exception.date === null || exception.date < from || exception.date > to) continue;
    if (exception.occurrenceDate >= from && exception.occurrenceDate <= to) continue;
    if (occurrenceDates(series, exception.occurrenceDate, exception.occurrenceDate, timezone).length === 0) continue;
    out.push(occurrenceDto(row, exception.occurrenceDate, exception));
  }
  return out;
}

const byDateHour = (a: TimeBlock, b: TimeBlock) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.hour - b.hour);

/**
 * Every block and occurrence of the user from `from` to `to` (inclusive) in (date, hour) order: one-off blocks in the
 * range, and the series that overlap it expanded in the user's time zone.
 */
/** The range queries, built once per database and prepared on each connection: they run on every planner read. */
function rangeQueries(db: Db) {
  const p = sql.placeholder;
  return {
    blocks: db
      .select()
      .from(timeBlocks)
      .where(
        and(
          eq(timeBlocks.userId, p('userId')),
          or(
            and(isNull(timeBlocks.rrule), between(timeBlocks.date, p('from'), p('to'))),
            and(isNotNull(timeBlocks.rrule), lte(timeBlocks.date, p('to')), or(isNull(timeBlocks.seriesEnd), gte(timeBlocks.seriesEnd, p('from')))),
          ),
        ),
      )
      .orderBy(asc(timeBlocks.date), asc(timeBlocks.hour), asc(timeBlocks.createdAt), asc(timeBlocks.id))
      .prepare('time_blocks_in_range'),
    exceptions: db
      .select()
      .from(timeBlockExceptions)
      .where(sql`${timeBlockExceptions.blockId} = any(${p('seriesIds')}::uuid[])`)
      .prepare('time_block_exceptions_of_series'),
  };
}
const prepared = new WeakMap<Db, ReturnType<typeof rangeQueries>>();

/**
 * Every block and occurrence of the user from `from` to `to` (inclusive) in (date, hour) order: one-off blocks in the
 * range, and the series that overlap it expanded in the user's time zone.
 */
export async function blocksInRange(db: Db, userId: string, from: string, to: string, timezone: string): Promise<TimeBlock[]> {
  let queries = prepared.get(db);
  if (!queries) prepared.set(db, (queries = rangeQueries(db)));
  const rows = await queries.blocks.execute({ userId, from, to });
  const seriesIds = rows.filter((r) => r.rrule !== null).map((r) => r.id);
  const exceptions = seriesIds.length === 0 ? [] : await queries.exceptions.execute({ seriesIds });
  const grouped = new Map<string, ExceptionRow[]>();
  for (const e of exceptions) grouped.set(e.blockId, [...(grouped.get(e.blockId) ?? []), e]);
  // A stable sort keeps creation order among blocks at the same date and hour.
  return rows.flatMap((row) => expandSeries(row, grouped.get(row.id) ?? [], from, to, timezone)).sort(byDateHour);
}
