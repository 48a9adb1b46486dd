import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import { settingOrFirst } from './db/app-settings.js';
import type { Db } from './db/database.js';

/** SESSION_SECRET when set, else one generated once into DATA_DIR and reused. */
export function resolveSessionSecret(dataDir: string, configured?: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    /* first start */
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export class SessionSecretMismatchError extends Error {
  constructor() {
    super(
      'SESSION_SECRET differs from the one this database was set up with: calendar passwords and feed links ' +
        'encrypted with it could not be read. Set the same SESSION_SECRET on every instance that shares the database ' +
        '(or restore the session-secret file in DATA_DIR).',
    );
    this.name = 'SessionSecretMismatchError';
  }
}

const FINGERPRINT_KEY = 'session_secret_fingerprint';

/**
 * The first start records a fingerprint of the secret (an HMAC, not the secret); every later start, on any
 * instance, must present the same secret.
 */
export async function verifySessionSecret(db: Db, secret: string): Promise<void> {
  const fingerprint = createHmac('sha256', secret).update('twelvefold session secret fingerprint').digest('base64url');
  if ((await settingOrFirst(db, FINGERPRINT_KEY, fingerprint)) !== fingerprint) throw new SessionSecretMismatchError();
}
