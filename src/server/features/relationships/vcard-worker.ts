import { serveTasks } from '../../worker-pool.js';
import { readVcardTask } from './vcard-task.js';

/** Runs in a worker thread started by vcard-reader.ts: one file at a time, answered in order. */
serveTasks(readVcardTask);
