import type { ImportSummary } from '../../../shared/schemas/calendar.js';
import { shiftDate } from '../../../shared/dates.js';
import { TITLE_MAX_LENGTH } from '../../../shared/schemas/time-blocks.js';
import { badRequest } from '../../errors.js';
import type { CalendarRepo } from './calendar.repo.js';
import { IcsParseError, occurrencesIn, parseCalendar } from './ics-parse.js';
import { placeOnHours } from './place-on-hours.js';
import { wallTimeOf, wallTimeToUtc } from './zoned-time.js';

export function createCalendarImportService(deps: {
  repo: CalendarRepo;
  onImported?: (userId: string, blockIds: string[]) => Promise<void>;
}) {
  const { repo } = deps;
  return {
    /** Events starting in [from, to] (the user's dates) become time blocks, all in one transaction. */
    async importIcs(userId: string, text: string, from: string, to: string): Promise<ImportSummary> {
      const timezone = await repo.userTimezone(userId);
      const start = wallTimeToUtc(wallTimeOf(from), timezone);
      const end = wallTimeToUtc(wallTimeOf(shiftDate(to, 1)), timezone);
      let occurrences;
      try {
        const root = parseCalendar(text);
        occurrences = occurrencesIn(root, timezone, start, end, { keepSingleOutside: true });
      } catch (error) {
        if (error instanceof IcsParseError) throw badRequest('file', `Not a valid iCalendar file: ${error.message}`);
        throw error;
      }

      const summary: ImportSummary = { imported: [], skipped: [] };
      const existing = await repo.existingSourceUids(userId, occurrences.map((o) => o.key));
      const seen = new Set<string>();
      const values: Parameters<CalendarRepo['insertBlocks']>[1] = [];
      for (const occurrence of occurrences) {
        const title = (occurrence.title || 'Imported event').slice(0, TITLE_MAX_LENGTH);
        const skip = (reason: ImportSummary['skipped'][number]['reason']) => summary.skipped.push({ uid: occurrence.uid, title, reason });
        if (existing.has(occurrence.key) || seen.has(occurrence.key)) {
          skip('Already imported');
          continue;
        }
        if (occurrence.start.getTime() < start.getTime() || occurrence.start.getTime() >= end.getTime()) {
          skip('Outside the chosen dates');
          continue;
        }
        if (occurrence.allDay) {
          skip('All-day event');
          continue;
        }
        seen.add(occurrence.key);
        const placed = placeOnHours(occurrence.start, occurrence.end, timezone, 'round');
        values.push({ ...placed, title, category: 'meeting', sourceUid: occurrence.key });
        summary.imported.push({ title, ...placed });
      }
      const rows = await repo.insertBlocks(userId, values);
      if (deps.onImported && rows.length > 0) await deps.onImported(userId, rows.map((r) => r.id));
      return summary;
    },
  };
}

export type CalendarImportService = ReturnType<typeof createCalendarImportService>;
