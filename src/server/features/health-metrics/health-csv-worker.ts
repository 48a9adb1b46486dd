import { serveTasks } from '../../worker-pool.js';
import { readCsvTask, transferOf } from './health-csv-task.js';

/** Runs in a worker thread started by health-csv-reader.ts: one CSV at a time, answered in order. */
serveTasks(readCsvTask, transferOf);
