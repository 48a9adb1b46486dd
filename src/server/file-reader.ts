import { createWorkerPool, unreadFile } from './worker-pool.js';
import { fromErrorData, type AppErrorData } from './errors.js';

/** What a reading thread answers: the file's reading, or the error the request is answered with. */
export type FileOutcome<Reading> = { reading: Reading } | { error: AppErrorData };

export interface FileReader<Task, Reading> {
  /** Reads a file in a worker thread; a file that cannot be read throws its AppError. */
  read(task: Task): Promise<Reading>;
  close(): Promise<void>;
}

export interface FileReaderOptions {
  entry: URL;
  /** Named in the error thrown when a thread does not start. */
  name: string;
  /** The file as the errors name it: "Reading the CSV took longer than 60 seconds". */
  what: string;
  /** The field the errors name (default "file"). */
  path?: string;
  memoryMb: number;
  timeoutMs: number;
}

/**
 * A file of megabytes takes seconds to parse and check: it is read in one of two worker threads, so every other
 * request on the instance is answered meanwhile. Past the thread's memory or time the answer is 413, 400 when it ended.
 */
export function createFileReader<Task, Reading>(options: FileReaderOptions): FileReader<Task, Reading> {
  const { what, path = 'file', ...limits } = options;
  const pool = createWorkerPool<Task, FileOutcome<Reading>>({
    ...limits,
    maxWorkers: 2,
    failed: (_task, why) => ({ error: unreadFile(what, why, limits, path) }),
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
