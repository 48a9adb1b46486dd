import { describe, expect, it } from 'vitest';
import { unrecordedMetrics } from '../../../shared/health-metrics.js';
import type { ExportDocument } from '../../../shared/schemas/export.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';
import { makeExportDocument } from '../../test/export-fixture.js';

const ctx = useTestApp();

const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: { cookie, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
const exportFor = async (cookie: string) => (await call(cookie, 'GET', '/api/account/export')).json<ExportDocument>();

describe('unrecorded metrics and health preferences in the export document', () => {
  it('exports null for an unrecorded metric and the unit and targets in the profile, and imports them back as they were', async () => {
    const me = await signUpUser(ctx.app);
    expect((await call(me.cookie, 'POST', '/api/health-metrics', { date: '2026-04-01', sleep: 7, weight: 150 })).statusCode).toBe(201);
    expect((await call(me.cookie, 'PATCH', '/api/account/profile', { weightUnit: 'kg', healthTargets: { sleep: 7.5 } })).statusCode).toBe(200);

    const doc = await exportFor(me.cookie);
    expect(doc.profile).toMatchObject({ weightUnit: 'kg', healthTargets: { sleep: 7.5 } });
    expect(doc.healthMetrics).toEqual([expect.objectContaining({ ...unrecordedMetrics(), date: '2026-04-01', sleep: 7, weight: 150 })]);

    const other = await signUpUser(ctx.app);
    const copy = structuredClone(doc);
    copy.healthMetrics[0].id = crypto.randomUUID();
    const res = await call(other.cookie, 'POST', '/api/account/import', copy);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(other.cookie, 'GET', '/api/health-metrics?date=2026-04-01')).json()).toMatchObject({ ...unrecordedMetrics(), sleep: 7, weight: 150 });
    expect((await call(other.cookie, 'GET', '/api/auth/user')).json()).toMatchObject({ weightUnit: 'kg', healthTargets: { sleep: 7.5 } });
  });

  it('still reads an older file: every metric a number, no unit or targets in the profile', async () => {
    const me = await signUpUser(ctx.app);
    const doc = makeExportDocument();
    expect(doc.profile).not.toHaveProperty('weightUnit');
    const res = await call(me.cookie, 'POST', '/api/account/import', doc);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported.healthMetrics).toBe(1);
    expect((await call(me.cookie, 'GET', `/api/health-metrics?date=${doc.healthMetrics[0].date}`)).json()).toMatchObject({ sleep: 7.5, steps: 9000 });
    expect((await call(me.cookie, 'GET', '/api/auth/user')).json()).toMatchObject({ weightUnit: 'lbs', healthTargets: {} });
  });

  it('refuses a target for an unknown metric, naming the profile field, and writes nothing', async () => {
    const me = await signUpUser(ctx.app);
    const doc = makeExportDocument();
    const res = await call(me.cookie, 'POST', '/api/account/import', { ...doc, profile: { ...doc.profile, healthTargets: { happiness: 10 } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: 'profile.healthTargets' })]);
    expect(await exportFor(me.cookie)).toMatchObject({ healthMetrics: [] });
  });

  it.each([
    ['steps', 250_000, 'Steps must be from 0 to 200,000 steps'],
    ['weight', 1500, 'Weight must be from 0 to 1,400 lbs'],
    ['heartRate', 12, 'Heart Rate must be from 20 to 250'],
    ['sleep', -1, 'Sleep must be from 0 to 24 hrs'],
  ] as const)('refuses a %s of %d a day cannot hold, naming the field, and stores nothing (never clamps)', async (key, value, message) => {
    const me = await signUpUser(ctx.app);
    const doc = makeExportDocument();
    doc.healthMetrics[0][key] = value;
    const res = await call(me.cookie, 'POST', '/api/account/import', doc);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: `healthMetrics.0.${key}` })]);
    expect(res.json().message).toContain(message);
    expect(await exportFor(me.cookie)).toMatchObject({ healthMetrics: [], relationships: [] });
  });

  it('keeps values above the sliders but within what a day holds exactly as they were', async () => {
    const me = await signUpUser(ctx.app);
    const doc = makeExportDocument();
    Object.assign(doc.healthMetrics[0], { steps: 30_000, weight: 335.1, exercise: 180 });
    expect((await call(me.cookie, 'POST', '/api/account/import', doc)).statusCode).toBe(200);
    expect((await exportFor(me.cookie)).healthMetrics[0]).toMatchObject({ steps: 30_000, weight: 335.1, exercise: 180 });
  });
});
