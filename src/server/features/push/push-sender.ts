import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import type { PushPayload } from '../../../shared/schemas/push.js';
import { guardedLookup, type PushNetwork } from './push-endpoint.js';
import type { VapidKeys } from './vapid-keys.js';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A failure worth trying again (the push service was busy or unreachable). */
export class PushSendError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushSendError';
  }
}

const TTL_SECONDS = 4 * 60 * 60;
const TIMEOUT_MS = 15_000;

/**
 * Encrypts the payload (RFC 8291 aes128gcm) and signs the request (VAPID) through web-push, then posts it to an
 * address the policy allows. 'gone' when the push service says the subscription no longer exists (404, 410).
 */
export async function sendPush(target: PushTarget, payload: PushPayload, vapid: VapidKeys, network: PushNetwork): Promise<'sent' | 'gone'> {
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
    vapidDetails: vapid,
    TTL: TTL_SECONDS,
    contentEncoding: 'aes128gcm',
    urgency: 'normal',
  });
  const url = new URL(details.endpoint);
  const transport = url.protocol === 'https:' ? https : http;
  const status = await new Promise<number>((resolve, reject) => {
    const request = transport.request(
      url,
      { method: details.method, headers: details.headers, lookup: guardedLookup(network), agent: false, timeout: TIMEOUT_MS },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new PushSendError('push service timed out')));
    request.on('error', (error) => reject(error instanceof PushSendError ? error : new PushSendError(error.message)));
    request.end(details.body ?? undefined);
  });
  if (status === 404 || status === 410) return 'gone';
  if (status < 200 || status >= 300) throw new PushSendError(`push service answered ${status}`);
  return 'sent';
}
