import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { relationships, timeBlocks, users } from '../../../db/schema/index.js';
import { createTestDb, type TestDatabase } from '../../../test/helpers.js';
import { testAiContext } from '../../../test/ai-context.js';
import { createOpenAiProvider } from './openai.js';
import { FALLBACK_NOTE, type AiContext, type AiProvider } from '../provider.js';
import { MODEL_TOOL_NAMES } from '../tools.js';

/** An OpenAI-compatible server on loopback whose answer each test scripts. */
type Handler = (body: Record<string, unknown>, res: http.ServerResponse, call: number) => void;
let handler: Handler;
const requests: Record<string, unknown>[] = [];
const held: http.ServerResponse[] = [];
let server: http.Server;
let baseUrl: string;
let database: TestDatabase;
let ctx: AiContext;
let provider: AiProvider;
const fallbacks: string[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      requests.push(body);
      handler(body, res, requests.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  database = await createTestDb();
  const [user] = await database.db.insert(users).values({ email: 'model@example.com', authProvider: 'local', timezone: 'UTC', firstName: 'Tess' }).returning();
  ctx = testAiContext(database.db, user, new Date('2026-03-04T12:00:00Z'));
  provider = createOpenAiProvider({ baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs: 400, maxTokens: 256, onFallback: (op) => fallbacks.push(op) });
});

afterEach(() => {
  requests.length = 0;
  fallbacks.length = 0;
  for (const res of held.splice(0)) res.destroy();
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

function chunk(delta: Record<string, unknown>, finish: string | null = null) {
  return `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'test-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

function streamReply(res: http.ServerResponse, parts: string[]) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const p of parts) res.write(p);
  res.end('data: [DONE]\n\n');
}

function jsonReply(res: http.ServerResponse, content: string) {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'r1',
      object: 'chat.completion',
      created: 0,
      model: 'test-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    }),
  );
}

async function collect(message: string) {
  const pieces: string[] = [];
  for await (const p of provider.chat(ctx, [], message)) pieces.push(p);
  return pieces;
}

describe('openai provider: chat', () => {
  it("streams the model's text as it arrives, with a token cap, tools and a data summary", async () => {
    handler = (_body, res) =>
      streamReply(res, [chunk({ role: 'assistant', content: 'Your ' }), chunk({ content: 'day ' }), chunk({ content: 'looks clear.' }, 'stop')]);
    const pieces = await collect("what's on today?");
    expect(pieces).toEqual(['Your ', 'day ', 'looks clear.']);
    expect(fallbacks).toEqual([]);
    const sent = requests[0] as {
      model: string;
      max_tokens: number;
      stream: boolean;
      tools: { function: { name: string } }[];
      messages: { role: string; content: string }[];
    };
    expect(sent).toMatchObject({ model: 'test-model', max_tokens: 256, stream: true });
    expect(sent.tools.map((t) => t.function.name)).toEqual(MODEL_TOOL_NAMES);
    expect(sent.messages[0].content).toContain('Today: 2026-03-04');
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: "what's on today?" });
  });

  it('runs a tool call that creates a time block, then streams the confirmation', async () => {
    handler = (body, res, call) => {
      if (call === 1) {
        streamReply(res, [
          chunk({
            role: 'assistant',
            tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'add_block', arguments: '{"date":"2026-03-05",' } }],
          }),
          chunk({ tool_calls: [{ index: 0, function: { arguments: '"hour":9,"duration":2,"title":"Deep work"}' } }] }, 'tool_calls'),
        ]);
        return;
      }
      const messages = body.messages as { role: string; content: string; tool_call_id?: string }[];
      const tool = messages.find((m) => m.role === 'tool');
      streamReply(res, [
        chunk({ role: 'assistant', content: tool?.content.includes('"ok":true') ? 'Booked deep work for tomorrow 09:00–11:00.' : 'Failed.' }, 'stop'),
      ]);
    };
    const pieces = await collect('block 9 to 11 for deep work tomorrow');
    expect(pieces.join('')).toBe('Booked deep work for tomorrow 09:00–11:00.');
    expect(requests).toHaveLength(2);
    const rows = await database.db.select().from(timeBlocks).where(eq(timeBlocks.userId, ctx.user.id));
    expect(rows.map((r) => [r.date, r.hour, r.durationMinutes / 60, r.title, r.category])).toEqual([['2026-03-05', 9, 2, 'Deep work', 'focus']]);
    const toolMessage = (requests[1].messages as { role: string; content: string }[]).find((m) => m.role === 'tool');
    expect(JSON.parse(toolMessage?.content ?? '{}')).toEqual({
      ok: true,
      text: 'Done: I added a focus block "Deep work" tomorrow (Thursday 5 March) from 09:00 to 11:00 (2 hours).',
    });
    await database.db.delete(timeBlocks).where(eq(timeBlocks.userId, ctx.user.id));
  });

  it('falls back to the built-in assistant on a malformed stream, and says so', async () => {
    handler = (_body, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end('data: {this is not json\n\n');
    };
    const reply = (await collect('convert 144 to dozenal')).join('');
    expect(reply.startsWith(FALLBACK_NOTE)).toBe(true);
    expect(reply).toContain('144 in dozenal is 100.');
    expect(fallbacks).toEqual(['chat']);
  });

  it('falls back when the model answers with nothing at all', async () => {
    handler = (_body, res) => streamReply(res, [chunk({ role: 'assistant' }, 'stop')]);
    const reply = (await collect('convert 24 to dozenal')).join('');
    expect(reply).toBe(`${FALLBACK_NOTE}\n\n24 in dozenal is 20. Dozenal digits run 0–9, then ↊ for ten and ↋ for eleven.`);
  });

  it('falls back after the timeout when the model never answers', async () => {
    handler = (_body, res) => held.push(res);
    const reply = (await collect('convert 144 to dozenal')).join('');
    expect(reply.startsWith(FALLBACK_NOTE)).toBe(true);
    expect(reply).toContain('144 in dozenal is 100.');
  });

  it('keeps what was streamed and falls back when the stream stalls midway', async () => {
    handler = (_body, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(chunk({ role: 'assistant', content: 'Let me see' }));
      held.push(res);
    };
    const pieces = await collect('convert 144 to dozenal');
    expect(pieces[0]).toBe('Let me see');
    expect(pieces.join('')).toContain(`Let me see\n\n${FALLBACK_NOTE}\n\n144 in dozenal is 100.`);
  });

  it('falls back on a 500 without repeating the request', async () => {
    handler = (_body, res) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'boom', type: 'server_error' } }));
    };
    const reply = (await collect('hello')).join('');
    expect(reply.startsWith(FALLBACK_NOTE)).toBe(true);
    expect(reply).toContain("I'm Twelvefold's built-in assistant");
    expect(requests).toHaveLength(1);
  });
});

describe('openai provider: structured output', () => {
  const week = { startDate: '2026-03-02', endDate: '2026-03-08' };

  async function seedBlock() {
    await database.db.delete(timeBlocks).where(eq(timeBlocks.userId, ctx.user.id));
    await database.db.insert(timeBlocks).values({ userId: ctx.user.id, date: '2026-03-03', hour: 9, durationMinutes: 180, title: 'Write', category: 'focus' });
  }

  it("accepts a review that matches the schema and uses only the facts' numbers", async () => {
    await seedBlock();
    const answer = {
      aiReport: 'A focused week: 3 hours of deep work in 1 block.',
      achievements: ['3 focus hours'],
      patterns: [],
      recommendations: ['Log your health.'],
    };
    handler = (_body, res) => jsonReply(res, JSON.stringify(answer));
    expect(await provider.review(ctx, week)).toEqual(answer);
    expect((requests[0] as { response_format: { type: string } }).response_format.type).toBe('json_schema');
  });

  it('rejects a review that does not match the schema and uses the built-in one, saying so', async () => {
    await seedBlock();
    handler = (_body, res) => jsonReply(res, JSON.stringify({ report: 'wrong shape' }));
    const review = await provider.review(ctx, week);
    expect(review.aiReport).toContain('You planned 1 time block totalling 3 hours');
    expect(review.aiReport).toContain(FALLBACK_NOTE);
  });

  it('rejects a review that invents a number', async () => {
    await seedBlock();
    handler = (_body, res) => jsonReply(res, JSON.stringify({ aiReport: 'You slept 9.5 hours a night.', achievements: [], patterns: [], recommendations: [] }));
    const review = await provider.review(ctx, week);
    expect(review.aiReport).not.toContain('9.5');
    expect(review.aiReport).toContain(FALLBACK_NOTE);
  });

  it('uses the built-in review on a 500 and on a timeout', async () => {
    await seedBlock();
    handler = (_body, res) => {
      res.writeHead(500);
      res.end();
    };
    expect((await provider.review(ctx, week)).aiReport).toContain(FALLBACK_NOTE);
    handler = (_body, res) => held.push(res);
    expect((await provider.review(ctx, week)).aiReport).toContain(FALLBACK_NOTE);
  });

  it('keeps insight cards grounded, falling back on a malformed answer', async () => {
    await database.db.insert(timeBlocks).values(
      [10, 11, 12, 13].map((d) => ({
        userId: ctx.user.id,
        date: `2026-03-0${d - 9}`,
        hour: 9,
        durationMinutes: 60,
        title: 'Work',
        category: 'focus' as const,
      })),
    );
    handler = (_body, res) => jsonReply(res, 'not json at all');
    const cards = await provider.insights(ctx);
    expect(cards[0].kind).toBe('neglected-area');
    expect(cards[0].body).toContain(FALLBACK_NOTE);
    await database.db.delete(timeBlocks).where(eq(timeBlocks.userId, ctx.user.id));
  });
});

describe('openai provider: reconnection prompts', () => {
  const notes = 'Former flatmate from Leeds, her birthday is 3 December';

  async function person() {
    const [row] = await database.db
      .insert(relationships)
      .values({ userId: ctx.user.id, name: 'Maya Lin', initials: 'ML', notes, lastContact: '2026-01-28' })
      .returning();
    return { relationshipId: row.id, name: row.name, daysSinceContact: 35 };
  }

  it('tells the model the notes only choose a topic, and keeps an answer that does not quote them', async () => {
    const input = await person();
    handler = (_body, res) => jsonReply(res, JSON.stringify({ prompt: 'Hi Maya, it has been a while! Any plans for your birthday?' }));
    expect(await provider.reconnectionPrompt(ctx, input)).toEqual({ prompt: 'Hi Maya, it has been a while! Any plans for your birthday?' });
    const system = JSON.stringify((requests[0] as { messages: unknown[] }).messages[0]);
    expect(system).toContain('never quote or repeat them');
  });

  it('refuses an answer that quotes the private notes and sends the built-in prompt instead, saying so', async () => {
    const input = await person();
    handler = (_body, res) => jsonReply(res, JSON.stringify({ prompt: 'Hi Maya! You are my former flatmate from Leeds, how are you?' }));
    const answer = await provider.reconnectionPrompt(ctx, input);
    expect(answer.notice).toBe(FALLBACK_NOTE);
    expect(answer.prompt.toLowerCase()).not.toContain('flatmate from leeds');
    expect(fallbacks).toContain('reconnection-prompt');
  });
});
