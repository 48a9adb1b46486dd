import { beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_METRICS, HEALTH_METRIC_KEYS, unrecordedMetrics } from '../../../shared/health-metrics.js';
import { expectAllUnauthorized } from '../../test/authz.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';

const ctx = useTestApp();
let owner: TestUser;
beforeAll(async () => {
  owner = await signUpUser(ctx.app);
});

const full = (date: string, overrides: Record<string, unknown> = {}) => ({
  date,
  sleep: 7.5,
  water: 8,
  exercise: 30,
  nutrition: 80,
  stress: 4,
  energy: 7,
  mood: 8.5,
  weight: 165,
  steps: 8400,
  heartRate: 62,
  meditation: 10,
  screenTime: 3.5,
  ...overrides,
});

function call(method: 'GET' | 'POST' | 'PATCH', url: string, cookie?: string, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as never, headers: cookie ? { cookie } : {} });
}
const getDate = (date: string, cookie = owner.cookie) => call('GET', `/api/health-metrics?date=${date}`, cookie);
const getRange = (from: string, to: string, cookie = owner.cookie) => call('GET', `/api/health-metrics/range?from=${from}&to=${to}`, cookie);
const create = (body: unknown, cookie = owner.cookie) => call('POST', '/api/health-metrics', cookie, body);
const update = (body: unknown, cookie = owner.cookie) => call('PATCH', '/api/health-metrics', cookie, body);

function issuePaths(res: { json(): unknown }): string[] {
  return (res.json() as { issues?: { path: string }[] }).issues?.map((i) => i.path) ?? [];
}

describe('create and read', () => {
  it('creates a record for a date and returns the DTO with 201', async () => {
    const res = await create(full('2026-01-10'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(String), ...full('2026-01-10') });
    expect(Object.keys(body)).not.toContain('userId');
  });

  it('refuses a second record for the same date with 409', async () => {
    await create(full('2026-01-11'));
    const res = await create(full('2026-01-11', { sleep: 4 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().issues[0].path).toBe('date');
    expect((await getDate('2026-01-11')).json().sleep).toBe(7.5);
  });

  it('gets the record of a date', async () => {
    const created = (await create(full('2026-01-12', { steps: 12000 }))).json();
    const res = await getDate('2026-01-12');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
  });

  it('answers 200 with JSON null for a date without a record', async () => {
    const res = await getDate('2026-02-01');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('null');
  });

  it('accepts every bound of what a day can hold', async () => {
    const least = await create({ date: '2026-01-13', ...Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, m.least])) });
    expect(least.statusCode).toBe(201);
    expect(least.json()).toMatchObject({ sleep: 0, steps: 0, heartRate: 20 });
    const res = await create({ date: '2026-01-14', ...Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, m.most])) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ energy: 10, mood: 10, steps: 200000, weight: 1400, heartRate: 250, exercise: 1440, sleep: 24 });
  });

  it('keeps values above the sliders and off their steps exactly as sent', async () => {
    // 26,000 steps and 180 minutes of exercise are real days; 72.4 kg is 159.614678 lbs.
    const sent = { date: '2026-01-16', steps: 26123, exercise: 180, weight: 159.614678, sleep: 7.33, heartRate: 131.4, water: 17.25 };
    const res = await create(sent);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject(sent);
    expect((await getDate('2026-01-16')).json()).toMatchObject(sent);
    const patched = await update({ date: '2026-01-16', steps: 30000, meditation: 95 });
    expect(patched.json()).toMatchObject({ steps: 30000, meditation: 95, exercise: 180 });
  });

  it('requires the date and at least one metric on create', async () => {
    const noDate = await create({ sleep: 8 });
    expect(noDate.statusCode).toBe(400);
    expect(issuePaths(noDate)).toEqual(['date']);

    for (const body of [{ date: '2026-01-15' }, { date: '2026-01-15', ...unrecordedMetrics() }]) {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'body', message: 'Record at least one of the twelve metrics' }]);
    }
    expect((await getDate('2026-01-15')).json()).toBeNull();
  });

  it('refuses a bad date on every route', async () => {
    expect((await getDate('2026-02-30')).statusCode).toBe(400);
    expect(issuePaths(await getDate('yesterday'))).toContain('date');
    expect(issuePaths(await call('GET', '/api/health-metrics', owner.cookie))).toContain('date');
    expect(issuePaths(await create(full('2026-13-01')))).toContain('date');
    expect(issuePaths(await update({ date: '01/02/2026', sleep: 1 }))).toContain('date');
    expect(issuePaths(await getRange('2026-01-01', 'soon'))).toContain('to');
  });
});

describe('a partial record', () => {
  it('stores the metrics left out as null and answers them as null', async () => {
    const res = await create({ date: '2026-08-01', sleep: 7.5 });
    expect(res.statusCode).toBe(201);
    const expected = { id: expect.any(String), date: '2026-08-01', ...unrecordedMetrics(), sleep: 7.5 };
    expect(res.json()).toEqual(expected);
    expect((await getDate('2026-08-01')).json()).toEqual(expected);
  });

  it('takes an explicit null as not recorded, and keeps a recorded 0 apart from it', async () => {
    const res = await create({ date: '2026-08-02', sleep: null, stress: 0, weight: 150 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ sleep: null, stress: 0, weight: 150, screenTime: null });
  });

  it('clears a metric with null on PATCH and leaves the others', async () => {
    await create({ date: '2026-08-03', sleep: 7, water: 6, steps: 4000 });
    const res = await update({ date: '2026-08-03', water: null, mood: 8 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sleep: 7, water: null, steps: 4000, mood: 8, energy: null });
    expect((await getDate('2026-08-03')).json()).toMatchObject({ sleep: 7, water: null, mood: 8 });
  });

  it('refuses a PATCH that changes no metric', async () => {
    await create({ date: '2026-08-04', sleep: 7 });
    const res = await update({ date: '2026-08-04' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'body', message: 'Send at least one metric to change (null clears it)' }]);
  });

  it('answers nulls in range reads', async () => {
    await create({ date: '2026-08-10', weight: 160 });
    await create({ date: '2026-08-12', sleep: 6, weight: null });
    const res = await getRange('2026-08-10', '2026-08-12');
    expect(res.statusCode).toBe(200);
    const rows = res.json<Record<string, unknown>[]>();
    expect(rows.map((r) => [r.date, r.sleep, r.weight])).toEqual([
      ['2026-08-10', null, 160],
      ['2026-08-12', 6, null],
    ]);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['date', 'id', ...HEALTH_METRIC_KEYS].sort());
  });
});

describe('validation of every metric', () => {
  for (const metric of HEALTH_METRICS) {
    const cases: [string, number | string][] = [
      ['more than a day can hold', metric.most + 1],
      ['less than a day can hold', metric.least - 1],
      ['not a number', 'lots'],
    ];
    for (const [name, value] of cases) {
      it(`${metric.key}: ${name} → 400 naming ${metric.key}`, async () => {
        const post = await create(full('2026-03-01', { [metric.key]: value }));
        expect(post.statusCode).toBe(400);
        expect(issuePaths(post)).toEqual([metric.key]);
        expect(post.json().message).toContain(metric.key);
        if (typeof value === 'number')
          expect(post.json().issues[0].message).toBe(
            `${metric.label} must be from ${metric.least.toLocaleString('en-US')} to ${metric.most.toLocaleString('en-US')}${metric.unit.startsWith('/') ? '' : metric.unit === '%' ? '%' : ` ${metric.unit}`}`,
          );
        const patch = await update({ date: '2026-01-10', [metric.key]: value });
        expect(patch.statusCode).toBe(400);
        expect(issuePaths(patch)).toEqual([metric.key]);
      });
    }
  }

  it('stored nothing for the refused creates', async () => {
    expect((await getDate('2026-03-01')).json()).toBeNull();
  });
});

describe('update', () => {
  it('changes only the metrics sent and answers 200', async () => {
    const created = (await create(full('2026-04-01'))).json();
    const res = await update({ date: '2026-04-01', sleep: 9, steps: 15000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...created, sleep: 9, steps: 15000 });
    expect((await getDate('2026-04-01')).json()).toEqual({ ...created, sleep: 9, steps: 15000 });
  });

  it('answers 404 when the date has no record', async () => {
    const res = await update({ date: '2026-04-02', sleep: 9 });
    expect(res.statusCode).toBe(404);
    expect((await getDate('2026-04-02')).json()).toBeNull();
  });
});

describe('range', () => {
  it('returns the records between from and to inclusive, in date order', async () => {
    for (const date of ['2026-05-03', '2026-05-01', '2026-05-07', '2026-05-02', '2026-05-10']) await create(full(date));
    const res = await getRange('2026-05-01', '2026-05-07');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { date: string }) => r.date)).toEqual(['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-07']);
  });

  it('returns [] for a range without records and accepts a single day', async () => {
    expect((await getRange('2030-01-01', '2030-01-31')).json()).toEqual([]);
    expect((await getRange('2026-05-01', '2026-05-01')).json()).toHaveLength(1);
  });

  it('accepts 366 days and refuses 367', async () => {
    expect((await getRange('2026-01-01', '2027-01-01')).statusCode).toBe(200);
    const res = await getRange('2026-01-01', '2027-01-02');
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toEqual(['to']);
  });

  it('refuses from after to, and a missing bound', async () => {
    const res = await getRange('2026-05-07', '2026-05-01');
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toEqual(['to']);
    expect(issuePaths(await call('GET', '/api/health-metrics/range?from=2026-05-01', owner.cookie))).toContain('to');
  });
});

describe('authorization', () => {
  it('answers 401 to every route without a session', async () => {
    await expectAllUnauthorized(ctx.app, [
      { method: 'GET', url: '/api/health-metrics?date=2026-01-10' },
      { method: 'GET', url: '/api/health-metrics/range?from=2026-01-01&to=2026-01-31' },
      { method: 'POST', url: '/api/health-metrics', payload: full('2026-06-01') },
      { method: 'PATCH', url: '/api/health-metrics', payload: { date: '2026-01-10', sleep: 1 } },
    ]);
    expect((await getDate('2026-06-01')).json()).toBeNull();
  });

  it("keeps one user's records from another", async () => {
    const first = (await create(full('2026-07-01'))).json();
    const other = await signUpUser(ctx.app);

    expect((await getDate('2026-07-01', other.cookie)).json()).toBeNull();
    expect((await getRange('2026-07-01', '2026-07-01', other.cookie)).json()).toEqual([]);
    expect((await getRange('2026-01-01', '2026-12-31', other.cookie)).json()).toEqual([]);

    const patch = await update({ date: '2026-07-01', sleep: 1, steps: 0 }, other.cookie);
    expect(patch.statusCode).toBe(404);
    expect((await getDate('2026-07-01')).json()).toEqual(first);

    // The same date is free for the second user, and stays apart from the first user's record.
    const own = await create(full('2026-07-01', { sleep: 5 }), other.cookie);
    expect(own.statusCode).toBe(201);
    expect(own.json().id).not.toBe(first.id);
    expect((await getDate('2026-07-01')).json()).toEqual(first);
    expect((await getDate('2026-07-01', other.cookie)).json().sleep).toBe(5);
  });
});
