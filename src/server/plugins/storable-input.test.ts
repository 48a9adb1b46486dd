import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chatMessages, goals, interactions, relationships, timeBlocks } from '../db/schema/index.js';
import { signUpUser, useTestApp } from '../test/helpers.js';

const ctx = useTestApp();
let user: Awaited<ReturnType<typeof signUpUser>>;
let personId: string;
let blockId: string;
let goalId: string;
beforeAll(async () => {
  user = await signUpUser(ctx.app);
  const send = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });
  personId = (await send('/api/relationships', { name: 'Ada', initials: 'A' })).json().id;
  blockId = (await send('/api/time-blocks', { date: '2026-03-02', hour: 9, title: 'Plan', category: 'focus', duration: 1 })).json().id;
  goalId = (await send('/api/goals', { title: 'Goal', category: 'Work', timeframe: '12 weeks' })).json().id;
});

const NUL = 'before\u0000after';
const LONE_SURROGATE = 'broken \uD83D here';

describe('text PostgreSQL cannot store', () => {
  const writes = (value: string): Array<[string, 'POST' | 'PATCH', () => string, Record<string, unknown>, string]> => [
    ['time block title', 'POST', () => '/api/time-blocks', { date: '2026-03-02', hour: 9, title: value, category: 'focus', duration: 1 }, 'title'],
    ['time block edit', 'PATCH', () => `/api/time-blocks/${blockId}`, { title: value }, 'title'],
    ['person name', 'POST', () => '/api/relationships', { name: value, initials: 'X' }, 'name'],
    ['person notes', 'PATCH', () => `/api/relationships/${personId}`, { notes: value }, 'notes'],
    ['person aiPrompt', 'PATCH', () => `/api/relationships/${personId}`, { aiPrompt: value }, 'aiPrompt'],
    ['interaction notes', 'POST', () => `/api/relationships/${personId}/interactions`, { date: '2026-03-01', type: 'call', notes: value }, 'notes'],
    ['goal title', 'POST', () => '/api/goals', { title: value, category: 'Work', timeframe: '12 weeks' }, 'title'],
    ['goal description', 'PATCH', () => `/api/goals/${goalId}`, { description: value }, 'description'],
    ['chat message', 'POST', () => '/api/chat', { role: 'user', content: value }, 'content'],
    ['profile name', 'PATCH', () => '/api/account/profile', { firstName: value }, 'firstName'],
    [
      'an unknown nested key',
      'POST',
      () => '/api/time-blocks',
      { date: '2026-03-02', hour: 9, title: 'ok', category: 'focus', duration: 1, extra: { deep: [value] } },
      'extra.deep.0',
    ],
  ];

  for (const [label, value] of [
    ['a NUL character', NUL],
    ['an unpaired surrogate', LONE_SURROGATE],
  ] as const) {
    for (const [name, method, url, payload, field] of writes(value)) {
      it(`refuses ${label} in the ${name} with 400 naming ${field}`, async () => {
        const res = await ctx.app.inject({ method, url: url(), headers: { cookie: user.cookie }, payload });
        expect(res.statusCode, res.body).toBe(400);
        const body = res.json<{ message: string; issues: { path: string }[] }>();
        expect(body.issues.map((i) => i.path)).toContain(field);
        expect(body.message).toContain(field);
      });
    }
  }

  it('refuses it in a query string and in a key, and stores nothing anywhere', async () => {
    const query = await ctx.app.inject({ method: 'GET', url: `/api/time-blocks?date=${encodeURIComponent(NUL)}`, headers: { cookie: user.cookie } });
    expect(query.statusCode).toBe(400);
    expect(query.json().issues[0].path).toBe('date');
    const key = await ctx.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: '{"title":"t","category":"c","timeframe":"12 weeks","bad\\u0000key":1}',
    });
    expect(key.statusCode).toBe(400);

    const db = ctx.database.db;
    expect(await db.select().from(timeBlocks).where(eq(timeBlocks.userId, user.id))).toHaveLength(1);
    expect(await db.select().from(relationships).where(eq(relationships.userId, user.id))).toMatchObject([{ name: 'Ada', notes: '', aiPrompt: null }]);
    expect(await db.select().from(interactions).where(eq(interactions.userId, user.id))).toEqual([]);
    expect(await db.select().from(goals).where(eq(goals.userId, user.id))).toMatchObject([{ title: 'Goal', description: '' }]);
    expect(await db.select().from(chatMessages).where(eq(chatMessages.userId, user.id))).toEqual([]);
  });

  it('keeps emoji, other scripts and paired surrogates as they were sent', async () => {
    const title = 'Focus 🧘 集中 — fête';
    const res = await ctx.app.inject({ method: 'PATCH', url: `/api/time-blocks/${blockId}`, headers: { cookie: user.cookie }, payload: { title } });
    expect(res.statusCode).toBe(200);
    expect(res.json().title).toBe(title);
  });
});
