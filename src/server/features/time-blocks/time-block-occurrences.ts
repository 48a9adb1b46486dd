import { occurrenceDates } from '../../../shared/recurrence.js';
import type { TimeBlock } from '../../../shared/schemas/time-blocks.js';
import type { Db } from '../../db/database.js';
import { toTimeBlockDto, type TimeBlockDtoRow } from '../../db/planner-dto.js';
import type { timeBlockExceptions } from '../../db/schema/index.js';

export type ExceptionRow = typeof timeBlockExceptions.$inferSelect;
/** What an occurrence takes from its exception row. */
export type ExceptionEdits = Pick<ExceptionRow, 'occurrenceDate' | 'removed' | 'date' | 'hour' | 'title' | 'category' | 'duration'>;

/** One occurrence of a series as the API shows it: the series' id and rule, the exception's edits if any. */
export function occurrenceDto(series: TimeBlock, occurrence: string, exception?: ExceptionEdits): TimeBlock {
  return {
    ...series,
    date: exception?.date ?? occurrence,
    hour: exception?.hour ?? series.hour,
    title: exception?.title ?? series.title,
    category: exception?.category ?? series.category,
    duration: exception?.duration ?? series.duration,
    occurrence,
  };
}

/** The occurrences of the series (as its own answer shows it) that fall from `from` to `to`, exceptions applied (an edit may move one in or out). */
export function expandSeries(series: TimeBlock, exceptions: ExceptionEdits[], from: string, to: string, timezone: string): TimeBlock[] {
  if (series.rrule === null) return series.date >= from && series.date <= to ? [series] : [];
  const rule = { date: series.date, hour: series.hour, rrule: series.rrule };
  const byDate = new Map(exceptions.map((e) => [e.occurrenceDate, e]));
  const out: TimeBlock[] = [];
  for (const date of occurrenceDates(rule, from, to, timezone)) {
    const exception = byDate.get(date);
    if (exception?.removed) continue;
    const item = occurrenceDto(series, date, exception);
    if (item.date >= from && item.date <= to) out.push(item);
  }
  // Occurrences the rule puts outside the range that an edit moved into it.
  for (const exception of exceptions) {
    if (exception.removed || exception.date === null || exception.date < from || exception.date > to) continue;
    if (exception.occurrenceDate >= from && exception.occurrenceDate <= to) continue;
    if (occurrenceDates(rule, exception.occurrenceDate, exception.occurrenceDate, timezone).length === 0) continue;
    out.push(occurrenceDto(series, exception.occurrenceDate, exception));
  }
  return out;
}

const byDateHour = (a: TimeBlock, b: TimeBlock) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.hour - b.hour);

const RANGE_COLUMNS = 'id, hour, title, category, duration, date, source_uid as "sourceUid", rrule, created_at';
/**
 * Every planner read runs this: one named statement (planned once per connection) with only the columns the answer
 * uses, read without an ORM's row mapping. Its two branches each use their own index, so the read stays as cheap
 * however many years of blocks lie before the range. Exceptions are asked for only when a series overlaps it.
 */
const BLOCKS_IN_RANGE = {
  name: 'time_blocks_in_range',
  text: `select id, hour, title, category, duration, date, "sourceUid", rrule from (
      select ${RANGE_COLUMNS} from time_blocks where user_id = $1 and rrule is null and date between $2 and $3
      union all
      select ${RANGE_COLUMNS} from time_blocks
        where user_id = $1 and rrule is not null and date <= $3 and (series_end is null or series_end >= $2)
    ) b order by date, hour, created_at, id`,
};
const EXCEPTIONS_OF_SERIES = {
  name: 'time_block_exceptions_of_series',
  text: `select block_id as "blockId", occurrence_date as "occurrenceDate", removed, date, hour, title, category, duration
    from time_block_exceptions where block_id = any($1::uuid[])`,
};

/**
 * Every block and occurrence of the user from `from` to `to` (inclusive) in (date, hour) order: one-off blocks in the
 * range, and the series that overlap it expanded in the user's time zone.
 */
export async function blocksInRange(db: Db, userId: string, from: string, to: string, timezone: string): Promise<TimeBlock[]> {
  const { rows } = await db.$client.query<TimeBlockDtoRow>({ ...BLOCKS_IN_RANGE, values: [userId, from, to] });
  const seriesIds = rows.filter((r) => r.rrule !== null).map((r) => r.id);
  if (seriesIds.length === 0) return rows.map(toTimeBlockDto);
  const exceptions = await db.$client.query<ExceptionEdits & { blockId: string }>({ ...EXCEPTIONS_OF_SERIES, values: [seriesIds] });
  const grouped = new Map<string, ExceptionEdits[]>();
  for (const e of exceptions.rows) {
    const list = grouped.get(e.blockId);
    if (list) list.push(e);
    else grouped.set(e.blockId, [e]);
  }
  // A stable sort keeps creation order among blocks at the same date and hour.
  return rows.flatMap((row) => expandSeries(toTimeBlockDto(row), grouped.get(row.id) ?? [], from, to, timezone)).sort(byDateHour);
}
