import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { useTestApp } from './test/helpers.js';

/** Routes anyone may call; every other route in the OpenAPI document must refuse a request without a session. */
const PUBLIC = new Set([
  'GET /healthz',
  'GET /api/auth/config',
  'POST /api/auth/signup',
  'POST /api/auth/signin',
  'POST /api/auth/2fa',
  'POST /api/auth/passkey/options',
  'POST /api/auth/passkey',
  'POST /api/auth/forgot',
  'POST /api/auth/reset',
  'POST /api/account/email/confirm',
  'GET /api/login',
  'GET /api/callback',
  'GET /api/logout',
  'POST /api/logout',
  'POST /api/newsletter/subscribe',
  'GET /calendar/{file}',
]);

const ctx = useTestApp();

describe('every route is signed-in only unless listed as public', () => {
  it('answers 401 Unauthorized without a session, whatever the input', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
        if (method === 'HEAD' || PUBLIC.has(`${method} ${path}`)) continue;
        const url = path.replace(/\{[^}]+\}/g, randomUUID());
        const res = await ctx.app.inject({ method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
        expect(res.statusCode, `${method} ${path}`).toBe(401);
        checked.push(`${method} ${path}`);
      }
    }
    expect(checked.length).toBeGreaterThan(30);
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/auth/user',
        'POST /api/time-blocks',
        'DELETE /api/account',
        'POST /api/chat',
        'GET /api/tasks',
        'POST /api/tasks',
        'PUT /api/tasks/order',
        'POST /api/tasks/import',
        'PATCH /api/tasks/{id}',
        'DELETE /api/tasks/{id}',
        'POST /api/tasks/{id}/schedule',
        'POST /api/tasks/{id}/restore',
        'POST /api/plan/day',
        'POST /api/plan/day/{id}/undo',
        'DELETE /api/relationships/{id}/interactions/{interactionId}',
        'POST /api/relationships/{id}/interactions/{interactionId}/restore',
        'POST /api/relationships/{id}/interactions/{interactionId}/undo',
        'DELETE /api/sample-data',
        'POST /api/sample-data/restore',
        'GET /api/recently-deleted',
      ]),
    );
  });
});
