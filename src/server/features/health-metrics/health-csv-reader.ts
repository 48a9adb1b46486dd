import { createWorkerPool, workerEntry, type WorkerFailure } from '../../worker-pool.js';
import { AppError } from '../../errors.js';
import type { CsvOutcome, CsvReading, CsvTask } from './health-csv-task.js';

const MEMORY_MB = 512;
/** A 5 MB file reads in a few seconds on a slow machine. */
const TIMEOUT_MS = 60_000;

const MESSAGES: Record<WorkerFailure, string> = {
  memory: `Reading the CSV needs more than ${MEMORY_MB} MB of memory`,
  time: `Reading the CSV took longer than ${TIMEOUT_MS / 1000} seconds`,
  crash: 'The CSV could not be read',
};

export interface CsvReader {
  /** Reads a CSV of daily values in a worker thread; a file that cannot be read throws its AppError. */
  read(task: CsvTask): Promise<CsvReading>;
  close(): Promise<void>;
}

/**
 * A CSV of megabytes takes seconds to parse and check cell by cell: it is read in a worker thread, so every other
 * request on the instance is answered meanwhile.
 */
export function createCsvReader(): CsvReader {
  const pool = createWorkerPool<CsvTask, CsvOutcome>({
    entry: workerEntry(import.meta.url, './health-csv-worker'),
    name: 'CSV reader',
    maxWorkers: 2,
    memoryMb: MEMORY_MB,
    timeoutMs: TIMEOUT_MS,
    failed: (_task, why) => ({
      error: { statusCode: why === 'crash' ? 400 : 413, message: `file: ${MESSAGES[why]}`, issues: [{ path: 'file', message: MESSAGES[why] }] },
    }),
  });
  return {
    async read(task) {
      const outcome = await pool.run(task);
      if ('error' in outcome) throw new AppError(outcome.error.statusCode, outcome.error.message, outcome.error.issues);
      return outcome.reading;
    },
    close: () => pool.close(),
  };
}
