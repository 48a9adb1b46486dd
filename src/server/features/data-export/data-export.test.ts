import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { EXPORT_TABLES, IMPORT_MAX_BYTES, type ExportDocument } from '../../../shared/schemas/export.js';
import { goals, userOwnedTables, users } from '../../db/schema/index.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';
import { expectAllUnauthorized } from '../../test/authz.js';
import { exportedTables, nestedTables, notExportedTables } from './data-export.repo.js';
import { makeExportDocument } from '../../test/export-fixture.js';

const ctx = useTestApp();

const exportFor = async (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });
const importFor = async (cookie: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/account/import', headers: { cookie, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

async function rowCounts(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(userOwnedTables) as [string, PgTable & { userId: PgColumn }][]) {
    counts[name] = (await ctx.database.db.select().from(table).where(eq(table.userId, userId))).length;
  }
  return counts;
}

describe('authorization', () => {
  it('answers 401 to every route without a session', async () => {
    await expectAllUnauthorized(ctx.app, [
      { method: 'GET', url: '/api/account/export' },
      { method: 'POST', url: '/api/account/import', payload: makeExportDocument() },
    ]);
  });
});

describe('export', () => {
  it('decides for every user-owned table whether it is exported', () => {
    expect(Object.keys(exportedTables).sort()).toEqual([...EXPORT_TABLES].sort());
    const decided = [...Object.keys(exportedTables), ...nestedTables, ...notExportedTables].sort();
    expect(Object.keys(userOwnedTables).sort(), 'a new user-owned table must be exported or listed in notExportedTables').toEqual(decided);
  });

  it('downloads a versioned JSON document as an attachment, with only the user’s own rows', async () => {
    const me = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await importFor(other.cookie, makeExportDocument());
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { cookie: me.cookie },
      payload: { title: 'Learn dozenal', category: 'Learning', timeframe: '12 days', description: '' },
    });
    expect(created.statusCode).toBe(201);

    const res = await exportFor(me.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="twelvefold-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const doc = res.json<ExportDocument>();
    expect(doc).toMatchObject({ format: 'twelvefold-export', version: 1, profile: { email: me.email, authProvider: 'local' } });
    expect(doc.goals).toHaveLength(1);
    expect(doc.goals[0]).toMatchObject({ id: created.json().id, title: 'Learn dozenal', timeframe: '12 days' });
    expect(doc.goals[0]).not.toHaveProperty('userId');
    for (const list of ['timeBlocks', 'healthMetrics', 'relationships', 'tasks', 'dailyPlans', 'progressReviews', 'chatMessages', 'insights'] as const) {
      expect(doc[list], list).toEqual([]);
    }
    expect(JSON.stringify(doc)).not.toMatch(/passwordHash|password_hash|tokenHash/);
  });

  it('pages through more rows than one batch', async () => {
    const me = await signUpUser(ctx.app);
    const many = makeExportDocument();
    const template = many.chatMessages[0];
    many.chatMessages = Array.from({ length: 1234 }, (_, i) => ({ ...template, id: crypto.randomUUID(), content: `message ${i}` }));
    expect((await importFor(me.cookie, many)).statusCode).toBe(200);
    const doc = (await exportFor(me.cookie)).json<ExportDocument>();
    expect(doc.chatMessages).toHaveLength(1234);
    expect(new Set(doc.chatMessages.map((m) => m.id)).size).toBe(1234);
  });
});

describe('import', () => {
  it('imports every list, applies the profile preferences and reports what it took', async () => {
    const me = await signUpUser(ctx.app);
    const doc = makeExportDocument();
    const res = await importFor(me.cookie, doc);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      imported: {
        timeBlocks: 2,
        healthMetrics: 1,
        relationships: 2,
        interactions: 2,
        goals: 1,
        tasks: 2,
        dailyPlans: 1,
        progressReviews: 1,
        chatMessages: 2,
        insights: 1,
      },
      skipped: {
        timeBlocks: 0,
        healthMetrics: 0,
        relationships: 0,
        interactions: 0,
        goals: 0,
        tasks: 0,
        dailyPlans: 0,
        progressReviews: 0,
        chatMessages: 0,
        insights: 0,
      },
    });
    const user = (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: me.cookie } })).json();
    expect(user).toMatchObject({ email: me.email, firstName: 'Imported', lastName: 'Person', timezone: 'Europe/Berlin', numberBase: 'dozenal' });
  });

  it('skips ids that already exist, for this user or anyone else, and never overwrites them', async () => {
    const owner = await signUpUser(ctx.app);
    const doc = makeExportDocument();
    await importFor(owner.cookie, doc);

    const again = await importFor(owner.cookie, doc);
    expect(again.statusCode).toBe(200);
    expect(Object.values(again.json().imported)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(again.json().skipped).toMatchObject({ dailyPlans: 1, timeBlocks: 2, relationships: 2, interactions: 2, insights: 1 });

    const intruder = await signUpUser(ctx.app);
    const hostile = structuredClone(doc);
    hostile.goals[0].title = 'Overwritten';
    hostile.relationships[0].interactions.push({
      id: crypto.randomUUID(),
      date: '2026-02-25',
      type: 'message',
      notes: 'sneaked in',
      createdAt: new Date().toISOString(),
    });
    const res = await importFor(intruder.cookie, hostile);
    expect(res.statusCode).toBe(200);
    expect(res.json().imported).toMatchObject({ goals: 0, relationships: 0, interactions: 0 });
    expect(res.json().skipped).toMatchObject({ goals: 1, relationships: 2, interactions: 3 });

    const [goal] = await ctx.database.db.select().from(goals).where(eq(goals.id, doc.goals[0].id));
    expect(goal).toMatchObject({ userId: owner.id, title: 'Run a half marathon' });
    expect(await rowCounts(intruder.id)).toMatchObject({ goals: 0, relationships: 0, interactions: 0 });
    const ownerExport = (await exportFor(owner.cookie)).json<ExportDocument>();
    expect(ownerExport.relationships.find((r) => r.id === doc.relationships[0].id)!.interactions).toHaveLength(2);
  });

  it('carries tasks exactly, linked to their goal and person, and reads a file from before tasks', async () => {
    const me = await signUpUser(ctx.app);
    const doc = makeExportDocument();
    expect((await importFor(me.cookie, doc)).statusCode).toBe(200);
    const back = (await exportFor(me.cookie)).json<ExportDocument>();
    const byId = (list: { id: string }[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    expect(byId(back.tasks)).toEqual(byId(doc.tasks));

    const older = makeExportDocument() as unknown as Record<string, unknown>;
    delete older.tasks;
    const other = await signUpUser(ctx.app);
    const res = await importFor(other.cookie, older);
    expect(res.statusCode).toBe(200);
    expect(res.json().imported.tasks).toBe(0);
  });

  it('carries intentions and reflections exactly, and keeps a day already written on import', async () => {
    const me = await signUpUser(ctx.app);
    const put = { method: 'PUT' as const, url: '/api/daily-plans/2026-02-24', headers: { cookie: me.cookie }, payload: { intention: 'Mine' } };
    expect((await ctx.app.inject(put)).statusCode).toBe(200);
    const doc = makeExportDocument();
    doc.dailyPlans.push({ ...doc.dailyPlans[0], id: crypto.randomUUID(), date: '2026-02-25', intention: 'Second day' });
    const res = await importFor(me.cookie, doc);
    expect(res.json()).toMatchObject({ imported: { dailyPlans: 1 }, skipped: { dailyPlans: 1 } });
    const back = (await exportFor(me.cookie)).json<ExportDocument>().dailyPlans;
    expect(back.map((p) => [p.date, p.intention])).toEqual(
      expect.arrayContaining([
        ['2026-02-24', 'Mine'],
        ['2026-02-25', 'Second day'],
      ]),
    );
    expect(back.find((p) => p.date === '2026-02-25')).toEqual(doc.dailyPlans[1]);
  });

  it("imports a task unlinked when its goal or person is not the user's own, and refuses a done task without its completion", async () => {
    const owner = await signUpUser(ctx.app);
    const doc = makeExportDocument();
    await importFor(owner.cookie, doc);
    const intruder = await signUpUser(ctx.app);
    const hostile = makeExportDocument({ goals: [], relationships: [] });
    hostile.tasks[0].goalId = doc.goals[0].id;
    hostile.tasks[1].relationshipId = doc.relationships[0].id;
    expect((await importFor(intruder.cookie, hostile)).json().imported.tasks).toBe(2);
    const theirs = (await exportFor(intruder.cookie)).json<ExportDocument>().tasks;
    expect(theirs.map((t) => [t.goalId, t.relationshipId])).toEqual([
      [null, null],
      [null, null],
    ]);

    const bad = makeExportDocument();
    bad.tasks[1].completedAt = null;
    const refused = await importFor((await signUpUser(ctx.app)).cookie, bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([expect.objectContaining({ path: 'tasks.1.completedAt' })]);
  });

  it("keeps a block linked to its task, and brings one whose task is not the user's own in unlinked", async () => {
    const me = await signUpUser(ctx.app);
    const doc = makeExportDocument();
    doc.timeBlocks[0].taskId = doc.tasks[0].id;
    expect((await importFor(me.cookie, doc)).statusCode).toBe(200);
    const back = (await exportFor(me.cookie)).json<ExportDocument>();
    expect(back.timeBlocks.find((b) => b.id === doc.timeBlocks[0].id)?.taskId).toBe(doc.tasks[0].id);
    const tasks = (await ctx.app.inject({ method: 'GET', url: '/api/tasks', headers: { cookie: me.cookie } })).json<{ id: string; blockIds: string[] }[]>();
    expect(tasks.find((t) => t.id === doc.tasks[0].id)?.blockIds).toEqual([doc.timeBlocks[0].id]);

    const intruder = await signUpUser(ctx.app);
    const hostile = makeExportDocument({ tasks: [] });
    hostile.timeBlocks[0].taskId = doc.tasks[0].id;
    expect((await importFor(intruder.cookie, hostile)).json().imported.timeBlocks).toBe(2);
    expect((await exportFor(intruder.cookie)).json<ExportDocument>().timeBlocks.map((b) => b.taskId)).toEqual([null, null]);
  });

  it('carries each birthday as given, with or without its year, and reads a file from before birthdays', async () => {
    const me = await signUpUser(ctx.app);
    const doc = makeExportDocument();
    doc.relationships[1].birthday = '1815-12-10';
    expect((await importFor(me.cookie, doc)).statusCode).toBe(200);
    const back = (await exportFor(me.cookie)).json<ExportDocument>();
    expect(back.relationships.map((r) => [r.name, r.birthday]).sort()).toEqual([
      ['Ada Lovelace', '--12-10'],
      ['Charles Babbage', '1815-12-10'],
    ]);

    const older = makeExportDocument() as unknown as { relationships: Record<string, unknown>[] };
    for (const person of older.relationships) delete person.birthday;
    const other = await signUpUser(ctx.app);
    expect((await importFor(other.cookie, older)).statusCode).toBe(200);
    expect((await exportFor(other.cookie)).json<ExportDocument>().relationships.map((r) => r.birthday)).toEqual([null, null]);

    const bad = makeExportDocument();
    bad.relationships[0].birthday = '1990-02-30';
    const refused = await importFor((await signUpUser(ctx.app)).cookie, bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([expect.objectContaining({ path: 'relationships.0.birthday' })]);
  });

  it('carries a repeating block with its rule, and brings it back repeating', async () => {
    const me = await signUpUser(ctx.app);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/time-blocks',
      headers: { cookie: me.cookie },
      payload: { date: '2026-03-02', hour: 7, duration: 1, title: 'Run', category: 'break', rrule: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const doc = exportFor(me.cookie).then((r) => r.json());
    const exported = (await doc).timeBlocks as Array<{ title: string; rrule: string | null }>;
    expect(exported.find((b) => b.title === 'Run')?.rrule).toMatch(/FREQ=WEEKLY/);

    const { id } = created.json<{ id: string }>();
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/time-blocks/${id}`, headers: { cookie: me.cookie } })).statusCode).toBe(204);
    expect((await importFor(me.cookie, await doc)).statusCode).toBe(200);
    const week = await ctx.app.inject({ method: 'GET', url: '/api/time-blocks?from=2026-03-02&to=2026-03-08', headers: { cookie: me.cookie } });
    expect(week.json<Array<{ date: string; rrule: string | null }>>().map((b) => b.date)).toEqual(['2026-03-02', '2026-03-04']);
  });

  it('carries a series with its edited and removed occurrences, so export then import gives the same series back', async () => {
    const me = await signUpUser(ctx.app);
    const headers = { cookie: me.cookie };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/time-blocks',
      headers,
      payload: { date: '2026-03-02', hour: 7, duration: 1, title: 'Run', category: 'break', rrule: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4' },
    });
    const { id } = created.json<{ id: string }>();
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/time-blocks/${id}?occurrence=2026-03-04`,
      headers,
      payload: { hour: 18, title: 'Evening run', date: '2026-03-05' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/time-blocks/${id}?occurrence=2026-03-09`, headers })).statusCode).toBe(204);
    const listOf = async (cookie: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/time-blocks?from=2026-03-01&to=2026-03-15', headers: { cookie } }))
        .json<Array<{ date: string; hour: number; title: string; occurrence: string }>>()
        .map((b) => [b.date, b.hour, b.title, b.occurrence]);
    const before = await listOf(me.cookie);
    expect(before).toEqual([
      ['2026-03-02', 7, 'Run', '2026-03-02'],
      ['2026-03-05', 18, 'Evening run', '2026-03-04'],
      ['2026-03-11', 7, 'Run', '2026-03-11'],
    ]);

    const doc = (await exportFor(me.cookie)).json<ExportDocument>();
    const exported = doc.timeBlocks.find((b) => b.id === id)!;
    expect(exported.exceptions).toEqual([
      expect.objectContaining({
        occurrenceDate: '2026-03-04',
        removed: false,
        date: '2026-03-05',
        hour: 18,
        title: 'Evening run',
        category: null,
        duration: null,
      }),
      expect.objectContaining({ occurrenceDate: '2026-03-09', removed: true }),
    ]);
    expect(exported.exceptions![0]).not.toHaveProperty('userId');
    expect(exported.exceptions![0]).not.toHaveProperty('blockId');

    // Another user's import of this file neither takes the series (its id is taken) nor adds edits to it.
    const other = await signUpUser(ctx.app);
    const tampered = structuredClone(doc);
    tampered.timeBlocks
      .find((b) => b.id === id)!
      .exceptions!.push({
        occurrenceDate: '2026-03-11',
        removed: true,
        date: null,
        hour: null,
        title: null,
        category: null,
        minute: null,
        durationMinutes: null,
      });
    expect((await importFor(other.cookie, tampered)).statusCode).toBe(200);
    expect(await listOf(other.cookie)).toEqual([]);
    expect(await listOf(me.cookie)).toEqual(before);

    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/time-blocks/${id}`, headers })).statusCode).toBe(204);
    expect(await listOf(me.cookie)).toEqual([]);
    const res = await importFor(me.cookie, doc);
    expect(res.statusCode, res.body).toBe(200);
    expect(await listOf(me.cookie)).toEqual(before);
    // Importing the same file again changes nothing.
    expect((await importFor(me.cookie, doc)).statusCode).toBe(200);
    expect(await listOf(me.cookie)).toEqual(before);
  });

  it('keeps minutes through export and import, and reads a file from before blocks kept minutes as whole hours', async () => {
    const me = await signUpUser(ctx.app);
    const headers = { cookie: me.cookie };
    const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/time-blocks', headers, payload: { category: 'focus', ...payload } });
    const standup = (await post({ date: '2026-04-06', hour: 9, minute: 30, durationMinutes: 15, title: 'Standup' })).json<{ id: string }>();
    const series = (await post({ date: '2026-04-06', hour: 7, minute: 15, duration: 0.5, title: 'Stretch', rrule: 'FREQ=DAILY;COUNT=3' })).json<{
      id: string;
    }>();
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/time-blocks/${series.id}?occurrence=2026-04-07`,
      headers,
      payload: { minute: 45, durationMinutes: 20 },
    });
    const listOf = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/time-blocks?from=2026-04-06&to=2026-04-08', headers }))
        .json<Array<{ date: string; hour: number; minute: number; durationMinutes: number; duration: number; title: string }>>()
        .map((b) => [b.date, b.hour, b.minute, b.durationMinutes, b.duration, b.title]);
    const before = await listOf();
    expect(before).toEqual([
      ['2026-04-06', 7, 15, 30, 0.5, 'Stretch'],
      ['2026-04-06', 9, 30, 15, 0.25, 'Standup'],
      ['2026-04-07', 7, 45, 20, 20 / 60, 'Stretch'],
      ['2026-04-08', 7, 15, 30, 0.5, 'Stretch'],
    ]);

    const doc = (await exportFor(me.cookie)).json<ExportDocument>();
    expect(doc.timeBlocks.find((b) => b.id === standup.id)).toMatchObject({ hour: 9, minute: 30, durationMinutes: 15, duration: 0.25 });
    expect(doc.timeBlocks.find((b) => b.id === series.id)!.exceptions).toEqual([expect.objectContaining({ minute: 45, durationMinutes: 20 })]);
    for (const { id } of [standup, series]) await ctx.app.inject({ method: 'DELETE', url: `/api/time-blocks/${id}`, headers });
    expect((await importFor(me.cookie, doc)).statusCode).toBe(200);
    expect(await listOf()).toEqual(before);

    // A file written before minutes: `duration` in whole hours and no minute.
    const old = await signUpUser(ctx.app);
    const legacy = makeExportDocument();
    for (const block of legacy.timeBlocks as Record<string, unknown>[]) {
      block.duration = (block.durationMinutes as number) / 60;
      delete block.durationMinutes;
      delete block.minute;
    }
    expect((await importFor(old.cookie, legacy)).statusCode).toBe(200);
    const imported = await ctx.app.inject({ method: 'GET', url: '/api/time-blocks?from=2026-02-27&to=2026-02-28', headers: { cookie: old.cookie } });
    expect(imported.json()).toEqual([
      expect.objectContaining({ hour: 9, minute: 0, duration: 2, durationMinutes: 120 }),
      expect.objectContaining({ hour: 14, minute: 0, duration: 1, durationMinutes: 60 }),
    ]);
    const clash = structuredClone(legacy);
    (clash.timeBlocks[0] as Record<string, unknown>).durationMinutes = 30;
    const refused = await importFor(old.cookie, clash);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('durationMinutes');
  });

  it('refuses a repeat rule it cannot read', async () => {
    const me = await signUpUser(ctx.app);
    const doc = makeExportDocument();
    (doc.timeBlocks[0] as Record<string, unknown>).rrule = 'FREQ=SOMETIMES';
    const res = await importFor(me.cookie, doc);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: 'timeBlocks.0.rrule' })]);
  });

  it('skips a health record for a date the user already has', async () => {
    const me = await signUpUser(ctx.app);
    const first = makeExportDocument();
    await importFor(me.cookie, first);
    const res = await importFor(me.cookie, makeExportDocument());
    expect(res.json().imported.healthMetrics).toBe(0);
    expect(res.json().skipped.healthMetrics).toBe(1);
    expect(res.json().imported.timeBlocks).toBe(2);
  });

  it('writes nothing when a row in the last list is bad, and names it', async () => {
    const me = await signUpUser(ctx.app);
    const before = await rowCounts(me.id);
    const doc = makeExportDocument();
    (doc.insights[0] as Record<string, unknown>).createdAt = 'yesterday';
    const res = await importFor(me.cookie, doc);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([expect.objectContaining({ path: 'insights.0.createdAt' })]);
    expect(await rowCounts(me.id)).toEqual(before);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.id, me.id));
    expect(user.numberBase).toBe('decimal');
  });

  it.each([
    ['wrong version', { version: 2 }, 'version', /Unsupported export version/],
    ['wrong format', { format: 'something-else' }, 'format', /Not a Twelvefold export/],
    ['a list that is not a list', { goals: 'many' }, 'goals', /./],
    ['an impossible date', { timeBlocks: [{ ...makeExportDocument().timeBlocks[0], date: '2026-02-30' }] }, 'timeBlocks.0.date', /real calendar date/],
    ['an hour out of range', { timeBlocks: [{ ...makeExportDocument().timeBlocks[0], hour: 24 }] }, 'timeBlocks.0.hour', /./],
    ['a bad id', { chatMessages: [{ ...makeExportDocument().chatMessages[0], id: 'not-a-uuid' }] }, 'chatMessages.0.id', /valid id/],
    [
      'a review week beyond the 12-week cycle',
      { progressReviews: [{ ...makeExportDocument().progressReviews[0], weekNumber: 13 }] },
      'progressReviews.0.weekNumber',
      /./,
    ],
    ['an unknown timezone', { profile: { ...makeExportDocument().profile, timezone: 'Mars/Olympus' } }, 'profile.timezone', /Unknown timezone/],
  ])('refuses %s with 400 naming the problem', async (_name, change, path, message) => {
    const me = await signUpUser(ctx.app);
    const res = await importFor(me.cookie, { ...makeExportDocument(), ...change });
    expect(res.statusCode).toBe(400);
    const issue = res.json().issues.find((i: { path: string }) => i.path === path);
    expect(issue, res.body).toBeDefined();
    expect(issue.message).toMatch(message);
    expect(Object.values(await rowCounts(me.id)).reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('refuses a body that is not JSON, and one over the size limit', async () => {
    const me = await signUpUser(ctx.app);
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/import',
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      payload: '{"format":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('Request body is not valid JSON');
    const huge = makeExportDocument();
    huge.insights[0].body = 'x'.repeat(IMPORT_MAX_BYTES);
    const tooLarge = await importFor(me.cookie, huge);
    expect(tooLarge.statusCode).toBe(413);
  });

  it('accepts a document above the default body limit but within its own', async () => {
    const me = await signUpUser(ctx.app);
    const big = makeExportDocument();
    big.insights = Array.from({ length: 30 }, () => ({ ...big.insights[0], id: crypto.randomUUID(), body: 'y'.repeat(60_000) }));
    const res = await importFor(me.cookie, big);
    expect(res.statusCode).toBe(200);
    expect(res.json().imported.insights).toBe(30);
  });
});
