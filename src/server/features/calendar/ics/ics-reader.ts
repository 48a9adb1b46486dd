import { ICS_MAX_SECONDS } from '../../../../shared/schemas/calendar.js';
import { createWorkerPool, workerEntry, type WorkerFailure } from '../../../worker-pool.js';
import type { IcsIssue, ReadOutcome, ReadTask } from './ics-parse.js';

/** The worker watches its own clock; past this the parser is stuck inside one step and the thread is ended. */
const GRACE_MS = 1000;
const MEMORY_MB = 512;

function failure(task: ReadTask, why: WorkerFailure, maxSeconds: number): IcsIssue {
  const what = task.source ?? 'file';
  if (why === 'memory') return { path: 'file', message: `Reading the ${what} needs more than ${MEMORY_MB} MB of memory` };
  if (why === 'time') return { path: 'file.time', message: `Reading the ${what} took longer than ${maxSeconds} seconds` };
  return { path: 'file', message: `The ${what} could not be read` };
}

export interface IcsReader {
  /** Reads the texts in a worker thread within the bounds of src/shared/schemas/calendar.ts. */
  read(task: ReadTask): Promise<ReadOutcome>;
  close(): Promise<void>;
}

/**
 * Parsing and expanding iCalendar texts happens off the event loop, in at most two worker threads. ical.js can loop
 * without end inside one step (e.g. FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30), which only ending the thread stops.
 */
export function createIcsReader(options: { maxSeconds?: number } = {}): IcsReader {
  const maxSeconds = options.maxSeconds ?? ICS_MAX_SECONDS;
  const pool = createWorkerPool<{ task: ReadTask; maxSeconds: number }, ReadOutcome>({
    entry: workerEntry(import.meta.url, './ics-worker'),
    name: 'calendar reader',
    maxWorkers: 2,
    memoryMb: MEMORY_MB,
    timeoutMs: maxSeconds * 1000 + GRACE_MS,
    failed: ({ task }, why) => ({ issue: failure(task, why, maxSeconds) }),
  });
  return { read: (task) => pool.run({ task, maxSeconds }), close: () => pool.close() };
}
