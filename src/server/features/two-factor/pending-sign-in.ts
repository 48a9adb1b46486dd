import type { FastifyReply, FastifyRequest } from 'fastify';

/** Carries "this browser gave the right password" from the first step to the second, signed with the session secret. */
const PENDING_COOKIE = 'tf_pending_signin';
export const TRUSTED_COOKIE = 'tf_trusted_device';
const PENDING_SECONDS = 600;

interface Pending {
  userId: string;
  at: number;
}

export function setPending(reply: FastifyReply, secure: boolean, userId: string, nowMs: number): void {
  reply.setCookie(PENDING_COOKIE, JSON.stringify({ userId, at: nowMs } satisfies Pending), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    signed: true,
    maxAge: PENDING_SECONDS,
  });
}

/** The user whose password this browser gave in the last ten minutes, or null. */
export function readPending(request: FastifyRequest, nowMs: number): string | null {
  const raw = request.cookies[PENDING_COOKIE];
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  if (!unsigned?.valid || !unsigned.value) return null;
  try {
    const pending = JSON.parse(unsigned.value) as Pending;
    if (typeof pending.userId !== 'string' || typeof pending.at !== 'number') return null;
    return nowMs - pending.at <= PENDING_SECONDS * 1000 && pending.at <= nowMs ? pending.userId : null;
  } catch {
    return null;
  }
}

export function clearPending(reply: FastifyReply): void {
  reply.clearCookie(PENDING_COOKIE, { path: '/api/auth' });
}

export function setTrusted(reply: FastifyReply, secure: boolean, token: string, maxAgeSeconds: number): void {
  reply.setCookie(TRUSTED_COOKIE, token, { path: '/api/auth', httpOnly: true, sameSite: 'strict', secure, maxAge: maxAgeSeconds });
}
