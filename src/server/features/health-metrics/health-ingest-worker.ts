import { serveTasks } from '../../worker-pool.js';
import { readIngestTask, transferOf } from './health-ingest-task.js';

/** Runs in a worker thread started by health-ingest-reader.ts: one push at a time, answered in order. */
serveTasks(readIngestTask, transferOf);
