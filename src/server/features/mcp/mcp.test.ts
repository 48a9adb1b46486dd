import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { eq } from 'drizzle-orm';
import { timeBlocks } from '../../db/schema/index.js';
import { TOOL_NAMES } from '../assistant/index.js';
import { createTestApp, signUpUser, useTestApp } from '../../test/helpers.js';

const ctx = useTestApp();
let base: string;
const clients: Client[] = [];

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => Promise.all(clients.map((c) => c.close())));

async function token(cookie: string, scope: 'read' | 'write') {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/account/tokens', headers: { cookie }, payload: { name: `mcp ${scope}`, scope } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ token: string }>().token;
}

async function connect(bearer: string) {
  const client = new Client({ name: 'twelvefold-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/api/mcp`), { requestInit: { headers: { authorization: `Bearer ${bearer}` } } }));
  clients.push(client);
  return client;
}

async function addBlock(cookie: string, title: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/time-blocks',
    headers: { cookie },
    payload: { date: '2026-05-04', hour: 9, duration: 2, title, category: 'focus' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

type Json = { ok: boolean; text: string; needsConfirmation?: boolean; data?: { blocks: { id: string; title: string }[] } };
async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  const content = result.content as { type: string; text: string }[];
  return { isError: result.isError, json: JSON.parse(content[0].text) as Json };
}

const blocksOf = (userId: string) => ctx.database.db.select().from(timeBlocks).where(eq(timeBlocks.userId, userId));

describe('MCP server', () => {
  it('answers 401 without a personal token, to a session cookie and to an unknown token', async () => {
    const user = await signUpUser(ctx.app);
    const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    for (const extra of [{}, { cookie: user.cookie }, { authorization: 'Bearer tf_unknown' }] as Record<string, string>[]) {
      const res = await fetch(`${base}/api/mcp`, { method: 'POST', headers: { ...headers, ...extra }, body });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthorized' });
    }
    await expect(connect('tf_unknown')).rejects.toThrow();
  });

  it('lists every tool to a write token, reads a day and creates a block that is in the database', async () => {
    const user = await signUpUser(ctx.app);
    const existing = await addBlock(user.cookie, 'Planning');
    const client = await connect(await token(user.cookie, 'write'));
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(TOOL_NAMES);
    const del = tools.find((t) => t.name === 'delete_blocks')!;
    expect(del.inputSchema.properties).toHaveProperty('confirm');
    expect(del.description).toContain('"confirm": true');
    expect(tools.find((t) => t.name === 'add_block')!.inputSchema.required).toEqual(expect.arrayContaining(['date', 'hour', 'title']));
    expect(tools.find((t) => t.name === 'add_block')!.inputSchema.properties).toEqual(
      expect.objectContaining({ minute: expect.anything(), durationMinutes: expect.anything(), duration: expect.anything() }),
    );

    const day = await call(client, 'get_schedule', { date: '2026-05-04' });
    expect(day.json.data?.blocks.map((b) => [b.id, b.title])).toEqual([[existing, 'Planning']]);

    const added = await call(client, 'add_block', { date: '2026-05-05', hour: 14, duration: 2, title: 'Agent-planned focus' });
    expect(added.isError).toBe(false);
    expect(added.json.text).toContain('Done: I added a focus block "Agent-planned focus"');
    const rows = await blocksOf(user.id);
    expect(rows.map((r) => [r.title, r.date, r.hour, r.durationMinutes / 60]).sort()).toEqual([
      ['Agent-planned focus', '2026-05-05', 14, 2],
      ['Planning', '2026-05-04', 9, 2],
    ]);

    const handle = (added.json as Json & { undo: string }).undo;
    expect(handle).toMatch(/^[0-9a-f-]{36}$/);
    const undone = await call(client, 'undo_change', { undo: handle });
    expect(undone.json.text).toBe('Undone: I removed the block "Agent-planned focus".');
    expect((await blocksOf(user.id)).map((r) => r.title)).toEqual(['Planning']);

    const bad = await call(client, 'add_block', { date: '2026-05-05', hour: 30, duration: 2, title: 'Nope' });
    expect(bad.isError).toBe(true);
    expect(bad.json.text).toContain('hour: Start hour must be between 0 and 23');

    const far = await call(client, 'add_block', { date: '2026-05-05', hour: 9, duration: 1, title: 'Forever', rrule: 'FREQ=DAILY;UNTIL=99991231' });
    expect(far.isError).toBe(true);
    expect(far.json.text).toContain('UNTIL must be between 1900 and 2999');
  });

  it('deletes only with confirm: true', async () => {
    const user = await signUpUser(ctx.app);
    const id = await addBlock(user.cookie, 'Planning');
    const client = await connect(await token(user.cookie, 'write'));
    const asked = await call(client, 'delete_blocks', { blocks: [{ id }] });
    expect(asked.json).toMatchObject({ ok: false, needsConfirmation: true });
    expect(asked.json.text).toContain('"confirm": true');
    expect(await blocksOf(user.id)).toHaveLength(1);
    const done = await call(client, 'delete_blocks', { blocks: [{ id }], confirm: true });
    expect(done.json.ok).toBe(true);
    expect(await blocksOf(user.id)).toEqual([]);
  });

  it('offers a read token only the read tools and refuses a write tool with an MCP error', async () => {
    const user = await signUpUser(ctx.app);
    await addBlock(user.cookie, 'Planning');
    const client = await connect(await token(user.cookie, 'read'));
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['get_schedule', 'get_health', 'get_health_score', 'get_people', 'get_goals', 'list_tasks']);
    expect((await call(client, 'get_schedule', { date: '2026-05-04' })).json.data?.blocks).toHaveLength(1);
    await expect(client.callTool({ name: 'add_block', arguments: { date: '2026-05-05', hour: 9, duration: 1, title: 'Sneaky' } })).rejects.toThrow(
      /can only read/,
    );
    expect(await blocksOf(user.id)).toHaveLength(1);
  });

  it('offers exactly the tools the README lists, for a read and for a write token', async () => {
    const readme = readFileSync(join(import.meta.dirname, '../../../../README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## MCP server'), readme.indexOf('\n## ', readme.indexOf('## MCP server') + 1));
    const [forAny, forWrite] = section.split('For a **write** token only:');
    const names = (text: string | undefined) => [...new Set([...(text ?? '').matchAll(/`([a-z]+(?:_[a-z]+)+)`/g)].map((m) => m[1]))].sort();
    const user = await signUpUser(ctx.app);
    const offered = async (scope: 'read' | 'write') => (await (await connect(await token(user.cookie, scope))).listTools()).tools.map((t) => t.name).sort();
    expect(names(forAny)).toEqual(await offered('read'));
    expect([...new Set([...names(forAny), ...names(forWrite)])].sort()).toEqual(await offered('write'));
  });

  it('is declared in the OpenAPI document, with the bearer scheme only', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown; tags?: string[] }>>;
    }>();
    expect(Object.keys(doc.paths['/api/mcp'])).toEqual(['post']);
    expect(doc.paths['/api/mcp'].post).toMatchObject({ tags: ['mcp'], security: [{ bearerAuth: [] }] });
  });

  it("never reaches another user's data", async () => {
    const owner = await signUpUser(ctx.app);
    const id = await addBlock(owner.cookie, 'Private plan');
    const other = await signUpUser(ctx.app);
    const client = await connect(await token(other.cookie, 'write'));
    expect((await call(client, 'get_schedule', { date: '2026-05-04' })).json.data?.blocks).toEqual([]);
    const moved = await call(client, 'move_block', { id, hour: 15 });
    expect(moved.isError).toBe(true);
    expect(moved.json.text).toContain(`There is no block with id ${id}`);
    const deleted = await call(client, 'delete_blocks', { blocks: [{ id }], confirm: true });
    expect(deleted.json.ok).toBe(false);
    expect((await blocksOf(owner.id)).map((r) => [r.title, r.hour])).toEqual([['Private plan', 9]]);
  });

  it('undoes only with a handle the server gave this user, once, within 10 minutes', async () => {
    const owner = await signUpUser(ctx.app);
    const victim = await addBlock(owner.cookie, 'Keep me');
    const client = await connect(await token(owner.cookie, 'write'));
    const titles = async () => (await blocksOf(owner.id)).map((r) => r.title).sort();

    // Steps written by the client are no handle: the delete the confirmation gate guards cannot be smuggled in.
    const forged = await call(client, 'undo_change', { undo: [{ op: 'delete-block', id: victim }] });
    expect(forged.isError).toBe(true);
    for (const undo of ['00000000-0000-4000-8000-000000000000', victim, 'not a handle']) {
      const unknown = await call(client, 'undo_change', { undo });
      expect(unknown.isError, undo).toBe(true);
      expect(unknown.json.text, undo).toContain('nothing was changed');
    }
    expect(await titles()).toEqual(['Keep me']);

    const added = await call(client, 'add_block', { date: '2026-05-06', hour: 10, duration: 1, title: 'Agent block' });
    const handle = (added.json as Json & { undo: string }).undo;
    const stranger = await signUpUser(ctx.app);
    const theirs = await call(await connect(await token(stranger.cookie, 'write')), 'undo_change', { undo: handle });
    expect(theirs.json.text).toContain('nothing was changed');
    expect(await titles()).toEqual(['Agent block', 'Keep me']);

    expect((await call(client, 'undo_change', { undo: handle })).json.ok).toBe(true);
    expect(await titles()).toEqual(['Keep me']);
    const again = await call(client, 'undo_change', { undo: handle });
    expect(again.json.text).toContain('nothing was changed');

    const late = await call(client, 'add_block', { date: '2026-05-07', hour: 10, duration: 1, title: 'Late block' });
    const later = await createTestApp({ database: ctx.database, now: () => new Date(Date.now() + 11 * 60_000) });
    try {
      await later.app.listen({ port: 0, host: '127.0.0.1' });
      const laterBase = `http://127.0.0.1:${(later.app.server.address() as AddressInfo).port}`;
      const res = await fetch(`${laterBase}/api/mcp`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${await token(owner.cookie, 'write')}`,
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
        },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: 'undo_change', arguments: { undo: (late.json as Json & { undo: string }).undo } },
        }),
      });
      const body = (await res.json()) as { result: { structuredContent: Json } };
      expect(body.result.structuredContent.text).toContain('older than 10 minutes');
    } finally {
      await later.close();
    }
    expect(await titles()).toEqual(['Keep me', 'Late block']);
  });

  async function post(bearer: string, body: unknown) {
    const res = await fetch(`${base}/api/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as unknown };
  }

  it('counts every message of a batch against the rate limit', async () => {
    const user = await signUpUser(ctx.app);
    const bearer = await token(user.cookie, 'read');
    const batch = Array.from({ length: 100 }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'tools/list' }));
    const first = await post(bearer, batch);
    expect(first.status).toBe(200);
    expect(first.json).toHaveLength(100);
    const second = await post(bearer, batch);
    expect(second.status).toBe(429);
    expect((second.json as { message: string }).message).toContain('Too many MCP requests');
  });

  it('answers -32602 with a short message to tools/call params of the wrong shape, and Invalid Request to an empty batch', async () => {
    const user = await signUpUser(ctx.app);
    const bearer = await token(user.cookie, 'write');
    const cases: [unknown, string][] = [
      [{ name: 'get_schedule', arguments: 'date=2026-05-04' }, 'params.arguments must be an object'],
      [{ name: 'get_schedule', arguments: [1, 2] }, 'params.arguments must be an object'],
      [{ name: 42 }, 'params.name must be'],
    ];
    for (const [params, message] of cases) {
      const res = await post(bearer, { jsonrpc: '2.0', id: 7, method: 'tools/call', params });
      expect(res.status, JSON.stringify(params)).toBe(200);
      expect(res.json).toEqual({ jsonrpc: '2.0', id: 7, error: { code: -32602, message: expect.stringContaining(message) } });
      expect(JSON.stringify(res.json).length).toBeLessThan(200);
    }
    const mixed = await post(bearer, [
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_schedule', arguments: 3 } },
      { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_schedule', arguments: { date: '2026-05-04' } } },
    ]);
    const byId = new Map((mixed.json as { id: number; error?: { code: number }; result?: unknown }[]).map((m) => [m.id, m]));
    expect(byId.get(1)?.error?.code).toBe(-32602);
    expect(byId.get(2)?.result).toBeDefined();
    const empty = await post(bearer, []);
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: expect.stringContaining('Invalid Request') } });
  });
});
