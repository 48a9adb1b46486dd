import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from '../connections/retry-after.js';
import { googleError } from './google-api.js';

const now = new Date('2026-12-07T07:00:00Z');
const answer = (status: number, reasons: string[], headers: Record<string, string> = {}) =>
  new Response(JSON.stringify({ error: { code: status, message: 'm', errors: reasons.map((reason) => ({ domain: 'global', reason, message: 'm' })) } }), {
    status,
    headers,
  });

describe('reading Google Calendar refusals', () => {
  it('reads Retry-After as seconds or as an HTTP date, bounded to an hour', () => {
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Mon, 07 Dec 2026 07:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Mon, 07 Dec 2026 06:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds('86400', now)).toBe(3600);
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
    expect(retryAfterSeconds(null, now)).toBeUndefined();
  });

  it('tells a rate limit, an expired sync token, a stale access token and a missing permission apart', async () => {
    expect(await googleError(answer(429, ['rateLimitExceeded'], { 'retry-after': '30' }), now)).toMatchObject({ kind: 'rate-limit', retryAfterSeconds: 30 });
    expect(await googleError(answer(403, ['userRateLimitExceeded']), now)).toMatchObject({ kind: 'rate-limit', retryAfterSeconds: undefined });
    expect(await googleError(answer(403, ['rateLimitExceeded']), now)).toMatchObject({ kind: 'rate-limit' });
    expect(await googleError(answer(410, ['fullSyncRequired']), now)).toMatchObject({ kind: 'sync-token' });
    expect(await googleError(answer(401, ['authError']), now)).toMatchObject({ kind: 'unauthorized' });
    expect(await googleError(answer(403, ['insufficientPermissions']), now)).toMatchObject({ kind: 'grant' });
    // A 403 for another reason (a calendar shared read-only) is the event's refusal, not a reason to wait.
    expect(await googleError(answer(403, ['requiredAccessLevel']), now)).toMatchObject({ kind: 'refused' });
    expect(await googleError(answer(503, ['backendError']), now)).toMatchObject({ kind: 'unavailable' });
  });
});
