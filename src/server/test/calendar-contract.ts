import { afterAll, beforeAll } from 'vitest';
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
  };
}

/** A date some days from today (UTC, the test users' zone). */
export const dayFromToday = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
