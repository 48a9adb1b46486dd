import { serveTasks } from '../../worker-pool.js';
import { readTaskFileTask } from './task-import-task.js';

/** Runs in a worker thread started by task-import-reader.ts: one file at a time, answered in order. */
serveTasks(readTaskFileTask);
