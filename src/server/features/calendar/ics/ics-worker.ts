import { serveTasks } from '../../../worker-pool.js';
import { readCalendars, type ReadOutcome, type ReadTask } from './ics-parse.js';

/** Runs in a worker thread started by ics-reader.ts: one task at a time, answered in order. */
serveTasks(({ task, maxSeconds }: { task: ReadTask; maxSeconds: number }): ReadOutcome => {
  try {
    return readCalendars(task, { maxSeconds });
  } catch (error) {
    return { issue: { path: 'file', message: `Not a valid iCalendar file: ${error instanceof Error ? error.message.slice(0, 200) : 'unreadable'}` } };
  }
});
