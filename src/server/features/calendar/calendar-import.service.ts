import type { ImportSummary } from '../../../shared/schemas/calendar.js';
import { shiftDate } from '../../../shared/dates.js';
import { TITLE_MAX_LENGTH } from '../../../shared/schemas/time-blocks.js';
import { badRequest } from '../../errors.js';
import type { CalendarRepo } from './calendar.repo.js';
import type { IcsReader } from './ics-reader.js';
import { placeOnHours } from './place-on-hours.js';
import { wallTimeOf, wallTimeToUtc } from './zoned-time.js';

export function createCalendarImportService(deps: {
  repo: CalendarRepo;
  reader: IcsReader;
  onImported?: (userId: string, blockIds: string[]) => Promise<void>;
}) {
  const { repo } = deps;
  return {
    /** Events starting in [from, to] (the user's dates) become time blocks, all in one transaction. */
    async importIcs(userId: string, text: string, from: string, to: string): Promise<ImportSummary> {
      const timezone = await repo.userTimezone(userId);
      const start = wallTimeToUtc(wallTimeOf(from), timezone);
      const end = wallTimeToUtc(wallTimeOf(shiftDate(to, 1)), timezone);
      const outcome = await deps.reader.read({ texts: [text], timezone, from: start, to: end, keepSingleOutside: true });
      const read = 'issue' in outcome ? outcome : outcome.results[0]!;
      if ('issue' in read) throw badRequest(read.issue.path, read.issue.message);
      const { occurrences } = read;

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
        const placed = placeOnHours(occurrence.start, occurrence.end, timezone);
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
