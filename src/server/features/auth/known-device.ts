import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A browser that has signed in to an account before carries a signed cookie naming that account and a random
 * device id. Its sign-in attempts are limited on their own, so strangers failing against the account cannot lock
 * its owner out (OWASP's "device cookies").
 */
export const DEVICE_COOKIE = 'tf_device';
const DEVICE_COOKIE_DAYS = 400;

export interface KnownDevice {
  userId: string;
  deviceId: string;
}

export function readKnownDevice(request: FastifyRequest): KnownDevice | undefined {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  const [userId, deviceId] = unsigned.value.split('.');
  return userId && deviceId ? { userId, deviceId } : undefined;
}

/** Marks this browser as one the user signed in with, keeping its device id when it already was. */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, userId: string, secure: boolean): void {
  const known = readKnownDevice(request);
  const deviceId = known?.userId === userId ? known.deviceId : randomBytes(16).toString('base64url');
  reply.setCookie(DEVICE_COOKIE, `${userId}.${deviceId}`, {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
  });
}
