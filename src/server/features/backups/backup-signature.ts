import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';

/**
 * Every backup this instance writes ends with an HMAC of its SQL under a key kept in DATA_DIR, and a restore runs
 * only a dump whose line matches: a file someone else wrote or changed is never run against the database.
 */
const KEY_FILE = 'backup-signing-key';
const PREFIX = '-- Twelvefold backup signature: ';

/** The key in DATA_DIR, made on first use (several instances writing backups share it as they share SESSION_SECRET). */
export function backupSigningKey(dataDir: string, create = true): Buffer | null {
  const file = path.join(dataDir, KEY_FILE);
  try {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
    if (key.length >= 32) return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (!create) return null;
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  fs.writeFileSync(file, key.toString('base64url'), { mode: 0o600, flag: 'wx' });
  return key;
}

const line = (key: Buffer, mac: string) => Buffer.from(`${PREFIX}${mac}\n`);

/** The dump with its signature line after it. */
export function signed(key: Buffer, dump: Buffer): Buffer {
  return Buffer.concat([dump, line(key, createHmac('sha256', key).update(dump).digest('hex'))]);
}

/** Passes a dump through, and adds its signature line at the end. */
export function signer(key: Buffer): Transform {
  const mac = createHmac('sha256', key);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      mac.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      done(null, line(key, mac.digest('hex')));
    },
  });
}

/** The dump without its signature line when the line is this key's signature of it; null otherwise. */
export function verified(key: Buffer, bytes: Buffer): Buffer | null {
  const at = bytes.lastIndexOf(PREFIX);
  if (at < 0) return null;
  const dump = bytes.subarray(0, at);
  const rest = bytes.subarray(at + PREFIX.length).toString('latin1');
  if (!/^[0-9a-f]{64}\n?$/.test(rest)) return null;
  const given = Buffer.from(rest.slice(0, 64), 'hex');
  const expected = createHmac('sha256', key).update(dump).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? dump : null;
}
