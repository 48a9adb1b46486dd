import type { FastifyBaseLogger } from 'fastify';
import { DATE_MAX_YEAR, DATE_MIN_YEAR } from '../../../../shared/schemas/common.js';
import { TIME_BLOCK_CATEGORIES, TITLE_MAX_LENGTH, type TimeBlockCategory } from '../../../../shared/schemas/time-blocks.js';
import type { BlockRow, CalendarRepo } from '../calendar.repo.js';
import type { ParsedOccurrence, ParsedSeries } from '../ics/ics-parse.js';
import { seriesBlockOf } from '../ics/ics-series.js';
import type { IcsReader } from '../ics/ics-reader.js';
import { placeOnMinutes } from '../place-on-minutes.js';

/** What one sync run works with: the queries, the iCalendar reader, the clock and the log. */
export interface SyncContext {
  repo: CalendarRepo;
  /** Parses what the server sends, off the event loop and within the iCalendar bounds. */
  reader: IcsReader;
  /** Deletes a block as the user's delete does, kept 10 minutes for Undo; false when it is gone already. */
  removeBlock: (userId: string, blockId: string, now: Date) => Promise<boolean>;
  now: () => Date;
  logger?: FastifyBaseLogger;
}

const categoryOf = (category: string | undefined) =>
  TIME_BLOCK_CATEGORIES.includes(category as TimeBlockCategory) ? { category: category as TimeBlockCategory } : {};

/** The block's fields from a server event, when the event is a plain timed one. */
export function blockFieldsFrom(occurrence: ParsedOccurrence, timezone: string) {
  return {
    ...placeOnMinutes(occurrence.start, occurrence.end, timezone),
    title: (occurrence.title || 'Untitled event').slice(0, TITLE_MAX_LENGTH),
    ...categoryOf(occurrence.category),
  };
}

/** The event's first timed occurrence, and the event as a series when it repeats. */
export async function firstOccurrence(ctx: SyncContext, data: string, timezone: string): Promise<{ occurrence?: ParsedOccurrence; series?: ParsedSeries }> {
  const outcome = await ctx.reader.read({
    texts: [data],
    timezone,
    from: new Date(Date.UTC(DATE_MIN_YEAR, 0, 1)),
    to: new Date(Date.UTC(DATE_MAX_YEAR + 1, 0, 1)),
    firstOnly: true,
    source: 'calendar',
    series: true,
  });
  const read = 'results' in outcome ? outcome.results[0] : undefined;
  if (!read || !('occurrences' in read)) return {};
  const occurrence = read.occurrences.find((o) => !o.allDay);
  return { occurrence, series: read.series?.find((s) => s.uid === occurrence?.uid) };
}

export async function applyServerCopy(ctx: SyncContext, userId: string, block: BlockRow, occurrence: ParsedOccurrence, timezone: string) {
  await ctx.repo.updateBlock(userId, block.id, blockFieldsFrom(occurrence, timezone), ctx.now());
}

/**
 * A repeating event of ours changed on the server: the block keeps repeating by the server's rule, removed dates
 * and edited occurrences. False when the rule is not one the product repeats by (the first occurrence is applied).
 */
export async function applyServerSeries(ctx: SyncContext, userId: string, block: BlockRow, series: ParsedSeries, timezone: string): Promise<boolean> {
  const read = seriesBlockOf(series, timezone, 'Untitled event');
  if (!read.ok) return false;
  await ctx.repo.replaceSeries(userId, block.id, { ...read.values, ...categoryOf(series.category) }, read.exceptions, ctx.now());
  return true;
}

/**
 * A block's event as the server holds it now, applied to the block: kept repeating by the server's rule when the
 * product repeats by it, else the first timed occurrence (a rule the server dropped is dropped here too). False when
 * there is nothing to apply (an all-day event, or none that could be read).
 */
export async function applyServerEvent(
  ctx: SyncContext,
  block: BlockRow,
  read: { occurrences: ParsedOccurrence[]; series: ParsedSeries | undefined },
  timezone: string,
): Promise<boolean> {
  if (read.series && (await applyServerSeries(ctx, block.userId, block, read.series, timezone))) return true;
  const occurrence = read.occurrences.find((o) => !o.allDay);
  if (!occurrence) return false;
  if (block.rrule !== null && !read.series) {
    await ctx.repo.replaceSeries(block.userId, block.id, { ...blockFieldsFrom(occurrence, timezone), rrule: null, seriesEnd: null }, [], ctx.now());
  } else {
    await applyServerCopy(ctx, block.userId, block, occurrence, timezone);
  }
  return true;
}

/** The server's copy of an event is the newer change when it says nothing of its age or was changed after the block. */
export const serverIsNewer = (occurrence: ParsedOccurrence | undefined, block: BlockRow) =>
  occurrence !== undefined && (occurrence.lastModified === undefined || occurrence.lastModified.getTime() > block.updatedAt.getTime());
