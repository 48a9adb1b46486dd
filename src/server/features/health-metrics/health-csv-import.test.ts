import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { HEALTH_CSV_PREVIEW_ERRORS, HEALTH_CSV_PREVIEW_ROWS } from '../../../shared/schemas/health-import.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';

const ctx = useTestApp();

function csv(headers: Record<string, string>, body: string, preview: boolean, type = 'text/csv', invalidRows?: 'refuse' | 'skip') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/health-metrics/import/csv?preview=${preview}${invalidRows ? `&invalidRows=${invalidRows}` : ''}`,
    headers: { 'content-type': type, origin: 'http://localhost:80', ...headers },
    payload: body,
  });
}
async function range(cookie: string, year = 2026) {
  return (await ctx.app.inject({ method: 'GET', url: `/api/health-metrics/range?from=${year}-01-01&to=${year}-12-31`, headers: { cookie } })).json<
    Record<string, unknown>[]
  >();
}

/** Exports as the products write them: Google Takeout's Fit "Daily activity metrics.csv", Withings' weight.csv. */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const GOOGLE_FIT = fixture('google-fit-daily-activity-metrics.csv');
const WITHINGS = fixture('withings-weight.csv');
const WITHINGS_DE = fixture('withings-weight-de.csv');

/** As a spreadsheet exports it: display names, units in parentheses, a quoted field with a comma, a blank cell. */
const SPREADSHEET = [
  'Date,Sleep (hrs),Water (cups),Steps,"Weight (kg)",Heart Rate (bpm),Mood,Notes',
  '2026-03-01,7.5,8,"12,345",72.5,61,8,"slept well, long walk"',
  '2026-03-02,6,,8000,72,,7,',
  '2026-03-03,8,6,4000,71.8,60,9,',
].join('\r\n');

describe('Health CSV import', () => {
  it('answers 401 without a session', async () => {
    const res = await csv({}, SPREADSHEET, true);
    expect(res.statusCode).toBe(401);
  });

  it('previews the first rows as they will be stored, writing nothing', async () => {
    const user = await signUpUser(ctx.app);
    const res = await csv({ cookie: user.cookie }, SPREADSHEET, true);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.preview).toBe(true);
    expect(body.summary).toBeNull();
    expect(body.rowCount).toBe(3);
    expect(body.errors).toEqual([]);
    expect(body.columns).toEqual([
      { header: 'Date', metric: 'date' },
      { header: 'Sleep (hrs)', metric: 'sleep' },
      { header: 'Water (cups)', metric: 'water' },
      { header: 'Steps', metric: 'steps' },
      { header: 'Weight (kg)', metric: 'weight' },
      { header: 'Heart Rate (bpm)', metric: 'heartRate' },
      { header: 'Mood', metric: 'mood' },
      { header: 'Notes', metric: null },
    ]);
    // As measured: 12,345 steps, and 72.5 kg in pounds.
    expect(body.rows[0]).toEqual({ row: 2, date: '2026-03-01', values: { sleep: 7.5, water: 8, steps: 12345, weight: 159.83514, heartRate: 61, mood: 8 } });
    expect(body.rows[1]).toEqual({ row: 3, date: '2026-03-02', values: { sleep: 6, steps: 8000, weight: 158.732829, mood: 7 } });
    expect(body.skippedRows).toBe(0);
    expect(body.notes).toEqual([]);
    expect(await range(user.cookie)).toEqual([]);
  });

  it('applies the file, filling only what the user has not recorded', async () => {
    const user = await signUpUser(ctx.app);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/health-metrics',
      headers: { cookie: user.cookie },
      payload: { date: '2026-03-01', sleep: 5, stress: 4 },
    });
    const res = await csv({ cookie: user.cookie }, SPREADSHEET, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().preview).toBe(false);
    expect(res.json().summary.metrics).toEqual(
      expect.arrayContaining([
        { metric: 'sleep', from: '2026-03-01', to: '2026-03-03', days: 3, filled: 2, kept: 1 },
        { metric: 'steps', from: '2026-03-01', to: '2026-03-03', days: 3, filled: 3, kept: 0 },
      ]),
    );
    const rows = await range(user.cookie);
    expect(rows.map((r) => r.date)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(rows[0]).toMatchObject({ sleep: 5, stress: 4, steps: 12345, mood: 8 });
    expect(rows[1]).toMatchObject({ sleep: 6, water: null, heartRate: null });
    // Applying again fills nothing and changes nothing.
    const again = await csv({ cookie: user.cookie }, SPREADSHEET, false);
    expect(again.json().summary.metrics.every((m: { filled: number }) => m.filled === 0)).toBe(true);
    expect(await range(user.cookie)).toEqual(rows);
  });

  it('reads semicolons, decimal commas, synonyms, units and the common date formats', async () => {
    const user = await signUpUser(ctx.app);
    const file = [
      '\uFEFFdatum;Schlaf;sleep_hours;Weight lbs;Water (ml);Exercise (hrs);Mindful Minutes;Screen Time;step_count;Resting HR',
      '01.03.2026;x;7,5;160;500;1,5;10;2:30;9 000;58',
      '2026/03/02;;8;;;;;;12.345;',
    ].join('\n');
    const res = await csv({ cookie: user.cookie }, file, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().errors).toEqual([]);
    expect(res.json().columns.map((c: { metric: string | null }) => c.metric)).toEqual([
      'date',
      null,
      'sleep',
      'weight',
      'water',
      'exercise',
      'meditation',
      'screenTime',
      'steps',
      'heartRate',
    ]);
    expect(res.json().rows[0].values).toEqual({
      sleep: 7.5,
      weight: 160,
      water: 2.113376,
      exercise: 90,
      meditation: 10,
      screenTime: 2.5,
      steps: 9000,
      heartRate: 58,
    });
    // In a semicolon file a dot groups thousands.
    expect(res.json().rows[1]).toEqual({ row: 3, date: '2026-03-02', values: { sleep: 8, steps: 12345 } });

    const us = await csv({ cookie: user.cookie }, 'Day,Steps\n3/14/2026,100\n"Mar 15, 2026",200\n16 March 2026,300\n', true);
    expect(us.json().rows.map((r: { date: string }) => r.date)).toEqual(['2026-03-14', '2026-03-15', '2026-03-16']);
    const european = await csv({ cookie: user.cookie }, 'date,steps\n05/03/2026,100\n14/03/2026,200\n', true, 'application/vnd.ms-excel');
    expect(european.json().rows.map((r: { date: string }) => r.date)).toEqual(['2026-03-05', '2026-03-14']);
  });

  it('reports every bad row by number and column, and writes nothing when applied', async () => {
    const user = await signUpUser(ctx.app);
    const file = [
      'Date,Steps,Mood,Weight (lbs)',
      '2026-04-01,5000,7,150',
      'yesterday,5000,7,150',
      '2026-04-03,250000,7,150',
      '2026-04-04,5000,eleven,−3',
      '2026-02-30,1000,,',
      '2026-04-01,100,,',
      '2026-04-07,6000,8,155',
    ].join('\n');
    const preview = await csv({ cookie: user.cookie }, file, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().errors).toEqual([
      { row: 3, column: 'Date', message: '“yesterday” is not a date' },
      { row: 4, column: 'Steps', message: 'Steps must be from 0 to 200,000 steps' },
      { row: 5, column: 'Mood', message: 'Mood: “eleven” is not a number' },
      { row: 5, column: 'Weight (lbs)', message: 'Weight must be from 0 to 1,400 lbs' },
      { row: 6, column: 'Date', message: '“2026-02-30” is not a date' },
      { row: 7, column: 'Date', message: '2026-04-01 is already on row 2' },
    ]);
    const applied = await csv({ cookie: user.cookie }, file, false);
    expect(applied.statusCode).toBe(400);
    expect(applied.json().message).toBe('5 rows have a problem; nothing was imported');
    expect(applied.json().issues).toContainEqual({ path: 'row 4, Steps', message: 'Steps must be from 0 to 200,000 steps' });
    expect(applied.json().issues).toHaveLength(6);
    expect(await range(user.cookie)).toEqual([]);

    // Import the good rows, skip the rest: the bad rows are named and left out, the file's good days stored.
    const skipped = await csv({ cookie: user.cookie }, file, false, 'text/csv', 'skip');
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json()).toMatchObject({ preview: false, skippedRows: 5 });
    expect(skipped.json().errors).toHaveLength(6);
    expect((await range(user.cookie)).map((r) => [r.date, r.steps, r.mood, r.weight])).toEqual([
      ['2026-04-01', 5000, 7, 150],
      ['2026-04-07', 6000, 8, 155],
    ]);
  });

  it('answers the first 50 days and 100 problems of a long file, with how many there are in all', async () => {
    const user = await signUpUser(ctx.app);
    const day = (i: number) => new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10);
    const good = Array.from({ length: 60 }, (_, i) => `${day(i)},${1000 + i}`);
    const bad = Array.from({ length: 120 }, (_, i) => `${day(60 + i)},many`);
    const res = await csv({ cookie: user.cookie }, ['Date,Steps', ...good, ...bad].join('\n'), true);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ rowCount: 180, dayCount: 60, errorCount: 120, skippedRows: 120 });
    expect(body.rows).toHaveLength(HEALTH_CSV_PREVIEW_ROWS);
    expect(body.rows.at(-1)).toEqual({ row: 51, date: day(49), values: { steps: 1049 } });
    expect(body.errors).toHaveLength(HEALTH_CSV_PREVIEW_ERRORS);
    expect(body.errors[0]).toEqual({ row: 62, column: 'Steps', message: 'Steps: “many” is not a number' });
    expect(body.errors.at(-1).row).toBe(161);

    // Refused when applied: the 400 names the same first 100 problems.
    const applied = await csv({ cookie: user.cookie }, ['Date,Steps', ...good, ...bad].join('\n'), false);
    expect(applied.statusCode).toBe(400);
    expect(applied.json().message).toBe('120 rows have a problem; nothing was imported');
    expect(applied.json().issues).toHaveLength(HEALTH_CSV_PREVIEW_ERRORS);
  });

  it('reads Google Fit’s daily export: days over 20,000 steps, its average weight and average heart rate, and nothing else', async () => {
    const user = await signUpUser(ctx.app);
    const preview = await csv({ cookie: user.cookie }, GOOGLE_FIT, true);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().errors).toEqual([]);
    expect(preview.json().columns.filter((c: { metric: string | null }) => c.metric !== null)).toEqual([
      { header: 'Date', metric: 'date' },
      { header: 'Average heart rate (bpm)', metric: 'heartRate' },
      { header: 'Step count', metric: 'steps' },
      { header: 'Average weight (kg)', metric: 'weight' },
    ]);
    const applied = await csv({ cookie: user.cookie }, GOOGLE_FIT, false);
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await range(user.cookie)).map((r) => [r.date, r.steps, r.heartRate, r.weight])).toEqual([
      ['2026-05-01', 23514, 72.333333, 181.440449],
      ['2026-05-02', 2210, null, null],
      ['2026-05-04', 41022, 88.5, 180.558596],
    ]);
  });

  it('reads a Withings weight export: the day’s last weigh-in, and its body water is not water drunk', async () => {
    const user = await signUpUser(ctx.app);
    const preview = await csv({ cookie: user.cookie }, WITHINGS, true);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().errors).toEqual([]);
    expect(preview.json().columns.find((c: { header: string }) => c.header === 'Hydration (kg)')).toEqual({ header: 'Hydration (kg)', metric: null });
    expect(preview.json().notes).toEqual([
      '“Hydration (kg)” is not read as Water: Water is not measured in kg',
      '2 days have several measurements: each keeps the day’s last one',
    ]);
    expect(await range(user.cookie)).toEqual([]);
    expect((await csv({ cookie: user.cookie }, WITHINGS, false)).statusCode).toBe(200);
    const rows = await range(user.cookie);
    expect(rows.map((r) => [r.date, r.weight, r.water])).toEqual([
      ['2026-06-05', 181.660904, null], // 82.4 kg at 22:15, not 83.1 at 07:15
      ['2026-06-12', 180.558593, null],
      ['2026-06-19', 181.660904, null],
      ['2026-06-26', 179.015357, null], // 81.2 kg at 21:40
    ]);
  });

  it('reads Withings’ weight export in German: “Gewicht (kg)”, times in “6:04 Uhr”', async () => {
    const user = await signUpUser(ctx.app);
    const res = await csv({ cookie: user.cookie }, WITHINGS_DE, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().columns.filter((c: { metric: string | null }) => c.metric !== null)).toEqual([
      { header: 'Date', metric: 'date' },
      { header: 'Gewicht (kg)', metric: 'weight' },
    ]);
    // Stored in pounds: 94.89 kg / 0.45359237 = 209.196641 lb, 94.34 kg / 0.45359237 = 207.984098 lb.
    expect((await range(user.cookie, 2014)).map((r) => [r.date, r.weight])).toEqual([
      ['2014-02-12', 209.196641],
      ['2014-02-13', 207.984098],
    ]);
  });

  it('refuses a file it cannot use, naming why', async () => {
    const user = await signUpUser(ctx.app);
    for (const [file, message] of [
      ['', 'Choose a CSV file'],
      ['Steps,Mood\n100,5\n', 'No date column'],
      ['Date,Colour\n2026-01-01,blue\n', 'None of the columns is one of the twelve metrics'],
      ['Date,Steps\n2026-01-01,"100\n', 'This CSV cannot be read'],
    ] as const) {
      const res = await csv({ cookie: user.cookie }, file, false);
      expect(res.statusCode, file).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await range(user.cookie)).toEqual([]);
  });

  it('writes to the signed-in user only, and refuses a read token', async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/health-metrics', headers: { cookie: other.cookie }, payload: { date: '2026-03-01', mood: 3 } });
    const before = await range(other.cookie);
    expect((await csv({ cookie: owner.cookie }, SPREADSHEET, false)).statusCode).toBe(200);
    expect(await range(other.cookie)).toEqual(before);
    const token = (
      await ctx.app.inject({ method: 'POST', url: '/api/account/tokens', headers: { cookie: owner.cookie }, payload: { name: 'r', scope: 'read' } })
    ).json().token as string;
    expect((await csv({ authorization: `Bearer ${token}` }, SPREADSHEET, true)).statusCode).toBe(403);
  });
});
