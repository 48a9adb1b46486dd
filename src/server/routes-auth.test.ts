import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { useTestApp } from './test/helpers.js';
import { PUBLIC_API_ROUTES } from './plugins/sign-in.js';

/** The routes of the OpenAPI document outside /api: the liveness probe and the secret calendar feed link. */
const OUTSIDE_API = ['GET /healthz', 'GET /calendar/:file'];

const ctx = useTestApp();

describe('every /api route is signed-in only unless the sign-in check lists it as public', () => {
  it('answers 401 Unauthorized without a session, whatever the input', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const checked: string[] = [];
    const open: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
        const route = `${method} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;
        if (method === 'HEAD') continue;
        if (PUBLIC_API_ROUTES.has(route) || OUTSIDE_API.includes(route)) {
          const url = path.replace(/\{[^}]+\}/g, 'x');
          const res = await ctx.app.inject({ method: method as 'GET', url, payload: method === 'GET' ? undefined : {} });
          expect(res.body, `${route} is public`).not.toBe('{"message":"Unauthorized"}');
          open.push(route);
          continue;
        }
        expect(path.startsWith('/api/'), `${route} is outside /api and not a known public route`).toBe(true);
        const url = path.replace(/\{[^}]+\}/g, randomUUID());
        const res = await ctx.app.inject({ method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
        expect(res.statusCode, route).toBe(401);
        expect(res.json(), route).toEqual({ message: 'Unauthorized' });
        checked.push(`${method} ${path}`);
      }
    }
    // Every entry of the allow-list is a route that exists: a renamed route does not leave a stale public entry behind.
    expect(open.sort()).toEqual([...PUBLIC_API_ROUTES, ...OUTSIDE_API].sort());
    expect(checked.length).toBeGreaterThan(80);
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
