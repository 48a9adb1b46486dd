import type { ImportSummary } from '../../../shared/schemas/calendar.js';
import { shiftDate, startOfDayIn } from '../../../shared/dates.js';
import { TITLE_MAX_LENGTH } from '../../../shared/schemas/time-blocks.js';
import { badRequest } from '../../errors.js';
import type { CalendarRepo } from './calendar.repo.js';
import type { IcsReader } from './ics/ics-reader.js';
import type { ParsedOccurrence, ParsedSeries } from './ics/ics-parse.js';
import { occurrenceDates, splitSeries } from '../../../shared/recurrence.js';
import { seriesBlockOf, type SeriesBlock } from './ics/ics-series.js';
import { placeOnMinutes } from './place-on-minutes.js';
import { allDayDates } from './caldav/sync-window.js';

type ImportedSeries = Extract<SeriesBlock, { ok: true }>;

/** The dates chosen (the user's), the instants they run from and to, and the user's timezone. */
interface ImportWindow {
  from: string;
  to: string;
  start: Date;
  end: Date;
  timezone: string;
}

/** What an import writes and answers, gathered event by event. */
interface ImportPlan {
  summary: ImportSummary;
  values: Parameters<CalendarRepo['insertBlocks']>[1];
  busy: NonNullable<Parameters<CalendarRepo['insertBlocks']>[2]>;
  /** Keys imported before this file. */
  existing: Set<string>;
  /** Keys taken earlier in this file. */
  seen: Set<string>;
}

/**
 * The repeating events that import as one series, each moved to its first occurrence in the dates. One whose rule the
 * product cannot repeat by is imported occurrence by occurrence, and the summary says so.
 */
function seriesToImport(read: { series?: ParsedSeries[]; occurrences: ParsedOccurrence[] }, window: ImportWindow, summary: ImportSummary) {
  const { from, to, timezone } = window;
  const asSeries = new Map<string, ImportedSeries>();
  for (const series of read.series ?? []) {
    const title = (series.title || 'Imported event').slice(0, TITLE_MAX_LENGTH);
    const block = seriesBlockOf(series, timezone, 'Imported event');
    if (!block.ok) {
      if (read.occurrences.some((o) => o.uid === series.uid))
        (summary.expanded ??= []).push({ uid: series.uid, title, reason: `Imported as separate blocks: ${block.reason}` });
      continue;
    }
    const rule = { date: block.values.date, hour: block.values.hour, minute: block.values.minute, rrule: block.values.rrule };
    const at = occurrenceDates(rule, from > rule.date ? from : rule.date, to, timezone)[0];
    if (at === undefined) continue;
    if (at > rule.date) {
      block.values.rrule = splitSeries(rule, at, timezone).after;
      block.values.date = at;
      block.exceptions = block.exceptions.filter((e) => e.occurrenceDate >= at);
    }
    asSeries.set(series.uid, block);
  }
  return asSeries;
}

/** Each series becomes one repeating block, unless it was imported already. */
function planSeries(plan: ImportPlan, allSeries: ParsedSeries[], asSeries: Map<string, ImportedSeries>): void {
  for (const series of allSeries) {
    const block = asSeries.get(series.uid);
    if (!block) continue;
    const { title, date, hour, minute, durationMinutes, rrule, seriesEnd } = block.values;
    if (plan.existing.has(series.key) || plan.seen.has(series.key)) {
      plan.summary.skipped.push({ uid: series.uid, title, reason: 'Already imported' });
      continue;
    }
    plan.seen.add(series.key);
    plan.values.push({
      title,
      date,
      hour,
      minute,
      durationMinutes,
      rrule,
      seriesEnd,
      category: 'meeting',
      sourceUid: series.key,
      exceptions: block.exceptions,
    });
    plan.summary.imported.push({ title, date, hour, minute, duration: durationMinutes / 60, durationMinutes, rrule });
  }
}

/** A one-off occurrence becomes a block, or busy time on the dates it covers when it lasts all day. */
function planOccurrence(plan: ImportPlan, occurrence: ParsedOccurrence, window: ImportWindow): void {
  const { from, to, start, end, timezone } = window;
  const title = (occurrence.title || 'Imported event').slice(0, TITLE_MAX_LENGTH);
  const skip = (reason: ImportSummary['skipped'][number]['reason']) => plan.summary.skipped.push({ uid: occurrence.uid, title, reason });
  if (plan.existing.has(occurrence.key) || plan.seen.has(occurrence.key)) {
    skip('Already imported');
    return;
  }
  // All-day dates are floating: they name the same days in every zone.
  const dates = occurrence.allDay ? allDayDates(occurrence, { from, to }) : [];
  const outside = occurrence.allDay ? dates.length === 0 : occurrence.start.getTime() < start.getTime() || occurrence.start.getTime() >= end.getTime();
  if (outside) {
    skip('Outside the chosen dates');
    return;
  }
  plan.seen.add(occurrence.key);
  if (occurrence.allDay) {
    for (const date of dates)
      plan.busy.push({ uid: occurrence.key, title, date, hour: 0, minute: 0, durationMinutes: 24 * 60, allDay: true, free: occurrence.free });
    (plan.summary.busy ??= []).push({ uid: occurrence.uid, title, dates });
    return;
  }
  const placed = placeOnMinutes(occurrence.start, occurrence.end, timezone);
  plan.values.push({ ...placed, title, category: 'meeting', sourceUid: occurrence.key });
  plan.summary.imported.push({ title, ...placed, duration: placed.durationMinutes / 60 });
}

export function createCalendarImportService(deps: {
  repo: CalendarRepo;
  reader: IcsReader;
  onImported?: (userId: string, blockIds: string[]) => Promise<void>;
}) {
  const { repo } = deps;
  return {
    /**
     * Events starting in [from, to] (the user's dates) become time blocks, all in one transaction; all-day events
     * become all-day busy time on the dates they cover. A repeating event
     * with an occurrence in those dates becomes one series from that occurrence on, keeping its removed and edited
     * dates; one whose rule the product cannot repeat by is imported occurrence by occurrence, and the summary says so.
     */
    async importIcs(userId: string, text: string, from: string, to: string): Promise<ImportSummary> {
      const timezone = await repo.userTimezone(userId);
      const start = startOfDayIn(from, timezone);
      const end = startOfDayIn(shiftDate(to, 1), timezone);
      const outcome = await deps.reader.read({ texts: [text], timezone, from: start, to: end, keepSingleOutside: true, series: true });
      const read = 'issue' in outcome ? outcome : outcome.results[0];
      if ('issue' in read) throw badRequest(read.issue.path, read.issue.message);
      const window: ImportWindow = { from, to, start, end, timezone };
      const summary: ImportSummary = { imported: [], skipped: [] };
      const asSeries = seriesToImport(read, window, summary);
      const occurrences = read.occurrences.filter((o) => !asSeries.has(o.uid));

      const seriesKeys = (read.series ?? []).filter((s) => asSeries.has(s.uid)).map((s) => s.key);
      const existing = await repo.existingSourceUids(userId, [...occurrences.map((o) => o.key), ...seriesKeys]);
      for (const uid of await repo.importedBusyUids(
        userId,
        occurrences.filter((o) => o.allDay).map((o) => o.key),
      ))
        existing.add(uid);
      const plan: ImportPlan = { summary, values: [], busy: [], existing, seen: new Set() };
      planSeries(plan, read.series ?? [], asSeries);
      for (const occurrence of occurrences) planOccurrence(plan, occurrence, window);
      const rows = await repo.insertBlocks(userId, plan.values, plan.busy);
      if (deps.onImported && rows.length > 0)
        await deps.onImported(
          userId,
          rows.map((r) => r.id),
        );
      return summary;
    },
  };
}

export type CalendarImportService = ReturnType<typeof createCalendarImportService>;
