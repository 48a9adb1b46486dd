import { afterAll, beforeAll, expect } from 'vitest';
import type { BusyBlock } from '../../shared/schemas/calendar.js';
import type { Connection, ConnectionList } from '../../shared/schemas/calendar-connections.js';
import type { TimeBlock } from '../../shared/schemas/time-blocks.js';
import type { LightMyRequestResponse } from 'fastify';
import type { AppDeps } from '../app.js';
import { useTestApp, type TestUser } from './helpers.js';

type ProviderUrls = NonNullable<AppDeps['calendarProviderUrls']>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const ENV_PREFIX = { google: 'GOOGLE', microsoft: 'MICROSOFT' } as const;

/**
 * The app with one provider's OAuth client set and its calls sent to a contract server started for the file. The
 * app's clock can run ahead (`skew`) when a test needs a provider's requested wait to be over without waiting.
 */
export function useCalendarContract<P extends keyof ProviderUrls>(
  provider: P,
  client: { clientId: string; clientSecret: string },
  start: () => Promise<{ urls: NonNullable<ProviderUrls[P]>; close: () => Promise<void> }>,
) {
  let server: Awaited<ReturnType<typeof start>> | undefined;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  let skewMs = 0;
  const now = () => new Date(Date.now() + skewMs);
  const prefix = ENV_PREFIX[provider];
  const ctx = useTestApp(() => ({
    now,
    env: { [`${prefix}_CLIENT_ID`]: client.clientId, [`${prefix}_CLIENT_SECRET`]: client.clientSecret },
    calendarProviderUrls: { [provider]: server!.urls },
  }));
  const call = (user: TestUser, method: Method, url: string, payload?: unknown) =>
    ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload !== undefined ? { payload: payload as object } : {}) });
  return {
    ctx,
    call,
    now,
    skew: (ms: number) => {
      skewMs += ms;
    },
    ...connectionCalls(provider, ctx, call),
    ...plannerCalls(provider, call),
  };
}

type Call = (user: TestUser, method: Method, url: string, payload?: unknown) => Promise<LightMyRequestResponse>;

/** Connecting an account as a browser would (authorize, the consent screen's redirect, the callback), and its state. */
function connectionCalls(provider: string, ctx: ReturnType<typeof useTestApp>, call: Call) {
  /** Up to the callback, which the test sends itself (`search` may be tampered with). */
  async function authorize(user: TestUser, body: object = {}) {
    const started = await call(user, 'POST', `/api/calendar/connections/${provider}/authorize`, body);
    expect(started.statusCode, started.body).toBe(200);
    const cookie = started.cookies.find((c) => c.name === 'tf_calendar_oauth');
    expect(cookie?.httpOnly).toBe(true);
    const url = new URL(started.json<{ url: string }>().url);
    const consent = await fetch(url, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    const callback = (search: string) =>
      ctx.app.inject({ method: 'GET', url: `${back.pathname}${search}`, headers: { cookie: `${user.cookie}; tf_calendar_oauth=${cookie!.value}` } });
    return { url, back, callback };
  }
  /** The whole sign-in: the new (or renewed) connection's id. */
  async function connect(user: TestUser, body: object = {}) {
    const { url, back, callback } = await authorize(user, body);
    const done = await callback(back.search);
    expect(done.statusCode).toBe(302);
    const location = new URL(done.headers.location as string, 'http://app');
    const id = location.searchParams.get('calendarConnection');
    expect(id, location.href).toBeTruthy();
    return { id: id!, url };
  }
  async function connection(user: TestUser, id: string) {
    const res = await call(user, 'GET', '/api/calendar/connections');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ConnectionList>().connections.find((c) => c.id === id)!;
  }
  async function sync(user: TestUser, id: string) {
    const res = await call(user, 'POST', `/api/calendar/connections/${id}/sync`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Connection>();
  }
  return { authorize, connect, connection, sync };
}

/** The planner as the provider's sync leaves it: its busy events ("date h:mm lengthm title", sorted) and blocks. */
function plannerCalls(provider: string, call: Call) {
  async function busy(user: TestUser, from: string, to: string) {
    const res = await call(user, 'GET', `/api/calendar/busy?from=${from}&to=${to}`);
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json<BusyBlock[]>()
      .filter((b) => b.source === provider)
      .map((b) => `${b.date} ${b.hour}:${String(b.minute).padStart(2, '0')} ${b.durationMinutes}m ${b.title}`)
      .sort();
  }
  async function block(user: TestUser, payload: object) {
    const res = await call(user, 'POST', '/api/time-blocks', { category: 'focus', ...payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TimeBlock>();
  }
  async function blocks(user: TestUser, from: string, to: string) {
    const res = await call(user, 'GET', `/api/time-blocks?from=${from}&to=${to}`);
    return res.json<TimeBlock[]>();
  }
  return { busy, block, blocks };
}

/** A date some days from today (UTC, the test users' zone). */
export const dayFromToday = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
