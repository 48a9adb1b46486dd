import { createWorkerPool, unreadFile, workerEntry } from '../../worker-pool.js';
import { fromErrorData } from '../../errors.js';
import { pacer } from '../../event-loop.js';
import { unpack, type VcardOutcome, type VcardReading } from './vcard-task.js';

const LIMITS = { memoryMb: 512, timeoutMs: 60_000 };

export interface VcardReader {
  /** Reads a vCard file in a worker thread; a file that cannot be read throws its AppError. */
  read(text: string): Promise<VcardReading>;
  close(): Promise<void>;
}

/**
 * A vCard file of megabytes (a hundred thousand cards) takes seconds to parse card by card: it is read in a worker
 * thread, so every other request on the instance is answered meanwhile.
 */
export function createVcardReader(): VcardReader {
  const pool = createWorkerPool<string, VcardOutcome>({
    entry: workerEntry(import.meta.url, './vcard-worker'),
    name: 'vCard reader',
    maxWorkers: 2,
    ...LIMITS,
    failed: (_text, why) => ({ error: unreadFile('vCard file', why, LIMITS) }),
  });
  return {
    async read(text) {
      const outcome = await pool.run(text);
      if ('error' in outcome) throw fromErrorData(outcome.error);
      return { ...outcome.reading, people: await unpack(outcome.reading.people, pacer()) };
    },
    close: () => pool.close(),
  };
}
