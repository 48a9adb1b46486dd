import { workerEntry } from '../../worker-pool.js';
import { createFileReader, type FileReader } from '../../file-reader.js';
import type { TaskFileReading, TaskFileTask } from './task-import-task.js';

export type TaskFileReader = FileReader<TaskFileTask, TaskFileReading>;

/** A Todoist CSV or checklist of thousands of rows (each Todoist date goes through a natural-language parser). */
export const createTaskFileReader = (): TaskFileReader =>
  createFileReader({ entry: workerEntry(import.meta.url, './task-import-worker'), name: 'task file reader', what: 'file', memoryMb: 256, timeoutMs: 60_000 });
