import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';

const ctx = useTestApp();
let base: string;
const clients: Client[] = [];

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => Promise.all(clients.map((c) => c.close())));

async function connect(cookie: string, scope: 'read' | 'write') {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/account/tokens', headers: { cookie }, payload: { name: `tasks ${scope}`, scope } });
  expect(res.statusCode, res.body).toBe(201);
  const client = new Client({ name: 'twelvefold-tasks-test', version: '1.0.0' });
  const headers = { authorization: `Bearer ${res.json<{ token: string }>().token}` };
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), { requestInit: { headers } }));
  clients.push(client);
  return client;
}

type Task = { id: string; title: string; status: string; dueDate: string | null };
type Json = { ok: boolean; text: string; undo?: string; data?: unknown };
async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  return { isError: result.isError, json: JSON.parse((result.content as { text: string }[])[0].text) as Json };
}
const openTasks = async (cookie: string) => (await ctx.app.inject({ method: 'GET', url: '/api/tasks', headers: { cookie } })).json<Task[]>();
const blocksOn = async (cookie: string, date: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/time-blocks?date=${date}`, headers: { cookie } })).json<
    { title: string; hour: number; taskId: string | null }[]
  >();

// A Monday well ahead, so the plan never meets "not before now".
const DAY = '2030-01-07';

describe('MCP task tools', () => {
  it('adds, lists, plans and completes tasks through list_tasks, add_task, plan_day and complete_task', async () => {
    const user = await signUpUser(ctx.app);
    const client = await connect(user.cookie, 'write');
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['list_tasks', 'add_task', 'complete_task', 'plan_day', 'move_tasks']));

    const added = await call(client, 'add_task', { title: 'Write the proposal', dueDate: DAY, estimateMinutes: 90, priority: 'high' });
    expect(added.isError).toBe(false);
    expect(added.json.text).toContain('Done: I added the task "Write the proposal", due');
    await call(client, 'add_task', { title: 'Tidy the inbox', estimateMinutes: 30 });
    expect((await openTasks(user.cookie)).map((t) => [t.title, t.dueDate])).toEqual([
      ['Write the proposal', DAY],
      ['Tidy the inbox', null],
    ]);

    const listed = await call(client, 'list_tasks', {});
    expect((listed.json.data as { tasks: Task[] }).tasks.map((t) => t.title)).toEqual(['Write the proposal', 'Tidy the inbox']);

    const preview = await call(client, 'plan_day', { date: DAY });
    expect(preview.json.text).toContain('Here is a plan for');
    expect((preview.json.data as { blocks: { title: string; hour: number }[] }).blocks.map((b) => [b.title, b.hour])).toEqual([
      ['Write the proposal', 9],
      ['Tidy the inbox', 10],
    ]);
    expect(await blocksOn(user.cookie, DAY)).toEqual([]);
    const applied = await call(client, 'plan_day', { date: DAY, apply: true });
    expect(applied.json.text).toContain('Done: I planned');
    expect((await blocksOn(user.cookie, DAY)).map((b) => [b.title, b.hour, b.taskId !== null])).toEqual([
      ['Write the proposal', 9, true],
      ['Tidy the inbox', 10, true],
    ]);
    // One Undo removes every block the plan made.
    expect((await call(client, 'undo_change', { undo: applied.json.undo })).json.ok).toBe(true);
    expect(await blocksOn(user.cookie, DAY)).toEqual([]);

    const done = await call(client, 'complete_task', { task: 'the proposal' });
    expect(done.json.text).toBe('Done: I checked off "Write the proposal".');
    expect((await openTasks(user.cookie)).map((t) => t.title)).toEqual(['Tidy the inbox']);
    const doneList = await call(client, 'list_tasks', { status: 'done' });
    expect((doneList.json.data as { tasks: Task[] }).tasks.map((t) => t.title)).toEqual(['Write the proposal']);

    const missing = await call(client, 'complete_task', { task: 'the tax return' });
    expect(missing.isError).toBe(true);
    expect(missing.json.text).toContain('There is no open task called "the tax return"');
    const bad = await call(client, 'add_task', { title: '', estimateMinutes: 7 });
    expect(bad.isError).toBe(true);
    expect(bad.json.text).toMatch(/title: Title is required; estimateMinutes: Estimate must be 5 to 720 minutes/);
  });

  it('moves tasks only with confirm: true, and one Undo puts their dates back', async () => {
    const user = await signUpUser(ctx.app);
    const client = await connect(user.cookie, 'write');
    await call(client, 'add_task', { title: 'Book flights', dueDate: '2029-12-31' });
    const asked = await call(client, 'move_tasks', { from: '2029-12-31', to: DAY });
    expect(asked.json).toMatchObject({ ok: false, needsConfirmation: true });
    expect(asked.json.text).toContain('Nothing was changed. This would move this task to');
    expect((await openTasks(user.cookie))[0].dueDate).toBe('2029-12-31');
    const moved = await call(client, 'move_tasks', { from: '2029-12-31', to: DAY, confirm: true });
    expect(moved.json.ok).toBe(true);
    expect((await openTasks(user.cookie))[0].dueDate).toBe(DAY);
    await call(client, 'undo_change', { undo: moved.json.undo });
    expect((await openTasks(user.cookie))[0].dueDate).toBe('2029-12-31');
  });

  it('lets a read token list tasks and refuses the task changes', async () => {
    const user = await signUpUser(ctx.app);
    await call(await connect(user.cookie, 'write'), 'add_task', { title: 'Renew passport' });
    const reader = await connect(user.cookie, 'read');
    const names = (await reader.listTools()).tools.map((t) => t.name);
    expect(names).toContain('list_tasks');
    expect(names).not.toEqual(expect.arrayContaining(['add_task']));
    expect(((await call(reader, 'list_tasks', {})).json.data as { tasks: Task[] }).tasks.map((t) => t.title)).toEqual(['Renew passport']);
    for (const [name, args] of [
      ['add_task', { title: 'Sneaky' }],
      ['complete_task', { task: 'Renew passport' }],
      ['plan_day', { date: DAY, apply: true }],
      ['move_tasks', { to: DAY, confirm: true }],
    ] as const) {
      await expect(reader.callTool({ name, arguments: args }), name).rejects.toThrow(/can only read/);
    }
    expect((await openTasks(user.cookie)).map((t) => [t.title, t.status])).toEqual([['Renew passport', 'open']]);
    expect(await blocksOn(user.cookie, DAY)).toEqual([]);
  });

  it("never lists, completes, moves or plans another user's tasks", async () => {
    const owner = await signUpUser(ctx.app);
    const task = (await call(await connect(owner.cookie, 'write'), 'add_task', { title: 'Private errand', dueDate: '2029-12-31' })).json.data as Task;
    const other = await connect((await signUpUser(ctx.app)).cookie, 'write');
    expect(((await call(other, 'list_tasks', {})).json.data as { tasks: Task[] }).tasks).toEqual([]);
    for (const ref of [task.id, 'Private errand']) expect((await call(other, 'complete_task', { task: ref })).json.ok).toBe(false);
    expect((await call(other, 'move_tasks', { from: '2029-12-31', to: DAY, confirm: true })).json.ok).toBe(false);
    const plan = await call(other, 'plan_day', { date: DAY, apply: true });
    expect((plan.json.data as { blocks: unknown[] }).blocks).toEqual([]);
    expect((await openTasks(owner.cookie)).map((t) => [t.title, t.status, t.dueDate])).toEqual([['Private errand', 'open', '2029-12-31']]);
    expect(await blocksOn(owner.cookie, DAY)).toEqual([]);
  });
});
