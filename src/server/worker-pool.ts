import { parentPort, Worker } from 'node:worker_threads';
import type { AppErrorData } from './errors.js';

const IDLE_MS = 60_000;
const BOOT_MS = 60_000;

/**
 * The worker module beside `moduleUrl` named `stem` ('./ics-worker'): the compiled .js when the server runs from
 * dist, the .ts source when it runs from source (tests, the dev and end-to-end servers).
 */
export function workerEntry(moduleUrl: string, stem: string): URL {
  return new URL(`${stem}${moduleUrl.endsWith('.ts') ? '.ts' : '.js'}`, moduleUrl);
}

function startWorker(entry: URL, memoryMb: number): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: memoryMb } };
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, options);
  // From source the worker loads TypeScript through tsx too.
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}

/** Why a task got no answer of its own: the thread ran out of memory, took too long, or ended. */
export type WorkerFailure = 'memory' | 'time' | 'crash';

/**
 * The answer for a file whose reading a thread did not finish: 413 past the thread's memory or time (the file is too
 * big to read), 400 when the thread ended, naming the field `path`.
 */
export function unreadFile(what: string, why: WorkerFailure, limits: { memoryMb: number; timeoutMs: number }, path = 'file'): AppErrorData {
  const message = {
    memory: `Reading the ${what} needs more than ${limits.memoryMb} MB of memory`,
    time: `Reading the ${what} took longer than ${limits.timeoutMs / 1000} seconds`,
    crash: `The ${what} could not be read`,
  }[why];
  return { statusCode: why === 'crash' ? 400 : 413, message: `${path}: ${message}`, issues: [{ path, message }] };
}

export interface WorkerPoolOptions<Task, Outcome> {
  entry: URL;
  /** Named in the error thrown when a thread does not start. */
  name: string;
  maxWorkers: number;
  memoryMb: number;
  /** Past this the thread is ended and the task gets `failed(task, 'time')`. */
  timeoutMs: number;
  failed: (task: Task, why: WorkerFailure) => Outcome;
}

export interface WorkerPool<Task, Outcome> {
  run(task: Task): Promise<Outcome>;
  close(): Promise<void>;
}

interface Slot {
  worker: Worker;
  idleTimer?: NodeJS.Timeout;
}

/** A new thread, once it says it is ready; an error when it does not within BOOT_MS. */
async function spawn<Task, Outcome>(options: WorkerPoolOptions<Task, Outcome>): Promise<Slot> {
  const worker = startWorker(options.entry, options.memoryMb);
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
    throw new Error(`The ${options.name} thread did not start`);
  }
  return { worker };
}

/** Runs one task on the slot's thread: its outcome, and whether the thread may take another (no crash, time or memory overrun). */
function runOn<Task, Outcome>(options: WorkerPoolOptions<Task, Outcome>, slot: Slot, task: Task): Promise<{ outcome: Outcome; healthy: boolean }> {
  const { worker } = slot;
  return new Promise((resolve) => {
    const done = (outcome: Outcome, healthy: boolean) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      resolve({ outcome, healthy });
    };
    const onMessage = (outcome: Outcome) => done(outcome, true);
    const onError = (error: Error) => done(options.failed(task, (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crash'), false);
    const onExit = () => done(options.failed(task, 'crash'), false);
    const timer = setTimeout(() => done(options.failed(task, 'time'), false), options.timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(task);
  });
}

/**
 * Work that would hold the event loop (parsing files of megabytes) runs in worker threads: at most `maxWorkers` at
 * once, the others waiting their turn, each thread kept warm for a minute. A thread that overruns its time or memory
 * is ended, which stops even a parser stuck inside one step.
 */
export function createWorkerPool<Task, Outcome>(options: WorkerPoolOptions<Task, Outcome>): WorkerPool<Task, Outcome> {
  const idle: Slot[] = [];
  const waiting: (() => void)[] = [];
  let running = 0;
  let closed = false;

  const acquire = async () => {
    if (running < options.maxWorkers) {
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

  return {
    async run(task) {
      await acquire();
      try {
        const slot = idle.pop() ?? (await spawn(options));
        clearTimeout(slot.idleTimer);
        const { outcome, healthy } = await runOn(options, slot, task);
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

/**
 * Inside a worker thread: answers each task the pool sends with `handle`'s outcome, in order; the buffers
 * `transfer` names are moved to the pool's thread rather than copied.
 */
export function serveTasks<Task, Outcome>(handle: (task: Task) => Outcome, transfer: (outcome: Outcome) => ArrayBuffer[] = () => []): void {
  const port = parentPort!;
  port.on('message', (task: Task) => {
    const outcome = handle(task);
    port.postMessage(outcome, transfer(outcome));
  });
  port.postMessage('ready');
}
