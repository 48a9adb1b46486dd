import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { signUpUser, useTestApp } from '../../test/helpers.js';

const ctx = useTestApp();

/** Payloads in the shapes the apps' public documentation gives (Health Auto Export REST API v2, HC Webhook). */
const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;
const AUTO_EXPORT = fixture('health-auto-export.json');
const HEALTH_CONNECT = fixture('health-connect-webhook.json');
/** iOS 16 and later: the night's `asleep` is 0 beside its stages (and `totalSleep` in newer versions of the app). */
const AUTO_EXPORT_STAGES = fixture('health-auto-export-sleep-stages.json');
/** HC Webhook with a heart-rate sample resolution: buckets of avg, min and max, no bpm. */
const HEALTH_CONNECT_BUCKETS = fixture('health-connect-heart-rate-buckets.json');

async function tokenFor(cookie: string, scope: 'read' | 'write') {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/account/tokens', headers: { cookie }, payload: { name: `${scope} phone`, scope } });
  return res.json().token as string;
}
function push(token: string | null, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/health-metrics/ingest',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as Record<string, unknown>,
  });
}
async function range(cookie: string) {
  return (await ctx.app.inject({ method: 'GET', url: '/api/health-metrics/range?from=2026-02-01&to=2026-03-31', headers: { cookie } })).json<
    Record<string, unknown>[]
  >();
}
async function phoneUser() {
  const user = await signUpUser(ctx.app, { timezone: 'America/Los_Angeles' });
  return { ...user, token: await tokenFor(user.cookie, 'write') };
}

describe('health ingest', () => {
  it('maps a Health Auto Export push by the Apple Health rules, and a repeated push changes nothing', async () => {
    const user = await phoneUser();
    const res = await push(user.token, AUTO_EXPORT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      accepted: 13,
      duplicates: 0,
      updated: 0,
      daysFilled: 2,
      skipped: [{ reason: 'active_energy is not one of the twelve metrics', count: 1 }],
    });
    const rows = await range(user.cookie);
    expect(rows.map((r) => r.date)).toEqual(['2026-02-10', '2026-02-11']);
    expect(rows[0]).toMatchObject({
      steps: 4000, // the phone's 4000, not also the watch's 3900 of the same walk
      heartRate: 57, // resting, not the 80 average
      weight: 170.4, // the last weighing of the day, to the tenth of a pound
      water: 4.226753, // 1 litre
      exercise: 32,
      meditation: 10,
      sleep: 7, // hours asleep, on the morning of waking
      mood: null,
    });
    expect(rows[1]).toMatchObject({ heartRate: 75.5, exercise: 40, steps: null });

    const again = await push(user.token, AUTO_EXPORT);
    expect(again.json()).toMatchObject({ accepted: 0, duplicates: 13, updated: 0, daysFilled: 0 });
    expect(await range(user.cookie)).toEqual(rows);
  });

  it('maps a Health Connect Webhook push, and a repeated push changes nothing', async () => {
    const user = await phoneUser();
    const res = await push(user.token, HEALTH_CONNECT);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      accepted: 12, // the night's three asleep stages are samples of their own
      duplicates: 0,
      daysFilled: 1,
      skipped: [{ reason: 'distance is not one of the twelve metrics', count: 1 }],
    });
    const rows = await range(user.cookie);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      date: '2026-02-12',
      steps: 5630, // 3180 + 2450
      heartRate: 58,
      weight: 166.449008, // 75.5 kg
      water: 4.015415, // 0.95 litres
      exercise: 60,
      sleep: 7, // deep, REM and light; the half hour awake is not sleep
    });
    const again = await push(user.token, HEALTH_CONNECT);
    expect(again.json()).toMatchObject({ accepted: 0, duplicates: 12, updated: 0, daysFilled: 0 });
    expect(await range(user.cookie)).toEqual(rows);
  });

  it('never replaces a value the user recorded, and refreshes only its own running totals', async () => {
    const user = await phoneUser();
    await ctx.app.inject({ method: 'POST', url: '/api/health-metrics', headers: { cookie: user.cookie }, payload: { date: '2026-02-12', sleep: 6, mood: 8 } });
    expect((await push(user.token, HEALTH_CONNECT)).json().metrics).toContainEqual({
      metric: 'sleep',
      from: '2026-02-12',
      to: '2026-02-12',
      days: 1,
      filled: 0,
      kept: 1,
    });
    expect((await range(user.cookie))[0]).toMatchObject({ sleep: 6, mood: 8, steps: 5630 });

    // Health Auto Export sends the day's total so far again later: the same sample with a larger value.
    const steps = (qty: number) => ({
      data: { metrics: [{ name: 'step_count', units: 'count', data: [{ date: '2026-02-20 00:00:00 -0800', qty, source: 'iPhone' }] }] },
    });
    expect((await push(user.token, steps(2000))).json()).toMatchObject({ accepted: 1, daysFilled: 1 });
    expect((await push(user.token, steps(6000))).json()).toMatchObject({ accepted: 0, updated: 1, daysFilled: 1 });
    expect((await range(user.cookie)).find((r) => r.date === '2026-02-20')).toMatchObject({ steps: 6000 });
    await ctx.app.inject({ method: 'PATCH', url: '/api/health-metrics', headers: { cookie: user.cookie }, payload: { date: '2026-02-20', steps: 7000 } });
    expect((await push(user.token, steps(9000))).json()).toMatchObject({ updated: 1, daysFilled: 0 });
    expect((await range(user.cookie)).find((r) => r.date === '2026-02-20')).toMatchObject({ steps: 7000 });
  });

  it('needs a write token: none is 401, a read token is 403, and nothing is written', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'America/Los_Angeles' });
    const none = await push(null, HEALTH_CONNECT);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Unauthorized' });
    const read = await push(await tokenFor(user.cookie, 'read'), HEALTH_CONNECT);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toMatch(/read/);
    expect(await range(user.cookie)).toEqual([]);
  });

  it('sums the night’s sleep stages when the aggregated entry says asleep 0, and keeps days above the old maxima as measured', async () => {
    const user = await phoneUser();
    const res = await push(user.token, AUTO_EXPORT_STAGES);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json(), res.body).toMatchObject({ accepted: 5, skipped: [], rejected: [] });
    const rows = await range(user.cookie);
    expect(rows.map((r) => [r.date, r.sleep])).toEqual([
      ['2026-03-02', 6.630372], // core + deep + rem, as totalSleep says
      ['2026-03-03', 6.5], // the same sum where the app sent no totalSleep
    ]);
    expect(rows[0]).toMatchObject({ steps: 31246, exercise: 185, weight: 335.102639 });
  });

  it('takes Health Connect heart-rate buckets by their average, and skips a record it cannot read without sinking the push', async () => {
    const user = await phoneUser();
    const res = await push(user.token, HEALTH_CONNECT_BUCKETS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accepted: 5, daysFilled: 1 });
    expect(res.json().skipped).toEqual(
      expect.arrayContaining([
        { reason: 'weight: kilograms must be a number', count: 1 },
        { reason: 'heart_rate_variability is not one of the twelve metrics', count: 1 },
      ]),
    );
    expect((await range(user.cookie))[0]).toMatchObject({ date: '2026-03-04', steps: 31245, heartRate: 68, weight: 335.984488 });
  });

  it('reads every other record of a list when one cannot be read', async () => {
    const user = await phoneUser();
    const res = await push(user.token, {
      steps: [
        { count: 'many', start_time: '2026-02-12T14:00:00Z', end_time: '2026-02-12T15:00:00Z' },
        { count: 1200, start_time: '2026-02-12T16:00:00Z', end_time: '2026-02-12T17:00:00Z' },
      ],
      data: {
        metrics: [
          {
            name: 'step_count',
            units: 'count',
            data: [
              { date: '2026-02-10 00:00:00 -0800', qty: 'x' },
              { date: '2026-02-11 00:00:00 -0800', qty: 900 },
            ],
          },
          { units: 'count' },
        ],
        workouts: [{ name: 'Walk' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accepted: 2 });
    expect(res.json().skipped).toEqual(
      expect.arrayContaining([
        { reason: 'steps: count must be a number', count: 1 },
        { reason: 'step_count: qty must be a number', count: 1 },
        { reason: 'metrics: name must be a string', count: 1 },
        { reason: 'workouts: start must be a string', count: 1 },
      ]),
    );
    expect((await range(user.cookie)).map((r) => [r.date, r.steps])).toEqual([
      ['2026-02-11', 900],
      ['2026-02-12', 1200],
    ]);
  });

  it('reports a day no body can hold instead of clamping it', async () => {
    const user = await phoneUser();
    const steps = {
      data: { metrics: [{ name: 'step_count', units: 'count', data: [{ date: '2026-02-21 00:00:00 -0800', qty: 250_000, source: 'iPhone' }] }] },
    };
    const res = await push(user.token, steps);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rejected).toEqual([
      { date: '2026-02-21', metric: 'steps', value: 250000, message: '2026-02-21: Steps must be from 0 to 200,000 steps, not 250,000' },
    ]);
    expect(await range(user.cookie)).toEqual([]);
  });

  it('answers 400 naming the field of a payload in neither shape', async () => {
    const user = await phoneUser();
    const cases: Array<[unknown, string]> = [
      [{}, 'body'],
      [{ heart_rate: { bpm: 60 } }, 'heart_rate'],
      [{ data: { metrics: { name: 'step_count' } } }, 'data.metrics'],
      [{ heart_rate: [{ bpm: 60, time: '2026-02-12T14:05:00Z', metadata: { data_origin: 'phone\u0000' } }] }, 'heart_rate.0.metadata.data_origin'],
    ];
    for (const [payload, path] of cases) {
      const res = await push(user.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().issues[0].path, JSON.stringify(payload)).toBe(path);
    }
    expect(await range(user.cookie)).toEqual([]);
  });

  it('answers a body that is no JSON as every JSON route does, though it is parsed in a worker thread', async () => {
    const user = await phoneUser();
    const raw = (url: string, payload: string | Buffer, contentType = 'application/json') =>
      ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${user.token}`, 'content-type': contentType }, payload });
    const bodies = [
      '{"steps": [',
      '',
      '{"__proto__": {"admin": true}, "steps": []}',
      '{"steps": [], "x": {"constructor": {"prototype": {"admin": true}}}}',
      '{"\\u005f_proto__": 1, "steps": []}',
    ];
    for (const body of bodies) {
      const pushed = await raw('/api/health-metrics/ingest', body);
      const elsewhere = await raw('/api/tasks', body);
      expect(pushed.statusCode, body).toBe(400);
      expect({ status: pushed.statusCode, body: pushed.json() }, body).toEqual({ status: elsewhere.statusCode, body: elsewhere.json() });
      expect(pushed.json().issues[0].path, body).toBe('body');
    }
    const withMark = await raw('/api/health-metrics/ingest', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(HEALTH_CONNECT))]));
    expect(withMark.statusCode, withMark.body).toBe(200);
    expect(withMark.json().accepted).toBe(12);
    const asText = await raw('/api/health-metrics/ingest', JSON.stringify(HEALTH_CONNECT), 'text/plain');
    expect(asText.statusCode).toBe(400);
    expect(asText.json().issues[0].path).toBe('body');
    const tooLarge = await raw('/api/health-metrics/ingest', `{"steps":[],"pad":"${'x'.repeat(20 * 1024 * 1024)}"}`);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'Request body is too large', issues: [{ path: 'body', message: 'Request body is too large' }] });
  });

  it('takes a sample whose id is longer than an index holds, and knows it when pushed again', async () => {
    const user = await phoneUser();
    const payload = {
      data: {
        metrics: [{ name: 'step_count', units: 'count', data: [{ date: '2026-02-15 00:00:00 -0800', qty: 3000, source: randomBytes(2500).toString('hex') }] }],
      },
    };
    expect((await push(user.token, payload)).json()).toMatchObject({ accepted: 1, daysFilled: 1 });
    expect((await push(user.token, payload)).json()).toMatchObject({ accepted: 0, duplicates: 1 });
    expect((await range(user.cookie))[0]).toMatchObject({ date: '2026-02-15', steps: 3000 });
  });

  it('keeps each user’s samples apart: the same push from another user is theirs alone', async () => {
    const owner = await phoneUser();
    const other = await phoneUser();
    await ctx.app.inject({ method: 'POST', url: '/api/health-metrics', headers: { cookie: other.cookie }, payload: { date: '2026-02-12', mood: 3 } });
    const before = await range(other.cookie);
    expect((await push(owner.token, HEALTH_CONNECT)).json().accepted).toBe(12);
    expect(await range(other.cookie)).toEqual(before);
    // Not a duplicate of the owner's: the other user's push is accepted in full and fills their own day.
    expect((await push(other.token, HEALTH_CONNECT)).json()).toMatchObject({ accepted: 12, duplicates: 0 });
    expect((await range(other.cookie))[0]).toMatchObject({ mood: 3, steps: 5630 });
  });
});
