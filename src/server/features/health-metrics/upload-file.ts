import { createWriteStream, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../errors.js';

const PREFIX = join(tmpdir(), 'twelvefold-upload-');

/** The upload folders not yet removed: however the process exits (a signal's shutdown included), none is left behind. */
const live = new Set<string>();
process.once('exit', () => {
  for (const dir of live) rmSync(dir, { recursive: true, force: true });
});

async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  live.delete(dir);
}

/** Writes a request body to a fresh temporary file as it arrives, refusing it past `maxBytes`; returns the file's path. */
export async function saveUpload(body: Readable, maxBytes: number): Promise<string> {
  const dir = await mkdtemp(PREFIX);
  live.add(dir);
  const path = join(dir, 'upload');
  let seen = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > maxBytes ? new AppError(413, 'The file is too large') : null, chunk);
    },
  });
  try {
    await pipeline(body, limit, createWriteStream(path));
    return path;
  } catch (error) {
    await removeDir(dir);
    throw error instanceof AppError ? error : new AppError(400, 'The upload was interrupted');
  }
}

export async function removeUpload(path: string): Promise<void> {
  if (path.startsWith(PREFIX)) await removeDir(dirname(path));
}

/** Removes every upload still on disk, for a server that is closing. */
export async function removeAllUploads(): Promise<void> {
  await Promise.all([...live].map(removeDir));
}
