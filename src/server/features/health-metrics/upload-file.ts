import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../errors.js';

const PREFIX = join(tmpdir(), 'twelvefold-upload-');

/** Writes a request body to a fresh temporary file as it arrives, refusing it past `maxBytes`; returns the file's path. */
export async function saveUpload(body: Readable, maxBytes: number): Promise<string> {
  const dir = await mkdtemp(PREFIX);
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
    await rm(dir, { recursive: true, force: true });
    throw error instanceof AppError ? error : new AppError(400, 'The upload was interrupted');
  }
}

export async function removeUpload(path: string): Promise<void> {
  if (path.startsWith(PREFIX)) await rm(dirname(path), { recursive: true, force: true });
}
