import { Worker } from 'node:worker_threads';
import { ICS_MAX_SECONDS } from '../../../../shared/schemas/calendar.js';
import type { IcsIssue, ReadOutcome, ReadTask } from './ics-parse.js';

const MAX_WORKERS = 2;
const IDLE_MS = 60_000;
const BOOT_MS = 60_000;
/** The worker watches its own clock; past this the parser is stuck inside one step and the thread is ended. */
const GRACE_MS = 1000;
const MEMORY_MB = 512;

function startWorker(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: MEMORY_MB } };
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./ics-worker.js', import.meta.url), options);
  // Run from source (tests, the dev and end-to-end servers): the worker loads TypeScript through tsx too.
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./ics-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

interface Slot {
  worker: Worker;
  idleTimer?: NodeJS.Timeout;
}

function failure(task: ReadTask, error?: Error): IcsIssue {
  const what = task.source ?? 'file';
  if ((error as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return { path: 'file', message: `Reading the ${what} needs more than ${MEMORY_MB} MB of memory` };
  }
  return { path: 'file', message: `The ${what} could not be read` };
}

export interface IcsReader {
  /** Reads the texts in a worker thread within the bounds of src/shared/schemas/calendar.ts. */
  read(task: ReadTask): Promise<ReadOutcome>;
  close(): Promise<void>;
}

/**
 * Parsing and expanding iCalendar texts happens off the event loop, in at most two worker threads kept warm for a
 * minute. ical.js can loop without end inside one step (e.g. FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30), which only
 * ending the thread stops.
 */
export function createIcsReader(options: { maxSeconds?: number } = {}): IcsReader {
  const maxSeconds = options.maxSeconds ?? ICS_MAX_SECONDS;
  const idle: Slot[] = [];
  const waiting: (() => void)[] = [];
  let running = 0;
  let closed = false;

  const acquire = async () => {
    if (running < MAX_WORKERS) {
      running += 1;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const releaseTurn = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };

  const retire = (slot: Slot) => {
    clearTimeout(slot.idleTimer);
    const at = idle.indexOf(slot);
    if (at >= 0) idle.splice(at, 1);
    void slot.worker.terminate();
  };

  async function spawn(): Promise<Slot> {
    const worker = startWorker();
    worker.unref();
    // An 'error' event without a listener would end the process; each task listens for its own as well.
    worker.on('error', () => undefined);
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), BOOT_MS);
      const settle = (value: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('exit', onExit);
        resolve(value);
      };
      const onMessage = (message: unknown) => settle(message === 'ready');
      const onExit = () => settle(false);
      worker.on('message', onMessage);
      worker.on('exit', onExit);
    });
    if (!ready) {
      void worker.terminate();
      throw new Error('The calendar reader thread did not start');
    }
    return { worker };
  }

  function run(slot: Slot, task: ReadTask): Promise<{ outcome: ReadOutcome; healthy: boolean }> {
    const { worker } = slot;
    return new Promise((resolve) => {
      const done = (outcome: ReadOutcome, healthy: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve({ outcome, healthy });
      };
      const onMessage = (outcome: ReadOutcome) => done(outcome, true);
      const onError = (error: Error) => done({ issue: failure(task, error) }, false);
      const onExit = () => done({ issue: failure(task) }, false);
      const what = task.source ?? 'file';
      const timer = setTimeout(
        () => done({ issue: { path: 'file.time', message: `Reading the ${what} took longer than ${maxSeconds} seconds` } }, false),
        maxSeconds * 1000 + GRACE_MS,
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ task, maxSeconds });
    });
  }

  return {
    async read(task) {
      await acquire();
      try {
        const slot = idle.pop() ?? (await spawn());
        clearTimeout(slot.idleTimer);
        const { outcome, healthy } = await run(slot, task);
        if (healthy && !closed) {
          slot.idleTimer = setTimeout(() => retire(slot), IDLE_MS).unref();
          idle.push(slot);
        } else {
          void slot.worker.terminate();
        }
        return outcome;
      } finally {
        releaseTurn();
      }
    },

    async close() {
      closed = true;
      await Promise.all(idle.splice(0).map((slot) => (clearTimeout(slot.idleTimer), slot.worker.terminate())));
    },
  };
}
