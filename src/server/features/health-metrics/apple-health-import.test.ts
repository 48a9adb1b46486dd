import { describe, expect, it } from 'vitest';
import { crc32 } from 'node:zlib';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { signUpUser, useTestApp } from '../../test/helpers.js';

const ORIGIN = 'http://localhost:80';
const ctx = useTestApp();

const rec = (type: string, start: string, end: string, value: string | number, unit = '', source = 'iPhone') =>
  `  <Record type="${type}" sourceName="${source}" unit="${unit}" creationDate="${end}" startDate="${start}" endDate="${end}" value="${value}"/>`;

/** Every mapping, in New York time: the dates are local days there, not in UTC. */
const EXPORT_XML = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<!DOCTYPE HealthData [<!ELEMENT HealthData (ExportDate,Me,(Record|Workout)*)>]>',
  '<HealthData locale="en_US">',
  ' <ExportDate value="2026-03-05 09:00:00 -0500"/>',
  // Steps: the phone and the watch count the same walk; the larger source total of the day is kept.
  rec('HKQuantityTypeIdentifierStepCount', '2026-03-01 08:00:00 -0500', '2026-03-01 08:30:00 -0500', 4000, 'count'),
  rec('HKQuantityTypeIdentifierStepCount', '2026-03-01 18:00:00 -0500', '2026-03-01 18:30:00 -0500', 2210, 'count'),
  rec('HKQuantityTypeIdentifierStepCount', '2026-03-01 08:00:00 -0500', '2026-03-01 08:30:00 -0500', 3900, 'count', 'Apple Watch'),
  // 23:30 in New York is already the next day in UTC: it still counts for 1 March.
  rec('HKQuantityTypeIdentifierStepCount', '2026-03-02 04:30:00 +0000', '2026-03-02 04:40:00 +0000', 500, 'count'),
  // Heart rate: the resting value when there is one, else the mean of the day.
  rec('HKQuantityTypeIdentifierHeartRate', '2026-03-01 09:00:00 -0500', '2026-03-01 09:00:00 -0500', 90, 'count/min'),
  rec('HKQuantityTypeIdentifierRestingHeartRate', '2026-03-01 00:00:00 -0500', '2026-03-01 23:59:00 -0500', 58, 'count/min'),
  rec('HKQuantityTypeIdentifierHeartRate', '2026-03-02 09:00:00 -0500', '2026-03-02 09:00:00 -0500', 70, 'count/min'),
  rec('HKQuantityTypeIdentifierHeartRate', '2026-03-02 10:00:00 -0500', '2026-03-02 10:00:00 -0500', 81, 'count/min'),
  // Weight: the last of the day, in pounds.
  rec('HKQuantityTypeIdentifierBodyMass', '2026-03-01 21:00:00 -0500', '2026-03-01 21:00:00 -0500', 71, 'kg'),
  rec('HKQuantityTypeIdentifierBodyMass', '2026-03-01 07:00:00 -0500', '2026-03-01 07:00:00 -0500', 72, 'kg'),
  rec('HKQuantityTypeIdentifierBodyMass', '2026-03-02 07:00:00 -0500', '2026-03-02 07:00:00 -0500', 155, 'lb'),
  // Water in millilitres → cups.
  rec('HKQuantityTypeIdentifierDietaryWater', '2026-03-01 10:00:00 -0500', '2026-03-01 10:00:00 -0500', 500, 'mL'),
  rec('HKQuantityTypeIdentifierDietaryWater', '2026-03-01 14:00:00 -0500', '2026-03-01 14:00:00 -0500', 0.5, 'L'),
  rec('HKQuantityTypeIdentifierAppleExerciseTime', '2026-03-01 07:00:00 -0500', '2026-03-01 07:01:00 -0500', 30, 'min'),
  rec('HKQuantityTypeIdentifierAppleExerciseTime', '2026-03-01 17:00:00 -0500', '2026-03-01 17:01:00 -0500', 15, 'min'),
  '  <Record type="HKCategoryTypeIdentifierMindfulSession" sourceName="Breathe" creationDate="2026-03-01 07:10:00 -0500" startDate="2026-03-01 07:00:00 -0500" endDate="2026-03-01 07:10:00 -0500"/>',
  // Sleep: asleep stages only, on the date of waking; time in bed is not sleep.
  rec('HKCategoryTypeIdentifierSleepAnalysis', '2026-02-28 22:30:00 -0500', '2026-03-01 06:30:00 -0500', 'HKCategoryValueSleepAnalysisInBed'),
  rec('HKCategoryTypeIdentifierSleepAnalysis', '2026-02-28 23:00:00 -0500', '2026-03-01 02:00:00 -0500', 'HKCategoryValueSleepAnalysisAsleepCore'),
  rec('HKCategoryTypeIdentifierSleepAnalysis', '2026-03-01 02:00:00 -0500', '2026-03-01 03:30:00 -0500', 'HKCategoryValueSleepAnalysisAsleepDeep'),
  rec('HKCategoryTypeIdentifierSleepAnalysis', '2026-03-01 03:30:00 -0500', '2026-03-01 06:00:00 -0500', 'HKCategoryValueSleepAnalysisAsleepREM'),
  rec('HKCategoryTypeIdentifierSleepAnalysis', '2026-03-01 06:00:00 -0500', '2026-03-01 06:20:00 -0500', 'HKCategoryValueSleepAnalysisAwake'),
  rec('HKQuantityTypeIdentifierBloodGlucose', '2026-03-01 06:00:00 -0500', '2026-03-01 06:00:00 -0500', 90, 'mg/dL'),
  '</HealthData>',
  '',
].join('\n');

/** A zip as the Health app makes it (apple_health_export/export.xml), stored without compression. */
function zipOf(name: string, data: Buffer): Buffer {
  const nameBytes = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const centralOffset = local.length + nameBytes.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}

function upload(headers: Record<string, string>, body: string | Buffer, type: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/health-metrics/import/apple-health',
    headers: { 'content-type': type, origin: ORIGIN, ...headers },
    payload: body,
  });
}
async function day(cookie: string, date: string) {
  return (await ctx.app.inject({ method: 'GET', url: `/api/health-metrics?date=${date}`, headers: { cookie } })).json();
}
const uploadsLeft = async () => (await readdir(tmpdir())).filter((f) => f.startsWith('twelvefold-upload-')).length;

describe('Apple Health import', () => {
  it('answers 401 without a session and writes nothing to disk', async () => {
    const before = await uploadsLeft();
    const res = await upload({}, EXPORT_XML, 'application/xml');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
    expect(await uploadsLeft()).toBe(before);
  });

  it('maps every metric to daily values on the user’s calendar', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'America/New_York' });
    const res = await upload({ cookie: user.cookie }, EXPORT_XML, 'application/xml');
    expect(res.statusCode, res.body).toBe(200);
    const first = await day(user.cookie, '2026-03-01');
    expect(first).toMatchObject({
      steps: 6710, // 4000 + 2210 + 500 from the phone; the watch's 3900 is the same walk
      heartRate: 58,
      weight: 156.528206, // 71 kg, the day's last weighing, in pounds
      water: 4.226753, // 1 litre in cups
      exercise: 45,
      meditation: 10,
      sleep: 7, // 3 + 1.5 + 2.5 hours asleep, woken on 1 March
      mood: null,
    });
    // The night that began on 28 February counts only for the morning of 1 March.
    expect(await day(user.cookie, '2026-02-28')).toBeNull();
    const second = await day(user.cookie, '2026-03-02');
    expect(second).toMatchObject({ heartRate: 75.5, weight: 155, steps: null, sleep: null });
    expect(res.json().metrics).toEqual(
      expect.arrayContaining([
        { metric: 'heartRate', from: '2026-03-01', to: '2026-03-02', days: 2, filled: 2, kept: 0 },
        { metric: 'steps', from: '2026-03-01', to: '2026-03-01', days: 1, filled: 1, kept: 0 },
        { metric: 'sleep', from: '2026-03-01', to: '2026-03-01', days: 1, filled: 1, kept: 0 },
      ]),
    );
    expect(res.json().metrics).toHaveLength(7);
  });

  it('converts the other units the Health app writes: hours and seconds of exercise, fluid ounces, grams', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'UTC' });
    const xml = [
      '<HealthData>',
      rec('HKQuantityTypeIdentifierAppleExerciseTime', '2026-04-01 07:00:00 +0000', '2026-04-01 07:30:00 +0000', 0.5, 'hr'),
      rec('HKQuantityTypeIdentifierAppleExerciseTime', '2026-04-01 18:00:00 +0000', '2026-04-01 18:10:00 +0000', 600, 's'),
      rec('HKQuantityTypeIdentifierDietaryWater', '2026-04-01 09:00:00 +0000', '2026-04-01 09:00:00 +0000', 16, 'fl_oz_us'),
      rec('HKQuantityTypeIdentifierDietaryWater', '2026-04-01 12:00:00 +0000', '2026-04-01 12:00:00 +0000', 1, 'cup_us'),
      rec('HKQuantityTypeIdentifierBodyMass', '2026-04-01 07:00:00 +0000', '2026-04-01 07:00:00 +0000', 68000, 'g'),
      '</HealthData>',
    ].join('\n');
    expect((await upload({ cookie: user.cookie }, xml, 'application/xml')).statusCode).toBe(200);
    // 30 + 10 minutes; 2 + 1 cups; 68 kg in pounds.
    expect(await day(user.cookie, '2026-04-01')).toMatchObject({ exercise: 40, water: 3, weight: 149.914338 });
  });

  it('keeps a heavy weight and a long day’s steps as measured, and reports what no day can hold', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'UTC' });
    const xml = [
      '<HealthData>',
      rec('HKQuantityTypeIdentifierBodyMass', '2026-04-02 07:00:00 +0000', '2026-04-02 07:00:00 +0000', 152, 'kg'),
      rec('HKQuantityTypeIdentifierStepCount', '2026-04-02 08:00:00 +0000', '2026-04-02 20:00:00 +0000', 30412, 'count'),
      rec('HKQuantityTypeIdentifierAppleExerciseTime', '2026-04-02 08:00:00 +0000', '2026-04-02 11:00:00 +0000', 180, 'min'),
      rec('HKQuantityTypeIdentifierHeartRate', '2026-04-03 09:00:00 +0000', '2026-04-03 09:00:00 +0000', 300, 'count/min'),
      rec('HKQuantityTypeIdentifierStepCount', '2026-04-03 08:00:00 +0000', '2026-04-03 20:00:00 +0000', 5000, 'count'),
      '</HealthData>',
    ].join('\n');
    const res = await upload({ cookie: user.cookie }, xml, 'application/xml');
    expect(res.statusCode, res.body).toBe(200);
    expect(await day(user.cookie, '2026-04-02')).toMatchObject({ weight: 335.102639, steps: 30412, exercise: 180 });
    expect(await day(user.cookie, '2026-04-03')).toMatchObject({ steps: 5000, heartRate: null });
    expect(res.json().rejected).toEqual([
      { date: '2026-04-03', metric: 'heartRate', value: 300, message: '2026-04-03: Heart Rate must be from 20 to 250 bpm, not 300' },
    ]);
  });

  it('reads the export.xml inside the Health app’s zip', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'America/New_York' });
    const zip = zipOf('apple_health_export/export.xml', Buffer.from(EXPORT_XML));
    const res = await upload({ cookie: user.cookie }, zip, 'application/zip');
    expect(res.statusCode, res.body).toBe(200);
    expect(await day(user.cookie, '2026-03-01')).toMatchObject({ steps: 6710, sleep: 7 });
  });

  it('never overwrites a value the user recorded, and fills the rest of that day', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'America/New_York' });
    await ctx.app.inject({ method: 'POST', url: '/api/health-metrics', headers: { cookie: user.cookie }, payload: { date: '2026-03-01', sleep: 6, mood: 8 } });
    const res = await upload({ cookie: user.cookie }, EXPORT_XML, 'text/xml');
    expect(res.json().metrics).toEqual(expect.arrayContaining([{ metric: 'sleep', from: '2026-03-01', to: '2026-03-01', days: 1, filled: 0, kept: 1 }]));
    expect(await day(user.cookie, '2026-03-01')).toMatchObject({ sleep: 6, mood: 8, steps: 6710 });
    const again = await upload({ cookie: user.cookie }, EXPORT_XML, 'text/xml');
    expect(again.json().metrics.every((m: { filled: number }) => m.filled === 0)).toBe(true);
  });

  it('refuses a file that is not a Health export, writing nothing, and leaves no upload behind', async () => {
    const user = await signUpUser(ctx.app);
    const before = await uploadsLeft();
    for (const [body, type] of [
      ['<HealthData><Record type="x"', 'application/xml'],
      ['just some text', 'application/xml'],
      [zipOf('other.txt', Buffer.from('hello')), 'application/zip'],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'application/zip'],
    ] as const) {
      const res = await upload({ cookie: user.cookie }, body, type);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('file');
    }
    expect(await uploadsLeft()).toBe(before);
    const rows = await ctx.app.inject({ method: 'GET', url: '/api/health-metrics/range?from=2026-01-01&to=2026-12-31', headers: { cookie: user.cookie } });
    expect(rows.json()).toEqual([]);
  });

  it('takes an export from a write token and refuses a read token', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'America/New_York' });
    const token = async (scope: string) =>
      (await ctx.app.inject({ method: 'POST', url: '/api/account/tokens', headers: { cookie: user.cookie }, payload: { name: scope, scope } })).json()
        .token as string;
    const read = await upload({ authorization: `Bearer ${await token('read')}` }, EXPORT_XML, 'application/xml');
    expect(read.statusCode).toBe(403);
    const write = await upload({ authorization: `Bearer ${await token('write')}` }, EXPORT_XML, 'application/xml');
    expect(write.statusCode).toBe(200);
  });
});
