import { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../storable-text.js';

/** A text field of a request: z.string that also refuses what PostgreSQL cannot store. */
export const text = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE, abort: true });

export const idSchema = z.uuid({ error: 'Must be a valid id' });
export const idParamsSchema = z.object({ id: idSchema });
/**
 * A page of a list that grows without bound: the newest rows, oldest first; `before` (a row's id) asks for the
 * rows just older than that one. An id that is not a row of this list is 404.
 */
export const pageQuerySchema = z.object({ before: idSchema.optional() });
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Every date the API accepts lies in these years, so every date it derives (goal ends, recurrences) stays printable. */
export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2999;

/** Whether a yyyy-MM-dd string names a day that exists (no 31 April, 29 February only in leap years). */
function isCalendarDate(value: string): boolean {
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const isoDateSchema = text({ error: 'Date is required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Date must be yyyy-MM-dd' })
  .refine(isCalendarDate, { error: 'Date must be a real calendar date', abort: true })
  .refine(
    (value) => {
      const year = Number(value.slice(0, 4));
      return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
    },
    { error: `Date must be between ${DATE_MIN_YEAR} and ${DATE_MAX_YEAR}` },
  );

/** An ISO 8601 timestamp with a zone (Z or an offset), within the accepted years. */
export const isoTimestampSchema = text({ error: 'Timestamp is required' })
  .pipe(z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 timestamp' }))
  .refine(
    (value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
    },
    { error: `Date must be between ${DATE_MIN_YEAR} and ${DATE_MAX_YEAR}` },
  );

/** A calendar date, or a timestamp that the server turns into the date in the user's time zone. */
export const dateOrTimestampSchema = text({ error: 'Date is required' }).refine(
  (value) => isoDateSchema.safeParse(value).success || isoTimestampSchema.safeParse(value).success,
  { error: `Date must be yyyy-MM-dd or an ISO 8601 timestamp, between ${DATE_MIN_YEAR} and ${DATE_MAX_YEAR}` },
);

export const errorBodySchema = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const okSchema = z.object({ ok: z.literal(true) });
