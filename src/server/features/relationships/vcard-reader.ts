import { workerEntry } from '../../worker-pool.js';
import { createFileReader, type FileReader } from '../../file-reader.js';
import { pacer } from '../../event-loop.js';
import { unpack, type PackedReading, type VcardReading } from './vcard-task.js';

export type VcardReader = FileReader<string, VcardReading>;

/**
 * A vCard file of megabytes (a hundred thousand cards) is parsed card by card in a worker thread; its people come back
 * as one string, unpacked here in short turns.
 */
export function createVcardReader(): VcardReader {
  const reader = createFileReader<string, PackedReading>({
    entry: workerEntry(import.meta.url, './vcard-worker'),
    name: 'vCard reader',
    what: 'vCard file',
    memoryMb: 512,
    timeoutMs: 60_000,
  });
  return {
    async read(text) {
      const reading = await reader.read(text);
      return { ...reading, people: await unpack(reading.people, pacer()) };
    },
    close: () => reader.close(),
  };
}
