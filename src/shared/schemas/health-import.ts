import { z } from 'zod';
import { HEALTH_METRIC_KEYS } from '../health-metrics.js';

/** The largest Health export accepted (the Health app's "Export All Health Data" runs to hundreds of megabytes). */
export const HEALTH_IMPORT_MAX_BYTES = 2 * 1024 * 1024 * 1024;

export const healthImportSummarySchema = z.object({
  /** Per metric found in the file: the days it covers, how many were filled and how many kept the user's own value. */
  metrics: z.array(
    z.object({
      metric: z.enum(HEALTH_METRIC_KEYS as unknown as [string, ...string[]]),
      from: z.string(),
      to: z.string(),
      days: z.number().int(),
      filled: z.number().int(),
      kept: z.number().int(),
    }),
  ),
});
export type HealthImportSummary = z.infer<typeof healthImportSummarySchema>;
