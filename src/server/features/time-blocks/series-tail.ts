import { z } from 'zod';

/** The series as PostgreSQL's to_jsonb wrote it: every column by name; the Undo gives back its rule and last date. */
const seriesRowSchema = z.looseObject({ id: z.string(), rrule: z.string().nullable(), series_end: z.string().nullable() });
/** An exception the cut dropped, as to_jsonb wrote it, put back as it is. */
const exceptionRowSchema = z.looseObject({ block_id: z.string(), occurrence_date: z.string() });

const seriesTailFields = {
  row: seriesRowSchema,
  exceptions: z.array(exceptionRowSchema),
  /** The first date the cut took away (Recently deleted names the series from it). */
  from: z.string(),
};

/** An earlier cut of the same series still in its Undo window, kept inside the newer one as it was stored. */
const earlierCutSchema = z.object({
  payload: z.looseObject(seriesTailFields),
  deletedAt: z.string(),
  expiresAt: z.string(),
});

/**
 * What "this and following" keeps for its Undo (deleted_items, kind `series-tail`): the series before the cut, the
 * exceptions it dropped, and an earlier cut of the same series that becomes restorable on its own again once this one
 * is undone. The repo writes and reads it through this one schema.
 */
export const seriesTailPayloadSchema = z.object({ ...seriesTailFields, earlier: earlierCutSchema.optional() });

export type SeriesTailPayload = z.infer<typeof seriesTailPayloadSchema>;
