import { createWorkerPool, unreadFile, workerEntry } from '../../worker-pool.js';
import { fromErrorData } from '../../errors.js';
import type { TaskFileOutcome, TaskFileReading, TaskFileTask } from './task-import-task.js';

const LIMITS = { memoryMb: 256, timeoutMs: 60_000 };

export interface TaskFileReader {
  /** Reads a Todoist CSV or a checklist in a worker thread; a file that cannot be read throws its AppError. */
  read(task: TaskFileTask): Promise<TaskFileReading>;
  close(): Promise<void>;
}

/**
 * A file of thousands of rows takes seconds to read (each Todoist date goes through a natural-language parser): it is
 * read in a worker thread, so every other request on the instance is answered meanwhile.
 */
export function createTaskFileReader(): TaskFileReader {
  const pool = createWorkerPool<TaskFileTask, TaskFileOutcome>({
    entry: workerEntry(import.meta.url, './task-import-worker'),
    name: 'task file reader',
    maxWorkers: 2,
    ...LIMITS,
    failed: (_task, why) => ({ error: unreadFile('file', why, LIMITS) }),
  });
  return {
    async read(task) {
      const outcome = await pool.run(task);
      if ('error' in outcome) throw fromErrorData(outcome.error);
      return outcome.reading;
    },
    close: () => pool.close(),
  };
}
