import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

type Call = Pick<InjectOptions, 'method' | 'payload'> & { url: string };

/** Every call without a session answers 401 Unauthorized. */
export async function expectAllUnauthorized(app: FastifyInstance, calls: Call[]): Promise<void> {
  for (const call of calls) {
    const res = await app.inject(call);
    expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    expect(res.json(), `${call.method} ${call.url}`).toEqual({ message: 'Unauthorized' });
  }
}

/** Every call by another user on someone else's ids answers 404, never 403 and never the data. */
export async function expectAllNotFound(app: FastifyInstance, cookie: string, calls: Call[]): Promise<void> {
  for (const call of calls) {
    const res = await app.inject({ ...call, headers: { cookie } });
    expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
  }
}
