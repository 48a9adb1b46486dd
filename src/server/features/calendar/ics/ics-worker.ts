import { parentPort } from 'node:worker_threads';
import { readCalendars, type ReadOutcome, type ReadTask } from './ics-parse.js';

/** Runs in a worker thread started by ics-reader.ts: one task at a time, answered in order. */
const port = parentPort!;
port.on('message', ({ task, maxSeconds }: { task: ReadTask; maxSeconds: number }) => {
  let outcome: ReadOutcome;
  try {
    outcome = readCalendars(task, { maxSeconds });
  } catch (error) {
    outcome = { issue: { path: 'file', message: `Not a valid iCalendar file: ${error instanceof Error ? error.message.slice(0, 200) : 'unreadable'}` } };
  }
  port.postMessage(outcome);
});
port.postMessage('ready');
