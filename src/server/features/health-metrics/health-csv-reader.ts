import { workerEntry } from '../../worker-pool.js';
import { createFileReader, type FileReader } from '../../file-reader.js';
import type { CsvReading, CsvTask } from './health-csv-task.js';

export type CsvReader = FileReader<CsvTask, CsvReading>;

/** A CSV of daily values, checked cell by cell; 5 MB reads in a few seconds on a slow machine. */
export const createCsvReader = (): CsvReader =>
  createFileReader({ entry: workerEntry(import.meta.url, './health-csv-worker'), name: 'CSV reader', what: 'CSV', memoryMb: 512, timeoutMs: 60_000 });
