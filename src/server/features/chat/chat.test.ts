import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { chatMessages, goals, healthMetrics, interactions, relationships, timeBlocks } from '../../db/schema/index.js';
import { PAGE_SIZE } from '../../../shared/constants.js';
import { unrecordedMetrics } from '../../../shared/health-metrics.js';
import { createTestApp, signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';
import { FALLBACK_NOTE } from '../assistant/index.js';
import { expectAllUnauthorized } from '../../test/authz.js';

// Wednesday 4 March 2026, noon UTC.
const clock = new Date('2026-03-04T12:00:00Z');
const ctx = useTestApp({ now: () => clock });

interface SseEvent {
  event: string;
  data: unknown;
}

function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
}

async function send(user: TestUser, content: string) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/chat', headers: { cookie: user.cookie }, payload: { role: 'user', content } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
  const events = parseSse(res.body);
  const text = events
    .filter((e) => e.event === 'delta')
    .map((e) => (e.data as { text: string }).text)
    .join('');
  const done = events.find((e) => e.event === 'done')?.data as { message: { id: string; role: string; content: string; createdAt: string } };
  return { events, text, done };
}

async function history(user: TestUser) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/chat', headers: { cookie: user.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: string; role: string; content: string; createdAt: string }[]>();
}

describe('chat', () => {
  it('starts empty, streams a reply, stores both messages oldest first, and the stored reply equals the stream', async () => {
    const user = await signUpUser(ctx.app);
    expect(await history(user)).toEqual([]);
    const { events, text, done } = await send(user, '  convert 144 to dozenal  ');
    expect(events.filter((e) => e.event === 'delta').length).toBeGreaterThan(1);
    expect(events.at(-1)?.event).toBe('done');
    expect(text).toContain('144 in dozenal is 100.');
    expect(done.message).toEqual({ id: expect.any(String), role: 'assistant', content: text, createdAt: expect.any(String) });
    const stored = await history(user);
    expect(stored.map((m) => [m.role, m.content])).toEqual([
      ['user', 'convert 144 to dozenal'],
      ['assistant', text],
    ]);
    expect(stored[1]).toEqual(done.message);
  });

  it('answers plainly what it cannot do and says it is the built-in assistant', async () => {
    const user = await signUpUser(ctx.app);
    const { text } = await send(user, 'What is the capital of France?');
    expect(text).toMatch(/built-in assistant/);
    expect(text).toMatch(/can't answer that/);
  });

  it("reads today's schedule from the user's own blocks only", async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await ctx.database.db.insert(timeBlocks).values([
      { userId: user.id, date: '2026-03-04', hour: 9, durationMinutes: 120, title: 'Write report', category: 'focus' },
      { userId: user.id, date: '2026-03-04', hour: 14, durationMinutes: 60, title: 'Standup', category: 'meeting' },
      { userId: other.id, date: '2026-03-04', hour: 10, durationMinutes: 60, title: 'Secret plan', category: 'focus' },
    ]);
    const { text } = await send(user, "What's on today?");
    expect(text).toContain('2 time blocks, 3 hours in all');
    expect(text).toContain('09:00 – 11:00 Write report (focus)');
    expect(text).toContain('14:00 – 15:00 Standup (meeting)');
    expect(text).not.toContain('Secret plan');
  });

  it('creates a focus block when asked and confirms exactly what it did', async () => {
    const user = await signUpUser(ctx.app);
    const { text } = await send(user, 'block 9 to 11 for deep work tomorrow');
    expect(text).toBe('Done: I added a focus block "Deep work" tomorrow (Thursday 5 March) from 09:00 to 11:00 (2 hours).');
    const rows = await ctx.database.db.select().from(timeBlocks).where(eq(timeBlocks.userId, user.id));
    expect(rows.map((r) => ({ date: r.date, hour: r.hour, duration: r.durationMinutes / 60, title: r.title, category: r.category }))).toEqual([
      { date: '2026-03-05', hour: 9, duration: 2, title: 'Deep work', category: 'focus' },
    ]);
  });

  it('logs a call with a person and moves their last contact', async () => {
    const user = await signUpUser(ctx.app);
    const [ada] = await ctx.database.db
      .insert(relationships)
      .values({ userId: user.id, name: 'Ada Lovelace', initials: 'AL', lastContact: '2026-01-10' })
      .returning();
    const { text } = await send(user, 'log a call with Ada');
    expect(text).toBe('Done: I logged a call with Ada Lovelace on 4 Mar (today). Last contact is now 4 Mar.');
    const [row] = await ctx.database.db.select().from(relationships).where(eq(relationships.id, ada.id));
    expect(row.lastContact).toBe('2026-03-04');
    const logged = await ctx.database.db
      .select()
      .from(interactions)
      .where(and(eq(interactions.relationshipId, ada.id), eq(interactions.userId, user.id)));
    expect(logged.map((i) => [i.date, i.type])).toEqual([['2026-03-04', 'call']]);

    const missing = await send(user, 'log a call with Zed');
    expect(missing.text).toMatch(/couldn't find anyone called "Zed"/);
  });

  it('answers sleep, people and goals questions with figures from the database', async () => {
    const user = await signUpUser(ctx.app);
    const sleep = [6, 7.5, 8, 9];
    await ctx.database.db
      .insert(healthMetrics)
      .values(['2026-02-25', '2026-03-01', '2026-03-02', '2026-03-04'].map((date, i) => ({ ...unrecordedMetrics(), userId: user.id, date, sleep: sleep[i] })));
    const sleepReply = (await send(user, 'How did I sleep in the last 7 days?')).text;
    // 25 February is outside the last 7 days (26 February to 4 March).
    const counted = sleep.slice(1);
    const avg = counted.reduce((a, b) => a + b, 0) / counted.length;
    expect(sleepReply).toContain(`you recorded sleep on ${counted.length} of 7 days and averaged ${Math.round(avg * 10) / 10} hours a night`);
    expect(sleepReply).toContain('Longest: 9 hours on Wednesday 4 March; shortest: 7.5 hours on Sunday 1 March.');
    expect(sleepReply).toContain('You reached your 8-hour target on 2 of those 3 days.');

    await ctx.database.db.insert(relationships).values([
      { userId: user.id, name: 'Grace', initials: 'G', cadenceDays: 14, lastContact: '2026-02-01', notes: 'Loves sailing' },
      { userId: user.id, name: 'Alan', initials: 'A', cadenceDays: 14, lastContact: '2026-03-03' },
    ]);
    const callReply = (await send(user, 'Who should I call?')).text;
    expect(callReply).toContain('Grace is due for contact:\n• Grace — 31 days since 1 Feb (Loves sailing)');
    expect(callReply).not.toContain('Alan');

    await ctx.database.db.insert(goals).values({
      userId: user.id,
      title: 'Write a book',
      category: 'Craft',
      timeframe: '12 days',
      startDate: '2026-02-28',
      endDate: '2026-03-12',
      progress: 25,
      completedMilestones: 3,
    });
    const goalsReply = (await send(user, 'How are my goals?')).text;
    expect(goalsReply).toContain(`• Write a book: 25% (3 of 12 milestones), ${Math.round((4 / 12) * 100)}% of its time gone — on pace`);
  });

  it('falls back to the built-in assistant, and says so, when the configured model is unreachable', async () => {
    const offline = await createTestApp({ now: () => clock, env: { AI_PROVIDER: 'openai', AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'absent' } });
    try {
      const user = await signUpUser(offline.app);
      const res = await offline.app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { cookie: user.cookie },
        payload: { role: 'user', content: 'convert 144 to dozenal' },
      });
      expect(res.statusCode).toBe(200);
      const events = parseSse(res.body);
      const text = events
        .filter((e) => e.event === 'delta')
        .map((e) => (e.data as { text: string }).text)
        .join('');
      expect(text).toBe(`${FALLBACK_NOTE}\n\n144 in dozenal is 100. Dozenal digits run 0–9, then ↊ for ten and ↋ for eleven.`);
      expect((events.at(-1)?.data as { message: { content: string } }).message.content).toBe(text);
    } finally {
      await offline.close();
    }
  });

  it('clears the history with 204, for this user only', async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await send(user, 'hello');
    await send(other, 'hello');
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/chat', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await history(user)).toEqual([]);
    expect(await history(other)).toHaveLength(2);
  });

  it('validates the payload: role user, content trimmed to 1–4000 characters', async () => {
    const user = await signUpUser(ctx.app);
    const bad: [unknown, string][] = [
      [{ role: 'user', content: '' }, 'content'],
      [{ role: 'user', content: '   \n ' }, 'content'],
      [{ role: 'user', content: 'x'.repeat(4001) }, 'content'],
      [{ role: 'user' }, 'content'],
      [{ role: 'user', content: 42 }, 'content'],
      [{ role: 'assistant', content: 'hi' }, 'role'],
      [{ content: 'hi' }, 'role'],
    ];
    for (const [payload, path] of bad) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/chat', headers: { cookie: user.cookie }, payload: payload as Record<string, unknown> });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        res.json<{ issues: { path: string }[] }>().issues.map((i) => i.path),
        JSON.stringify(payload),
      ).toContain(path);
    }
    const ok = await send(user, 'x'.repeat(4000));
    expect(ok.done.message.role).toBe('assistant');
    expect(await history(user)).toHaveLength(2);
  });

  it('answers 401 to every chat route when signed out', async () => {
    await expectAllUnauthorized(ctx.app, [
      { method: 'GET', url: '/api/chat' },
      { method: 'POST', url: '/api/chat', payload: { role: 'user', content: 'hi' } },
      { method: 'DELETE', url: '/api/chat' },
    ]);
  });

  it('limits each user to 30 messages a minute with a clear 429', async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    for (let i = 0; i < 30; i += 1) await send(user, 'convert 12 to dozenal');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/chat', headers: { cookie: user.cookie }, payload: { role: 'user', content: 'one more' } });
    expect(res.statusCode).toBe(429);
    expect(res.json<{ message: string }>().message).toMatch(/^Too many AI requests\. Please wait a moment and try again\./);
    expect((await send(other, 'hello')).done.message.role).toBe('assistant');
  });
});

describe('chat history pages', () => {
  it('gives the newest page oldest first, then the page before a message, then an empty page; a foreign id is 404', async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const base = Date.parse('2026-03-01T00:00:00Z');
    const total = PAGE_SIZE + 7;
    await ctx.database.db
      .insert(chatMessages)
      .values(Array.from({ length: total }, (_, i) => ({ userId: user.id, role: 'user' as const, content: `m${i}`, createdAt: new Date(base + i * 60_000) })));
    const [foreign] = await ctx.database.db.insert(chatMessages).values({ userId: other.id, role: 'user', content: 'theirs' }).returning();

    const page = async (before?: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/chat${before ? `?before=${before}` : ''}`, headers: { cookie: user.cookie } });
      return res;
    };
    const first = (await page()).json<{ id: string; content: string }[]>();
    expect(first.map((m) => m.content)).toEqual(Array.from({ length: PAGE_SIZE }, (_, i) => `m${i + 7}`));
    const second = (await page(first[0].id)).json<{ id: string; content: string }[]>();
    expect(second.map((m) => m.content)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6']);
    expect((await page(second[0].id)).json()).toEqual([]);
    const notMine = await page(foreign.id);
    expect(notMine.statusCode).toBe(404);
    expect((await page('not-an-id')).statusCode).toBe(400);
  });
});
