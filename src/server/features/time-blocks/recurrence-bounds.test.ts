import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';

// A repeat rule whose UNTIL lay in the year 9999 once held the whole instance for 26 s: the last occurrence was found
// by walking millions of days on the main thread. Every way in (the API, MCP's add_block, an .ics import) is sent the
// rules that reach furthest, and each must answer at once with /healthz answered beside it.

/**
 * CPU a hostile request (and the /healthz beside it) may cost this process, in ms: far above what a request here
 * costs (a few ms), far below the seconds a walk to 9999 took. CPU time, not wall time: a busy machine does not move it.
 */
const CPU_BAR_MS = 250;

const ctx = useTestApp();
let user: TestUser;
let token: string;
let series: string;

const block = (date: string, rrule: string) => ({ date, hour: 9, duration: 1, title: 'Forever', category: 'focus', rrule });
const ics = (start: string, rrule: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VEVENT',
    `UID:far-${rrule}`,
    'DTSTAMP:20260101T000000Z',
    `DTSTART:${start}T090000Z`,
    `DTEND:${start}T100000Z`,
    `RRULE:${rrule}`,
    'SUMMARY:Far',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
const mcpCall = (args: Record<string, unknown>): InjectOptions => ({
  method: 'POST',
  url: '/api/mcp',
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
  payload: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'add_block', arguments: args } },
});
const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object): InjectOptions => ({
  method,
  url,
  headers: { cookie: user.cookie },
  ...(payload !== undefined ? { payload } : {}),
});
const importIcs = (range: string, body: string): InjectOptions => ({
  method: 'POST',
  url: `/api/calendar/import?${range}`,
  headers: { cookie: user.cookie, origin: 'http://localhost:80', 'content-type': 'text/calendar' },
  payload: body,
});

/** Sends the request with /healthz beside it; the CPU both cost this process, and their answers. */
async function measured(request: InjectOptions) {
  const before = process.cpuUsage();
  const [res, health] = await Promise.all([ctx.app.inject(request), ctx.app.inject({ method: 'GET', url: '/healthz' })]);
  const used = process.cpuUsage(before);
  return { res, health, cpuMs: (used.user + used.system) / 1000 };
}

beforeAll(async () => {
  user = await signUpUser(ctx.app);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/tokens',
    headers: { cookie: user.cookie },
    payload: { name: 'agent', scope: 'write' },
  });
  token = created.json<{ token: string }>().token;
  // The widest series there can be: every day from 1900 to 2999, about 400,000 occurrences.
  const widest = await ctx.app.inject(api('POST', '/api/time-blocks', block('1900-01-01', 'FREQ=DAILY;UNTIL=29991231')));
  expect(widest.statusCode, widest.body).toBe(201);
  series = widest.json<{ id: string }>().id;
  // Each route once, so what is measured below is the rule's work, not a first call's compiling.
  for (const warm of [
    api('GET', '/api/time-blocks?from=2026-01-01&to=2026-01-31'),
    mcpCall(block('2026-05-05', 'FREQ=WEEKLY;COUNT=2')),
    importIcs('from=2026-03-01&to=2026-03-03', ics('20260301', 'FREQ=DAILY;COUNT=2')),
  ]) {
    expect((await ctx.app.inject(warm)).statusCode).toBeLessThan(300);
  }
});

describe('repeat rules that reach furthest', () => {
  it('are answered at once by the API, MCP and an .ics import, with /healthz answered beside each', async () => {
    const cases: Array<[string, InjectOptions, number]> = [
      ['POST UNTIL=99991231', api('POST', '/api/time-blocks', block('2026-05-05', 'FREQ=DAILY;UNTIL=99991231')), 400],
      ['POST UNTIL=99991231T235959Z', api('POST', '/api/time-blocks', block('2026-05-05', 'FREQ=DAILY;UNTIL=99991231T235959Z')), 400],
      ['POST FREQ=MINUTELY', api('POST', '/api/time-blocks', block('2026-05-05', 'FREQ=MINUTELY;UNTIL=29991231T235959Z')), 400],
      ['POST daily 1900 to 2999', api('POST', '/api/time-blocks', block('1900-01-01', 'FREQ=DAILY;UNTIL=29991231T235959Z')), 201],
      ['POST every weekday 1900 to 2999', api('POST', '/api/time-blocks', block('1900-01-01', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;UNTIL=29991231')), 201],
      ['POST a rule with no occurrence', api('POST', '/api/time-blocks', block('1900-01-01', 'FREQ=MONTHLY;BYDAY=5FR;BYMONTHDAY=13;UNTIL=29991231')), 400],
      ['GET the series in 2999', api('GET', '/api/time-blocks?from=2999-11-20&to=2999-12-31'), 200],
      ['PATCH from 2999-12-30 on', api('PATCH', `/api/time-blocks/${series}?occurrence=2999-12-30&scope=following`, { hour: 10 }), 200],
      ['DELETE 1900-01-02', api('DELETE', `/api/time-blocks/${series}?occurrence=1900-01-02`), 204],
      ['MCP add_block UNTIL=99991231', mcpCall(block('2026-05-05', 'FREQ=DAILY;UNTIL=99991231')), 200],
      ['MCP add_block 1900 to 2999', mcpCall(block('1900-01-01', 'FREQ=DAILY;UNTIL=29991231')), 200],
      ['.ics UNTIL=99991231', importIcs('from=1900-01-01&to=1900-01-03', ics('19000101', 'FREQ=DAILY;UNTIL=99991231')), 200],
      // Kept as one series to 2999, whose last occurrence the server works out as it stores it.
      ['.ics daily to 2999', importIcs('from=1900-01-01&to=1900-01-03', ics('19000101', 'FREQ=DAILY;UNTIL=29991231T235959Z')), 200],
    ];
    const costs: string[] = [];
    for (const [what, request, status] of cases) {
      const { res, health, cpuMs } = await measured(request);
      expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBe(status);
      expect(health.statusCode, what).toBe(200);
      expect(cpuMs, what).toBeLessThan(CPU_BAR_MS);
      costs.push(`${what} ${cpuMs.toFixed(0)} ms`);
    }
    console.info(`CPU per far-reaching rule, with /healthz: ${costs.join('; ')}`);
  });
});
