import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.js';

export interface VapidKeys {
  /** base64url, the uncompressed P-256 point. */
  publicKey: string;
  privateKey: string;
  subject: string;
}

function subjectFor(config: Config): string {
  if (config.push.subject) return config.push.subject;
  return config.publicUrl?.startsWith('https://') ? config.publicUrl : 'mailto:push@twelvefold.invalid';
}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set, else a pair generated once into DATA_DIR and reused: a
 * browser's subscription is bound to the public key, so it must not change between starts.
 */
export function resolveVapidKeys(config: Config): VapidKeys {
  const subject = subjectFor(config);
  if (config.push.publicKey && config.push.privateKey) return { publicKey: config.push.publicKey, privateKey: config.push.privateKey, subject };
  const file = path.join(config.dataDir, 'vapid-keys.json');
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey) return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  } catch {
    /* first start */
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return { ...keys, subject };
}

/** A pair for this process only (tests, or an app built without one). */
export function ephemeralVapidKeys(): VapidKeys {
  return { ...webpush.generateVAPIDKeys(), subject: 'mailto:push@twelvefold.invalid' };
}
