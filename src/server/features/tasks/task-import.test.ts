import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tasks } from '../../db/schema/index.js';
import { TASK_IMPORT_LIST_MAX, TASK_IMPORT_MAX_BYTES, TASK_IMPORT_MAX_ROWS, TASK_IMPORT_MAX_TASKS } from '../../../shared/schemas/task-import.js';
import { createTestApp, signUpUser, type TestContext, type TestUser } from '../../test/helpers.js';
import { CHECKLIST_MD, TODOIST_CSV } from '../../test/task-import-fixtures.js';

const ORIGIN = 'http://localhost:80';
// 2026-03-02 is a Monday.
const clock = new Date('2026-03-02T10:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
});
afterAll(() => ctx.close());

function upload(user: TestUser, body: string | Buffer, type = 'text/csv', query = '') {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/tasks/import${query}`,
    headers: { cookie: user.cookie, 'content-type': type, origin: ORIGIN },
    payload: body,
  });
}
const stored = (userId: string) =>
  ctx.database.db
    .select({ title: tasks.title, status: tasks.status, dueDate: tasks.dueDate, priority: tasks.priority, rrule: tasks.rrule, completedAt: tasks.completedAt })
    .from(tasks)
    .where(eq(tasks.userId, userId));
/** Each stored task's title and its parent's title (null for a top-level task). */
async function parents(userId: string): Promise<Record<string, string | null>> {
  const rows = await ctx.database.db.select({ id: tasks.id, title: tasks.title, parentId: tasks.parentId }).from(tasks).where(eq(tasks.userId, userId));
  const titles = new Map(rows.map((r) => [r.id, r.title]));
  return Object.fromEntries(rows.map((r) => [r.title, r.parentId === null ? null : (titles.get(r.parentId) ?? '?')]));
}
const openTitles = async (user: TestUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/tasks', headers: { cookie: user.cookie } })).json<Array<{ title: string }>>().map((t) => t.title);

describe('POST /api/tasks/import', () => {
  it('imports a Todoist CSV export and answers what it created, skipped and kept in notes', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/Berlin' });
    const res = await upload(user, TODOIST_CSV);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ format: 'todoist', created: 7, skippedCount: 4, keptCount: 4 });
    expect(body.tasks[0]).toEqual({ row: 4, title: 'Repot the basil @garden **today**', status: 'open' });
    expect(body.skipped[2]).toEqual({ row: 18, text: 'Call the bank', reason: 'PRIORITY must be 1, 2, 3 or 4, not “7”' });

    const rows = await stored(user.id);
    expect(rows).toHaveLength(7);
    // The INDENT 2 row is a step of the task above it, as the Tasks page shows steps.
    expect(await parents(user.id)).toMatchObject({
      'Buy compost': 'Repot the basil @garden **today**',
      'Repot the basil @garden **today**': null,
      Stretch: null,
    });
    expect(rows.find((r) => r.title === 'Stretch')).toMatchObject({ rrule: 'FREQ=DAILY', dueDate: '2026-03-02', priority: 'high' });
    // Due today first, then by priority, then by due date.
    expect(await openTitles(user)).toEqual([
      'Stretch',
      'Water the ferns',
      'Repot the basil @garden **today**',
      'Dentist check-up',
      'File the tax return',
      'Fenster ölen',
      'Buy compost',
    ]);
  });

  it("reads Todoist's days of the month: each task repeats, due on its first day from today", async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/Berlin' });
    const csv = [
      'TYPE,CONTENT,PRIORITY,INDENT,DATE,DATE_LANG,TIMEZONE',
      'task,Close the books,4,1,every last day,en,Europe/Berlin',
      'task,Pay rent,4,1,every 1st,en,Europe/Berlin',
      'task,Send the invoice,4,1,every 27,en,Europe/Berlin',
      'task,Book club,4,1,every 3rd friday,en,Europe/Berlin',
      'task,Payroll,4,1,ev last fri,en,Europe/Berlin',
    ].join('\n');
    const res = await upload(user, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 5, skippedCount: 0, keptCount: 0 });
    // Today is Monday 2 March 2026: March's last day is the 31st, its third Friday the 20th and its last the 27th.
    const byTitle = Object.fromEntries((await stored(user.id)).map((r) => [r.title, [r.dueDate, r.rrule]]));
    expect(byTitle).toEqual({
      'Close the books': ['2026-03-31', 'FREQ=MONTHLY;BYMONTHDAY=-1'],
      'Pay rent': ['2026-04-01', 'FREQ=MONTHLY;BYMONTHDAY=1'],
      'Send the invoice': ['2026-03-27', 'FREQ=MONTHLY;BYMONTHDAY=27'],
      'Book club': ['2026-03-20', 'FREQ=MONTHLY;BYDAY=3FR'],
      Payroll: ['2026-03-27', 'FREQ=MONTHLY;BYDAY=-1FR'],
    });
  });

  it('imports a Markdown checklist, its checked items as done', async () => {
    const user = await signUpUser(ctx.app);
    const res = await upload(user, CHECKLIST_MD, 'text/markdown; charset=utf-8');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ format: 'checklist', created: 8, skippedCount: 8, keptCount: 0 });
    const rows = await stored(user.id);
    expect(rows.filter((r) => r.status === 'done').map((r) => [r.title, r.completedAt?.toISOString()])).toEqual([
      ['Compare three quotes', clock.toISOString()],
      ['Tell the landlord', clock.toISOString()],
    ]);
    expect(await openTitles(user)).toContain('Book the van');
    expect(await parents(user.id)).toMatchObject({
      'Compare three quotes': 'Book the van',
      'Pay the deposit': 'Book the van',
      'Book the van': null,
      'Tell the landlord': null,
    });
  });

  it('reads a Markdown note as its list: prose is not a task, a struck item is done, quick-add marks are read', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/Berlin' });
    const note = [
      '# Garden, spring',
      'Things to get done before the last frost. Most are quick.',
      '',
      '- [ ] Prune the roses !high 30m',
      '- [ ] Water the seedlings every 3 days',
      '- ~~Order seed potatoes~~',
      '- [ ] ~~Fix the gate~~',
      '- [ ] Sow the peas every monday !low',
      '- [ ] Turn the compost 7m',
      '- [ ] Mulch the beds (due 2026-03-14)',
      '',
      'Check the forecast first.',
      '',
    ].join('\n');
    const res = await upload(user, note, 'text/markdown');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ format: 'checklist', created: 7, skippedCount: 2 });
    expect(res.json().skipped).toEqual([
      { row: 2, text: 'Things to get done before the last frost. Most are quick.', reason: 'Prose, not a list item' },
      { row: 12, text: 'Check the forecast first.', reason: 'Prose, not a list item' },
    ]);
    const rows = await ctx.database.db
      .select({
        title: tasks.title,
        status: tasks.status,
        dueDate: tasks.dueDate,
        priority: tasks.priority,
        rrule: tasks.rrule,
        estimate: tasks.estimateMinutes,
      })
      .from(tasks)
      .where(eq(tasks.userId, user.id));
    // Today is Monday 2 March 2026. 7 minutes is not an estimate (steps of 5): the words stay in the title.
    const byTitle = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(rows.map((r) => [r.title, r.status, r.dueDate, r.priority, r.rrule, r.estimate]).sort(byTitle)).toEqual(
      [
        ['Prune the roses', 'open', null, 'high', null, 30],
        ['Water the seedlings', 'open', '2026-03-02', 'normal', 'FREQ=DAILY;INTERVAL=3', null],
        ['Order seed potatoes', 'done', null, 'normal', null, null],
        ['Fix the gate', 'done', null, 'normal', null, null],
        ['Sow the peas', 'open', '2026-03-02', 'low', 'FREQ=WEEKLY;BYDAY=MO', null],
        ['Turn the compost 7m', 'open', null, 'normal', null, null],
        ['Mulch the beds', 'open', '2026-03-14', 'normal', null, null],
      ].sort(byTitle),
    );
  });

  it('reads a plain-text list sent as text/plain, and a Todoist CSV sent as text/plain by its header', async () => {
    const user = await signUpUser(ctx.app);
    expect((await upload(user, 'Milk\r\nEggs\r\n', 'text/plain')).json()).toMatchObject({ format: 'checklist', created: 2 });
    expect((await upload(user, 'TYPE,CONTENT\ntask,Bread\n', 'text/plain')).json()).toMatchObject({ format: 'todoist', created: 1 });
    expect((await upload(user, 'TYPE,CONTENT\n', 'text/plain', '?format=checklist')).json()).toMatchObject({ format: 'checklist', created: 1 });
    expect((await stored(user.id)).map((r) => r.title).sort()).toEqual(['Bread', 'Eggs', 'Milk', 'TYPE,CONTENT']);
  });

  it('adds the most tasks one import takes, in order, and lists the first 200 created, skipped and kept with their totals', async () => {
    const user = await signUpUser(ctx.app);
    const rows = ['TYPE,CONTENT,PRIORITY,DATE'];
    for (let i = 1; i <= TASK_IMPORT_MAX_TASKS; i++) rows.push(`task,Task ${i},4,tomorrow at 9am`, `task,Bad ${i},9,`);
    const res = await upload(user, rows.join('\n'));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ created: TASK_IMPORT_MAX_TASKS, skippedCount: TASK_IMPORT_MAX_TASKS, keptCount: TASK_IMPORT_MAX_TASKS });
    expect(body.tasks).toHaveLength(TASK_IMPORT_LIST_MAX);
    expect(body.tasks.at(-1)).toEqual({ row: 2 * TASK_IMPORT_LIST_MAX, title: `Task ${TASK_IMPORT_LIST_MAX}`, status: 'open' });
    expect(body.skipped).toHaveLength(TASK_IMPORT_LIST_MAX);
    expect(body.skipped[0]).toEqual({ row: 3, text: 'Bad 1', reason: 'PRIORITY must be 1, 2, 3 or 4, not “9”' });
    expect(body.kept).toHaveLength(TASK_IMPORT_LIST_MAX);
    const stored = await ctx.database.db
      .select({ title: tasks.title, dueDate: tasks.dueDate })
      .from(tasks)
      .where(eq(tasks.userId, user.id))
      .orderBy(tasks.createdAt);
    expect(stored).toHaveLength(TASK_IMPORT_MAX_TASKS);
    expect(stored.slice(0, 2)).toEqual([
      { title: 'Task 1', dueDate: '2026-03-03' },
      { title: 'Task 2', dueDate: '2026-03-03' },
    ]);
    expect(stored.at(-1)).toEqual({ title: `Task ${TASK_IMPORT_MAX_TASKS}`, dueDate: '2026-03-03' });
  });

  it('keeps the imported tasks to their owner: another account sees none of them', async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    expect((await upload(owner, '- [ ] Private errand\n', 'text/markdown')).statusCode).toBe(200);
    expect(await openTitles(other)).toEqual([]);
    expect(await stored(other.id)).toEqual([]);
    expect(await openTitles(owner)).toEqual(['Private errand']);
  });

  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/tasks/import', headers: { 'content-type': 'text/plain', origin: ORIGIN }, payload: 'Milk' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/tasks/import refuses what it cannot read, naming why, and adds nothing', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUpUser(ctx.app);
  });
  afterAll(async () => {
    expect(await stored(user.id)).toEqual([]);
  });

  it.each([
    [
      'a CSV with other columns',
      'Date,Steps\n2026-01-01,9000\n',
      'text/csv',
      'This CSV is not a Todoist export: its first row must name the columns TYPE and CONTENT',
    ],
    ['an empty file', '  \r\n', 'text/csv', 'The file is empty'],
    ['bytes that are not UTF-8', Buffer.from([0x2d, 0x20, 0xff, 0xfe, 0x41, 0x0a]), 'text/plain', 'The file is not UTF-8 text (line 1)'],
    ['an unclosed quote', 'TYPE,CONTENT\ntask,"Never closed\n', 'text/csv', 'This CSV cannot be read'],
  ])('refuses %s with a 400 naming the file', async (_what, body, type, message) => {
    const res = await upload(user, body, type);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(res.json().issues).toEqual([{ path: 'file', message: expect.stringContaining(message) }]);
  });

  it('refuses a binary file (a NUL byte) with a 400', async () => {
    const res = await upload(user, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]), 'text/plain');
    expect(res.statusCode).toBe(400);
  });

  it('refuses a JSON body, another content type, and an unknown format', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/tasks/import', headers: { cookie: user.cookie }, payload: { title: 'x' } })).statusCode).toBe(
      400,
    );
    expect((await upload(user, 'x', 'application/pdf')).statusCode).toBe(415);
    const res = await upload(user, 'Milk', 'text/plain', '?format=omnifocus');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('format must be todoist or checklist');
  });

  it('refuses a file past the size limit with a 413', async () => {
    const res = await upload(user, 'a'.repeat(TASK_IMPORT_MAX_BYTES + 1), 'text/plain');
    expect(res.statusCode).toBe(413);
  });

  it('refuses more rows than it reads, and more tasks than one import adds, with a 413 saying so', async () => {
    const rows = await upload(user, 'a\n'.repeat(TASK_IMPORT_MAX_ROWS + 5), 'text/plain');
    expect(rows.statusCode).toBe(413);
    expect(rows.json().message).toContain('more than 20,000 lines');
    const csvRows = await upload(user, `TYPE,CONTENT\n${',\n'.repeat(TASK_IMPORT_MAX_ROWS + 5)}`, 'text/csv');
    expect(csvRows.statusCode).toBe(413);
    expect(csvRows.json().message).toContain('more than 20,000 rows');
    const many = Array.from({ length: TASK_IMPORT_MAX_TASKS + 1 }, (_, i) => `- [ ] Task ${i + 1}`).join('\n');
    const tooMany = await upload(user, many, 'text/markdown');
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('The file holds 1,001 tasks, more than the 1,000 one import adds; nothing was imported');
  });
});
