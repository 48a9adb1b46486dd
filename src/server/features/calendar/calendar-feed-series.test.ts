import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const ctx = useTestApp({ now: () => NOW });

const inject = (cookie: string | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

/** Python's icalendar reads the series: its RRULE, EXDATEs and RECURRENCE-ID overrides, as UTC instants. */
function parseWithPython(ics: string) {
  const script = `
import sys, json
from datetime import timezone
from icalendar import Calendar
cal = Calendar.from_ical(sys.stdin.read())
out = []
for e in cal.walk('VEVENT'):
    ex = e.get('EXDATE')
    exdates = []
    for group in (ex if isinstance(ex, list) else [ex] if ex is not None else []):
        exdates += [d.dt.astimezone(timezone.utc).isoformat() for d in group.dts]
    rid = e.get('RECURRENCE-ID')
    out.append({'summary': str(e.get('SUMMARY')),
                'rrule': e['RRULE'].to_ical().decode() if 'RRULE' in e else None,
                'start': e.decoded('DTSTART').astimezone(timezone.utc).isoformat(),
                'exdates': exdates,
                'recurrenceId': rid.dt.astimezone(timezone.utc).isoformat() if rid is not None else None})
print(json.dumps(out))
`;
  const result = spawnSync('/usr/bin/python3', ['-c', script], { input: ics, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as { summary: string; rrule: string | null; start: string; exdates: string[]; recurrenceId: string | null }[];
}

describe('a repeating block in the feed', () => {
  it('is one VEVENT with RRULE and EXDATE, and an override per edited occurrence, read alike by ical.js and Python', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/Berlin' });
    const created = await inject(user.cookie, 'POST', '/api/time-blocks', {
      title: 'Standup',
      category: 'meeting',
      hour: 9,
      duration: 1,
      date: '2026-03-23',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20260415',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect((await inject(user.cookie, 'DELETE', `/api/time-blocks/${id}?occurrence=2026-03-25`)).statusCode).toBe(204);
    const edit = await inject(user.cookie, 'PATCH', `/api/time-blocks/${id}?occurrence=2026-04-01`, { hour: 11, title: 'Late standup' });
    expect(edit.statusCode, edit.body).toBe(200);

    const rotate = await inject(user.cookie, 'POST', '/api/calendar/feed/rotate');
    const res = await inject(undefined, 'GET', new URL(rotate.json<{ url: string }>().url).pathname);
    expect(res.statusCode).toBe(200);

    // ical.js: expand the series and compare the instants with the ones the API lists.
    const root = new ICAL.Component(ICAL.parse(res.body) as unknown[]);
    const zone = new ICAL.Timezone(root.getFirstSubcomponent('vtimezone')!);
    ICAL.TimezoneService.register(zone, 'Europe/Berlin');
    const vevents = root.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(2);
    const master = new ICAL.Event(vevents.find((v) => !v.hasProperty('recurrence-id')));
    const override = vevents.find((v) => v.hasProperty('recurrence-id'))!;
    master.relateException(override);
    expect(master.component.getFirstPropertyValue('rrule')!.toString()).toBe('FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20260415T070000Z');
    const seen: [string, string][] = [];
    const iterator = master.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = master.getOccurrenceDetails(next);
      seen.push([details.startDate.toJSDate().toISOString(), details.item.summary]);
    }
    ICAL.TimezoneService.remove('Europe/Berlin');
    expect(seen).toEqual([
      ['2026-03-23T08:00:00.000Z', 'Standup'],
      ['2026-03-30T07:00:00.000Z', 'Standup'],
      ['2026-04-01T09:00:00.000Z', 'Late standup'],
      ['2026-04-06T07:00:00.000Z', 'Standup'],
      ['2026-04-08T07:00:00.000Z', 'Standup'],
      ['2026-04-13T07:00:00.000Z', 'Standup'],
      ['2026-04-15T07:00:00.000Z', 'Standup'],
    ]);

    // Python's icalendar.
    const python = parseWithPython(res.body);
    expect(python).toEqual([
      {
        summary: 'Standup',
        rrule: 'FREQ=WEEKLY;UNTIL=20260415T070000Z;BYDAY=MO,WE',
        start: '2026-03-23T08:00:00+00:00',
        exdates: ['2026-03-25T08:00:00+00:00'],
        recurrenceId: null,
      },
      { summary: 'Late standup', rrule: null, start: '2026-04-01T09:00:00+00:00', exdates: [], recurrenceId: '2026-04-01T07:00:00+00:00' },
    ]);
  });
});
