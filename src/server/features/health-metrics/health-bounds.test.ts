import { describe, expect, it } from 'vitest';
import { HEALTH_DAYS_MAX } from '../../../shared/schemas/health-import.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';

// The bounds every health push and import holds to: at most 20,000 distinct days dated 1900–2999, strict calendar
// dates, and nothing of a refused push or file stored.
const ctx = useTestApp();

const DAY_MS = 86_400_000;
const dayAt = (first: number, i: number) => new Date(first + i * DAY_MS).toISOString().slice(0, 10);

async function phoneUser() {
  const user = await signUpUser(ctx.app, { timezone: 'UTC' });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/tokens',
    headers: { cookie: user.cookie },
    payload: { name: 'phone', scope: 'write' },
  });
  return { ...user, token: res.json().token as string };
}
const push = (token: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/health-metrics/ingest', headers: { authorization: `Bearer ${token}` }, payload: payload as object });
const steps = (dates: string[]) => ({
  data: { metrics: [{ name: 'step_count', units: 'count', data: dates.map((d) => ({ date: `${d} 09:00:00 +0000`, qty: 1000, source: 'Phone' })) }] },
});
async function storedDays(cookie: string, from = '1900-01-01', to = '2999-12-31') {
  let days = 0;
  for (let start = Date.parse(from); start <= Date.parse(to); start += 366 * DAY_MS) {
    const end = Math.min(start + 365 * DAY_MS, Date.parse(to));
    const res = await ctx.app.inject({ method: 'GET', url: `/api/health-metrics/range?from=${dayAt(start, 0)}&to=${dayAt(end, 0)}`, headers: { cookie } });
    days += res.json<unknown[]>().length;
  }
  return days;
}

describe('health push bounds', () => {
  it('refuses a push naming more than 20,000 days with 413 naming the limit, and stores nothing of it', async () => {
    const user = await phoneUser();
    const first = Date.UTC(1950, 0, 1);
    const dates = Array.from({ length: HEALTH_DAYS_MAX + 1 }, (_, i) => dayAt(first, i));
    const res = await push(user.token, steps(dates));
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json().message).toBe('The push holds samples on more than 20,000 days, more than one push takes; nothing was imported');
    expect(res.json().issues).toEqual([{ path: 'body', message: 'At most 20,000 days' }]);
    expect(await storedDays(user.cookie, '1950-01-01', '1951-12-31')).toBe(0);

    const within = await push(user.token, steps(dates.slice(0, HEALTH_DAYS_MAX)));
    expect(within.statusCode, within.body).toBe(200);
    expect(within.json()).toMatchObject({ accepted: HEALTH_DAYS_MAX, daysFilled: HEALTH_DAYS_MAX });
  }, 120_000);

  it('refuses years 0001, 1899, 3000 and 9999 with 400 naming the years, never 500, and stores nothing', async () => {
    const user = await phoneUser();
    for (const year of ['0001', '1899', '3000', '9999']) {
      const res = await push(user.token, steps(['2026-03-01', `${year}-06-15`]));
      expect(res.statusCode, `${year}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(
        new RegExp(`^body: A sample is dated ${year}-06-1[45]: dates must be between 1900 and 2999, so nothing was imported$`),
      );
    }
    const connect = await push(user.token, { steps: [{ count: 10, start_time: '0001-01-01T00:00:00Z', end_time: '0001-01-01T00:10:00Z' }] });
    expect(connect.statusCode, connect.body).toBe(400);
    expect(await storedDays(user.cookie, '2026-01-01', '2026-12-31')).toBe(0);
  });

  it('reads 2026-02-30 as no date: the sample is skipped and reported, never stored as 2 March', async () => {
    const user = await phoneUser();
    const res = await push(user.token, {
      ...steps(['2026-02-30', '2026-02-28']),
      steps: [{ count: 10, start_time: '2026-02-30T10:00:00Z', end_time: '2026-02-30T10:10:00Z' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accepted: 1, daysFilled: 1 });
    expect(res.json().skipped).toEqual([
      { reason: 'step_count: unreadable date', count: 1 },
      { reason: 'steps: unreadable time or value', count: 1 },
    ]);
    const march = await ctx.app.inject({ method: 'GET', url: '/api/health-metrics?date=2026-03-02', headers: { cookie: user.cookie } });
    expect(march.json()).toBeNull();
  });
});

describe('health CSV bounds', () => {
  it('refuses a CSV of more than 20,000 days with 413 naming the limit, even as a preview', async () => {
    const user = await signUpUser(ctx.app);
    const first = Date.UTC(1950, 0, 1);
    const csv = `Date,Steps\n${Array.from({ length: HEALTH_DAYS_MAX + 1 }, (_, i) => `${dayAt(first, i)},1000`).join('\n')}\n`;
    for (const preview of ['true', 'false']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/health-metrics/import/csv?preview=${preview}`,
        headers: { cookie: user.cookie, 'content-type': 'text/csv', origin: 'http://localhost:80' },
        payload: csv,
      });
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json().message).toBe('The file holds more than 20,000 days, more than one import takes; nothing was imported');
    }
    expect(await storedDays(user.cookie, '1950-01-01', '1950-12-31')).toBe(0);
  });

  it('refuses an account import of more than 20,000 health days, naming the limit', async () => {
    const user = await signUpUser(ctx.app);
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: user.cookie } })).json();
    const first = Date.UTC(1950, 0, 1);
    doc.healthMetrics = Array.from({ length: HEALTH_DAYS_MAX + 1 }, (_, i) => ({ id: crypto.randomUUID(), date: dayAt(first, i), steps: 1000 }));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/account/import', headers: { cookie: user.cookie }, payload: doc });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json().issues).toEqual([
      expect.objectContaining({ path: 'healthMetrics', message: 'At most 20,000 days of health values can be imported at once' }),
    ]);
  });
});
