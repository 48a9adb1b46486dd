import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { goals, healthMetrics, interactions, relationships, timeBlockExceptions, timeBlocks, users } from '../../../db/schema/index.js';
import { createTestDb, type TestDatabase } from '../../../test/helpers.js';
import { testAiContext } from '../../../test/ai-context.js';
import { createOpenAiProvider } from './openai.js';
import type { AiContext, AiProvider, ChatTurn } from '../provider.js';
import { MODEL_TOOL_NAMES, TOOL_NAMES, TOOLS } from '../tools.js';

/** An OpenAI-compatible model on loopback: the first request of a turn calls the scripted tools, the next one answers. */
interface ToolCall {
  name: string;
  args: unknown;
}
let script: ToolCall[] = [];
const requests: Record<string, unknown>[] = [];
let server: http.Server;
let database: TestDatabase;
let ctx: AiContext;
let provider: AiProvider;
let userId: string;

function chunk(delta: Record<string, unknown>, finish: string | null = null) {
  return `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'test-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { messages: { role: string }[] };
      requests.push(body);
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      const answered = body.messages.some((m) => m.role === 'tool');
      if (!answered) {
        const calls = script.map((c, index) => ({
          index,
          id: `call_${index}`,
          type: 'function',
          function: { name: c.name, arguments: typeof c.args === 'string' ? c.args : JSON.stringify(c.args) },
        }));
        res.write(chunk({ role: 'assistant', tool_calls: calls }, 'tool_calls'));
      } else {
        res.write(chunk({ role: 'assistant', content: 'Done.' }, 'stop'));
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  database = await createTestDb();
  const [user] = await database.db.insert(users).values({ email: 'tools@example.com', authProvider: 'local', timezone: 'UTC', firstName: 'Tess' }).returning();
  userId = user.id;
  ctx = testAiContext(database.db, user, new Date('2026-03-04T12:00:00Z'));
  provider = createOpenAiProvider({ baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs: 2000, maxTokens: 256 });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

beforeEach(async () => {
  requests.length = 0;
  const db = database.db;
  await db.delete(timeBlocks).where(eq(timeBlocks.userId, userId));
  await db.delete(relationships).where(eq(relationships.userId, userId));
  await db.delete(goals).where(eq(goals.userId, userId));
  await db.delete(healthMetrics).where(eq(healthMetrics.userId, userId));
});

// The tool results are read as loosely as a model reads them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ToolJson = { ok: boolean; text: string; data?: any; needsConfirmation?: boolean };

/** One chat turn in which the model calls `calls`; the reply, what it keeps on the message, and each tool's result. */
async function turn(message: string, calls: ToolCall[], history: ChatTurn[] = []) {
  script = calls;
  requests.length = 0;
  const stream = provider.chat(ctx, history, message);
  let text = '';
  let next = await stream.next();
  while (!next.done) {
    text += next.value;
    next = await stream.next();
  }
  const outcome = next.value ?? {};
  const last = requests.at(-1) as { messages: { role: string; content: string }[] } | undefined;
  const results = (last?.messages ?? []).filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content) as ToolJson);
  return { text, outcome, results };
}

async function seed() {
  const db = database.db;
  const [block] = await db
    .insert(timeBlocks)
    .values({ userId, date: '2026-03-04', hour: 9, durationMinutes: 120, title: 'Deep work', category: 'focus' })
    .returning();
  const [maya] = await db.insert(relationships).values({ userId, name: 'Maya Patel', initials: 'MP', lastContact: '2026-01-01', cadenceDays: 14 }).returning();
  const [goal] = await db
    .insert(goals)
    .values({ userId, title: 'Run a marathon', category: 'health', timeframe: '12 weeks', startDate: '2026-01-01', endDate: '2026-03-25', progress: 10 })
    .returning();
  await db.insert(healthMetrics).values({ userId, date: '2026-03-04', sleep: 8, water: 8, steps: 6000 });
  return { block, maya, goal };
}

const blocksOf = () => database.db.select().from(timeBlocks).where(eq(timeBlocks.userId, userId));

describe('openai provider: the assistant tools', () => {
  it('offers every tool of the registry with its zod schema as JSON Schema', async () => {
    await turn('hello', []);
    const sent = requests[0] as { tools: { function: { name: string; parameters: { properties: Record<string, unknown>; required?: string[] } } }[] };
    expect(sent.tools.map((t) => t.function.name)).toEqual(MODEL_TOOL_NAMES);
    expect(TOOL_NAMES.filter((n) => !MODEL_TOOL_NAMES.includes(n))).toEqual(['undo_change']);
    const add = sent.tools.find((t) => t.function.name === 'add_block')!.function.parameters;
    expect(Object.keys(add.properties)).toEqual(
      expect.arrayContaining(['date', 'hour', 'minute', 'duration', 'durationMinutes', 'title', 'category', 'rrule']),
    );
    expect(add.required).toEqual(expect.arrayContaining(['date', 'hour', 'title']));
    expect(add.required).not.toContain('category');
    expect(TOOLS.filter((t) => t.destructive).map((t) => t.name)).toEqual(['delete_blocks', 'clear_day']);
  });

  it("calls each read tool and gets the user's data", async () => {
    const { block, goal } = await seed();
    const { results } = await turn('how am I doing?', [
      { name: 'get_schedule', args: { date: '2026-03-04' } },
      { name: 'get_schedule', args: { from: '2026-03-02', to: '2026-03-08' } },
      { name: 'get_health', args: { from: '2026-03-03', to: '2026-03-04' } },
      { name: 'get_health_score', args: { date: '2026-03-04' } },
      { name: 'get_people', args: { dueOnly: true } },
      { name: 'get_goals', args: {} },
    ]);
    const [day, week, health, score, people, goalList] = results;
    expect(day.data).toMatchObject({
      date: '2026-03-04',
      hoursBlocked: 2,
      blocks: [{ id: block.id, title: 'Deep work', hour: 9, duration: 2, occurrence: null }],
    });
    expect(week.data.days).toHaveLength(7);
    expect(week.data.days[2].blocks[0].title).toBe('Deep work');
    expect(health.data.records.map((r: { date: string }) => r.date)).toEqual(['2026-03-04']);
    expect(health.data.scores[0].healthScore).toBeGreaterThan(0);
    expect(score.data).toMatchObject({ date: '2026-03-04', daysWithData: 1 });
    expect(score.data.score).toBe(health.data.scores[0].healthScore);
    expect(people.data.people.map((p: { name: string; dueForContact: boolean }) => [p.name, p.dueForContact])).toEqual([['Maya Patel', true]]);
    expect(goalList.data.goals).toEqual([expect.objectContaining({ id: goal.id, progress: 10, behindPace: true })]);
  });

  it('calls each action tool: the database changes, the message keeps one Undo for all of them, and "undo" reverses them', async () => {
    const { block, maya, goal } = await seed();
    const first = await turn('plan my day', [
      { name: 'add_block', args: { date: '2026-03-05', hour: 14, duration: 1, title: 'Gym', category: 'break' } },
      { name: 'move_block', args: { id: block.id, hour: 10 } },
      { name: 'resize_block', args: { id: block.id, duration: 3 } },
      { name: 'log_interaction', args: { name: 'maya', type: 'call' } },
      { name: 'set_goal_progress', args: { goal: 'marathon', progress: 40 } },
    ]);
    expect(first.results.map((r) => r.ok)).toEqual([true, true, true, true, true]);
    const rows = await blocksOf();
    expect(rows.map((r) => [r.title, r.date, r.hour, r.durationMinutes / 60]).sort()).toEqual([
      ['Deep work', '2026-03-04', 10, 3],
      ['Gym', '2026-03-05', 14, 1],
    ]);
    const logged = await database.db.select().from(interactions).where(eq(interactions.relationshipId, maya.id));
    expect(logged.map((i) => [i.type, i.date])).toEqual([['call', '2026-03-04']]);
    expect((await database.db.select().from(goals).where(eq(goals.id, goal.id)))[0].progress).toBe(40);
    expect(first.outcome.meta?.undo?.map((u) => u.op)).toEqual(['delete-block', 'update-block', 'update-block', 'delete-interaction', 'goal-progress']);

    const history: ChatTurn[] = [
      { role: 'user', content: 'plan my day' },
      { id: 'm1', role: 'assistant', content: first.text, meta: first.outcome.meta },
    ];
    const undone = await turn('undo', [], history);
    expect(requests).toHaveLength(0);
    expect(undone.outcome.undid).toBe('m1');
    expect(undone.text).toContain('Undone');
    expect((await blocksOf()).map((r) => [r.title, r.hour, r.durationMinutes / 60])).toEqual([['Deep work', 9, 2]]);
    expect(await database.db.select().from(interactions).where(eq(interactions.relationshipId, maya.id))).toEqual([]);
    expect((await database.db.select().from(goals).where(eq(goals.id, goal.id)))[0].progress).toBe(10);
  });

  it('refuses a destructive call until the user confirms in the chat, then deletes with Undo', async () => {
    const { block } = await seed();
    const asked = await turn('delete my deep work', [{ name: 'delete_blocks', args: { blocks: [{ id: block.id }] } }]);
    expect(asked.results[0]).toMatchObject({ ok: false, needsConfirmation: true });
    expect(asked.text).toContain('This will delete the block:');
    expect(asked.text).toContain('Shall I go ahead?');
    expect(asked.outcome.meta?.pending).toEqual(expect.objectContaining({ op: 'tool', tool: 'delete_blocks', input: { blocks: [{ id: block.id }] } }));
    expect(asked.outcome.meta?.undo).toBeUndefined();
    expect(await blocksOf()).toHaveLength(1);

    const history: ChatTurn[] = [
      { role: 'user', content: 'delete my deep work' },
      { id: 'm1', role: 'assistant', content: asked.text, meta: asked.outcome.meta },
    ];
    const no = await turn('no', [], history);
    expect(no.text).toBe('OK, I kept everything as it was.');
    expect(await blocksOf()).toHaveLength(1);

    const yes = await turn('yes', [], history);
    expect(requests).toHaveLength(0);
    expect(yes.text).toContain('Done: I deleted the block "Deep work"');
    expect(await blocksOf()).toEqual([]);
    expect(yes.outcome.meta?.undo).toEqual([{ op: 'restore-block', id: block.id }]);

    const undone = await turn(
      'undo',
      [],
      [...history, { role: 'user', content: 'yes' }, { id: 'm2', role: 'assistant', content: yes.text, meta: yes.outcome.meta }],
    );
    expect(undone.outcome.undid).toBe('m2');
    expect((await blocksOf()).map((r) => r.id)).toEqual([block.id]);
  });

  it('refuses clearing a day and moving a whole series until confirmed; one occurrence moves at once', async () => {
    await seed();
    const cleared = await turn('clear today', [{ name: 'clear_day', args: { date: '2026-03-04' } }]);
    expect(cleared.results[0].needsConfirmation).toBe(true);
    expect(await blocksOf()).toHaveLength(1);

    const created = await turn('standup every weekday', [
      {
        name: 'add_block',
        args: { date: '2026-03-02', hour: 8, duration: 1, title: 'Standup', category: 'meeting', rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' },
      },
    ]);
    expect(created.results[0].ok).toBe(true);
    const series = (await blocksOf()).find((r) => r.title === 'Standup')!;
    expect(series.rrule).toContain('FREQ=WEEKLY');

    const wide = await turn('move standup to 9', [{ name: 'move_block', args: { id: series.id, hour: 9 } }]);
    expect(wide.results[0].needsConfirmation).toBe(true);
    expect(wide.text).toContain('every occurrence of "Standup"');
    expect((await blocksOf()).find((r) => r.id === series.id)!.hour).toBe(8);

    const one = await turn('move thursday standup to 11', [{ name: 'move_block', args: { id: series.id, occurrence: '2026-03-05', hour: 11 } }]);
    expect(one.results[0].ok).toBe(true);
    expect((await blocksOf()).find((r) => r.id === series.id)!.hour).toBe(8);
    const exceptions = await database.db
      .select()
      .from(timeBlockExceptions)
      .where(and(eq(timeBlockExceptions.blockId, series.id)));
    expect(exceptions.map((e) => [e.occurrenceDate, e.hour])).toEqual([['2026-03-05', 11]]);
    expect(one.outcome.meta?.undo).toEqual([
      { op: 'update-block', id: series.id, occurrence: '2026-03-05', before: { date: '2026-03-05', hour: 8, minute: 0, durationMinutes: 60 } },
    ]);

    const schedule = await turn('thursday?', [{ name: 'get_schedule', args: { date: '2026-03-05' } }]);
    expect(schedule.results[0].data.blocks).toEqual([expect.objectContaining({ id: series.id, occurrence: '2026-03-05', hour: 11, repeats: series.rrule })]);
  });

  it('returns a bad argument to the model as the tool result and changes nothing', async () => {
    await seed();
    const { results, text } = await turn('block 25 o clock', [
      { name: 'add_block', args: { date: '2026-03-05', hour: 25, duration: 1, title: 'Late' } },
      { name: 'add_block', args: '{"date": ' },
      { name: 'move_block', args: { id: 'not-an-id', hour: 3 } },
      { name: 'no_such_tool', args: {} },
      { name: 'undo_change', args: { undo: [{ op: 'goal-progress', id: '00000000-0000-4000-8000-000000000000', progress: 1 }] } },
    ]);
    expect(text).toBe('Done.');
    expect(results[0]).toEqual({ ok: false, text: 'Invalid arguments for add_block: hour: Start hour must be between 0 and 23.' });
    expect(results[1]).toEqual({ ok: false, text: 'The arguments were not valid JSON.' });
    expect(results[2].text).toContain('id: Must be a valid id');
    expect(results[3]).toEqual({ ok: false, text: 'There is no tool called no_such_tool.' });
    expect(results[4]).toEqual({ ok: false, text: 'There is no tool called undo_change.' });
    expect(await blocksOf()).toHaveLength(1);
  });
});
