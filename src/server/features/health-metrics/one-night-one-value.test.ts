import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { signUpUser, useTestApp } from '../../test/helpers.js';

// One night recorded by several sources counts once: an Apple Watch's sleep stages, a sleep app's asleep spans and
// the phone's time in bed, in the export.xml format of the Health app (Record elements, "yyyy-MM-dd HH:mm:ss ±hhmm").
const ctx = useTestApp();

const sleep = (source: string, value: string, start: string, end: string) =>
  `  <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="${source}" sourceVersion="10.4" creationDate="${end} +0100" startDate="${start} +0100" endDate="${end} +0100" value="HKCategoryValueSleepAnalysis${value}"/>`;
const minutes = (type: string, source: string, start: string, end: string, value: number) =>
  `  <Record type="HKQuantityTypeIdentifier${type}" sourceName="${source}" unit="min" creationDate="${end} +0100" startDate="${start} +0100" endDate="${end} +0100" value="${value}"/>`;
const mindful = (source: string, start: string, end: string) =>
  `  <Record type="HKCategoryTypeIdentifierMindfulSession" sourceName="${source}" creationDate="${end} +0100" startDate="${start} +0100" endDate="${end} +0100"/>`;

const EXPORT_XML = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<HealthData locale="en_GB">',
  ' <ExportDate value="2026-03-05 09:00:00 +0100"/>',
  // Night to 2 March. Watch: core 23:10–01:00, deep 01:00–01:40, awake 01:40–01:50, REM 01:50–03:00, core 03:00–06:40.
  sleep('Apple Watch', 'InBed', '2026-03-01 22:50:00', '2026-03-02 06:55:00'),
  sleep('Apple Watch', 'AsleepCore', '2026-03-01 23:10:00', '2026-03-02 01:00:00'),
  sleep('Apple Watch', 'AsleepDeep', '2026-03-02 01:00:00', '2026-03-02 01:40:00'),
  sleep('Apple Watch', 'Awake', '2026-03-02 01:40:00', '2026-03-02 01:50:00'),
  sleep('Apple Watch', 'AsleepREM', '2026-03-02 01:50:00', '2026-03-02 03:00:00'),
  sleep('Apple Watch', 'AsleepCore', '2026-03-02 03:00:00', '2026-03-02 06:40:00'),
  // The sleep app: asleep 23:00–01:45 and 01:55–06:30.
  sleep('AutoSleep', 'AsleepUnspecified', '2026-03-01 23:00:00', '2026-03-02 01:45:00'),
  sleep('AutoSleep', 'AsleepUnspecified', '2026-03-02 01:55:00', '2026-03-02 06:30:00'),
  // The phone's bedtime: in bed only.
  sleep('iPhone', 'InBed', '2026-03-01 22:30:00', '2026-03-02 07:00:00'),
  // Night to 3 March. Watch: core 00:30–04:00, REM 04:00–05:00; the app: asleep 05:30–07:00, after the watch's last.
  sleep('Apple Watch', 'AsleepCore', '2026-03-03 00:30:00', '2026-03-03 04:00:00'),
  sleep('Apple Watch', 'AsleepREM', '2026-03-03 04:00:00', '2026-03-03 05:00:00'),
  sleep('AutoSleep', 'Asleep', '2026-03-03 05:30:00', '2026-03-03 07:00:00'),
  // Night to 4 March: the watch and the app record the same 22:00–06:00 exactly.
  sleep('Apple Watch', 'AsleepCore', '2026-03-03 22:00:00', '2026-03-04 06:00:00'),
  sleep('AutoSleep', 'Asleep', '2026-03-03 22:00:00', '2026-03-04 06:00:00'),
  // Exercise on 2 March: the watch's minutes 07:00–07:30 and a workout app's 07:15–07:45 of the same run.
  minutes('AppleExerciseTime', 'Apple Watch', '2026-03-02 07:00:00', '2026-03-02 07:30:00', 30),
  minutes('AppleExerciseTime', 'Strava', '2026-03-02 07:15:00', '2026-03-02 07:45:00', 30),
  // Meditation on 2 March: the same session logged by two apps, 12:00–12:10 and 12:05–12:20.
  mindful('Headspace', '2026-03-02 12:00:00', '2026-03-02 12:10:00'),
  mindful('Apple Watch', '2026-03-02 12:05:00', '2026-03-02 12:20:00'),
  '</HealthData>',
].join('\n');

describe('one night, one value', () => {
  it('counts sleep, exercise and meditation recorded by several sources as the time they cover together', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/Paris' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/health-metrics/import/apple-health',
      headers: { cookie: user.cookie, origin: 'http://localhost:80', 'content-type': 'application/xml' },
      payload: EXPORT_XML,
    });
    expect(res.statusCode, res.body).toBe(200);
    const day = async (date: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/health-metrics?date=${date}`, headers: { cookie: user.cookie } })).json();

    // 2 March, by hand: asleep spans together 23:00–01:45 (watch and app) and 01:50–06:40 (watch from 01:50, app from
    // 01:55) = 2 h 45 + 4 h 50 = 7 h 35; the awake 01:45–01:50 and the time in bed are not sleep. Summed, the sources
    // made 7 h 20 + 7 h 20 = 14 h 40.
    expect((await day('2026-03-02')).sleep).toBeCloseTo(7 + 35 / 60, 6);
    // 3 March: 00:30–05:00 (watch) and 05:30–07:00 (app) do not overlap = 4 h 30 + 1 h 30 = 6 h.
    expect((await day('2026-03-03')).sleep).toBe(6);
    // 4 March: the same 8 hours twice are 8 hours, not 16.
    expect((await day('2026-03-04')).sleep).toBe(8);
    // The run 07:00–07:45 is 45 minutes, not 60; the session 12:00–12:20 is 20 minutes, not 25.
    expect(await day('2026-03-02')).toMatchObject({ exercise: 45, meditation: 20 });
  });
});

describe('one night, one value, in a multi-source iOS export', () => {
  // fixtures/README.md says where each record comes from: the first night is a real export's, the others are built
  // in its shape. Each night is worked out by hand: every asleep record of every source (in bed and awake left out),
  // merged where they overlap or touch, in Tokyo time; then the merged spans' minutes added up.
  const nights: Array<{ date: string; spans: Array<[string, string]>; minutes: number }> = [
    {
      // AutoSleep 06:59:00–08:13:00 and the watch's REM 08:03:53–08:32:23 + core 08:32:23–09:12:53 overlap: one span,
      // 06:59:00–09:12:53 = 2 h 13 min 53 s = 120 + 13 + 53/60 min.
      date: '2025-01-18',
      spans: [['2025-01-18T06:59:00+09:00', '2025-01-18T09:12:53+09:00']],
      minutes: 133 + 53 / 60,
    },
    {
      // The watch from 23:05:12 (its first core stage ends before midnight) to its awake at 02:40:12, AutoSleep's
      // 23:14–02:38 inside it: 3 h 35 min = 215 min. Then the watch's REM from 02:47:42 (AutoSleep asleep again only
      // at 02:50), AutoSleep's 02:50–06:44 bridging the watch's awake 05:58:42–06:03:12, to the watch's last core
      // ending 06:49:42: 4 h 2 min = 242 min. 215 + 242 = 457 min. Summed per source it would be the watch's 452.5
      // (215 + 191 + 46.5) and AutoSleep's 438 (204 + 234) = 890.5 min.
      date: '2025-01-19',
      spans: [
        ['2025-01-18T23:05:12+09:00', '2025-01-19T02:40:12+09:00'],
        ['2025-01-19T02:47:42+09:00', '2025-01-19T06:49:42+09:00'],
      ],
      minutes: 457,
    },
    {
      // The watch 00:31:05–02:45:35, AutoSleep 00:36–02:44 and Sleep Cycle 00:40:10–02:50:00: 00:31:05–02:50:00 =
      // 2 h 18 min 55 s. Everyone awake from 02:50 (the watch's awake runs to 03:05:05) until Sleep Cycle's
      // 02:58:30–07:05:20, which outlasts the watch (taken off at 05:27:35) and AutoSleep (to 06:05): 4 h 6 min 50 s.
      // 138 min 55 s + 246 min 50 s = 384 min 105 s = 385 min 45 s.
      date: '2025-01-20',
      spans: [
        ['2025-01-20T00:31:05+09:00', '2025-01-20T02:50:00+09:00'],
        ['2025-01-20T02:58:30+09:00', '2025-01-20T07:05:20+09:00'],
      ],
      minutes: 385 + 45 / 60,
    },
  ];
  const spanMinutes = (spans: Array<[string, string]>) => spans.reduce((sum, [from, to]) => sum + (Date.parse(to) - Date.parse(from)) / 60_000, 0);

  it('stores each night as the time its sources cover together, on the day of waking', async () => {
    // The hand sums agree with the spans they were taken from.
    expect(nights.map((n) => spanMinutes(n.spans))).toEqual(nights.map((n) => expect.closeTo(n.minutes, 9)));
    const user = await signUpUser(ctx.app, { timezone: 'Asia/Tokyo' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/health-metrics/import/apple-health',
      headers: { cookie: user.cookie, origin: 'http://localhost:80', 'content-type': 'application/xml' },
      payload: readFileSync(new URL('./fixtures/apple-health-multi-source-sleep.xml', import.meta.url)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const range = await ctx.app.inject({ method: 'GET', url: '/api/health-metrics/range?from=2025-01-16&to=2025-01-22', headers: { cookie: user.cookie } });
    const stored = range.json<Array<{ date: string; sleep: number | null }>>().map((r) => [r.date, r.sleep === null ? null : r.sleep * 60]);
    // Only these three days hold sleep, each its night's minutes (hours are stored to six places: within 0.03 s).
    expect(stored).toEqual(nights.map((n) => [n.date, expect.closeTo(n.minutes, 3)]));
  });
});
