import { errorCodes } from 'fastify';
import { createWorkerPool, unreadFile, workerEntry } from '../../worker-pool.js';
import { AppError } from '../../errors.js';
import type { IngestOutcome, IngestReading, IngestTask } from './health-ingest-task.js';

/** A 20 MB push reads in a few seconds on a slow machine. */
const LIMITS = { memoryMb: 512, timeoutMs: 60_000 };

export interface IngestReader {
  /** Parses, checks and maps a push in a worker thread; a push that cannot be read throws the error it is answered with. */
  read(task: IngestTask): Promise<IngestReading>;
  close(): Promise<void>;
}

/**
 * A push of megabytes takes a second or more to parse, check and map: that happens in a worker thread, so every
 * other request on the instance is answered meanwhile.
 */
export function createIngestReader(): IngestReader {
  const pool = createWorkerPool<IngestTask, IngestOutcome>({
    entry: workerEntry(import.meta.url, './health-ingest-worker'),
    name: 'health push reader',
    maxWorkers: 2,
    ...LIMITS,
    failed: (_task, why) => ({ error: unreadFile('push', why, LIMITS, 'body') }),
  });
  return {
    async read(task) {
      const outcome = await pool.run(task);
      if ('notJson' in outcome) throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
      if ('error' in outcome) throw new AppError(outcome.error.statusCode, outcome.error.message, outcome.error.issues);
      return outcome.reading;
    },
    close: () => pool.close(),
  };
}
