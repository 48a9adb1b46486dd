import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { interactions, relationships } from '../../db/schema/index.js';
import { createTestApp, signUpUser, type TestContext } from '../../test/helpers.js';
import { expectAllNotFound, expectAllUnauthorized } from '../../test/authz.js';

const clock = new Date('2026-03-04T12:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
});
afterAll(() => ctx.close());

type User = Awaited<ReturnType<typeof signUpUser>>;

async function addPerson(user: User, values: { name: string; notes?: string; lastContact?: string | null }) {
  const [row] = await ctx.database.db
    .insert(relationships)
    .values({ userId: user.id, name: values.name, initials: 'X', notes: values.notes ?? '', lastContact: values.lastContact ?? null })
    .returning();
  return row;
}

function request(user: User | undefined, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/ai/reconnection-prompt',
    headers: user ? { cookie: user.cookie } : {},
    payload: payload as Record<string, unknown>,
  });
}

describe('POST /api/ai/reconnection-prompt', () => {
  it("writes a prompt from the person's notes and latest interaction, and stores it as aiPrompt", async () => {
    const user = await signUpUser(ctx.app);
    const ada = await addPerson(user, { name: 'Ada Lovelace', notes: 'Training for the Berlin marathon', lastContact: '2026-02-02' });
    await ctx.database.db.insert(interactions).values({ userId: user.id, relationshipId: ada.id, date: '2026-02-02', type: 'call', notes: 'her new job at the observatory' });
    const res = await request(user, { relationshipId: ada.id, name: 'Ada Lovelace', daysSinceContact: 30 });
    expect(res.statusCode, res.body).toBe(200);
    const { prompt } = res.json<{ prompt: string }>();
    expect(prompt).toContain('Hi Ada!');
    expect(prompt).toContain('our call on 2 Feb');
    expect(prompt).toContain('her new job at the observatory');
    expect(prompt).toContain('Training for the Berlin marathon');
    const [row] = await ctx.database.db.select().from(relationships).where(eq(relationships.id, ada.id));
    expect(row.aiPrompt).toBe(prompt);
  });

  it('says it has been too long for someone never contacted', async () => {
    const user = await signUpUser(ctx.app);
    const bob = await addPerson(user, { name: 'Bob' });
    const res = await request(user, { relationshipId: bob.id, name: 'Bob', daysSinceContact: 365 });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ prompt: string }>().prompt).toMatch(/^Hi Bob! It's been far too long/);
  });

  it("answers 404 for another user's relationship and leaves it untouched", async () => {
    const owner = await signUpUser(ctx.app);
    const intruder = await signUpUser(ctx.app);
    const person = await addPerson(owner, { name: 'Carol', notes: 'private' });
    await expectAllNotFound(ctx.app, intruder.cookie, [
      { method: 'POST', url: '/api/ai/reconnection-prompt', payload: { relationshipId: person.id, name: 'Carol', daysSinceContact: 3 } },
      { method: 'POST', url: '/api/ai/reconnection-prompt', payload: { relationshipId: '00000000-0000-4000-8000-000000000000', name: 'Nobody', daysSinceContact: 3 } },
    ]);
    const [row] = await ctx.database.db.select().from(relationships).where(eq(relationships.id, person.id));
    expect(row.aiPrompt).toBeNull();
  });

  it('answers 401 when signed out', async () => {
    await expectAllUnauthorized(ctx.app, [
      { method: 'POST', url: '/api/ai/reconnection-prompt', payload: { relationshipId: '00000000-0000-4000-8000-000000000000', name: 'A', daysSinceContact: 1 } },
    ]);
  });

  it('accepts the body as spec §7 writes it, {name, daysSinceContact}, and stores nothing', async () => {
    const user = await signUpUser(ctx.app);
    const person = await addPerson(user, { name: 'Dee Okafor', notes: 'Lives in Lagos' });
    const res = await request(user, { name: 'Dee Okafor', daysSinceContact: 40 });
    expect(res.statusCode, res.body).toBe(200);
    const { prompt } = res.json<{ prompt: string }>();
    expect(prompt).toMatch(/^Hi Dee!/);
    expect(prompt).not.toContain('Lagos');
    const [row] = await ctx.database.db.select().from(relationships).where(eq(relationships.id, person!.id));
    expect(row!.aiPrompt).toBeNull();
  });

  it('validates every field', async () => {
    const user = await signUpUser(ctx.app);
    const person = await addPerson(user, { name: 'Dee' });
    const ok = { relationshipId: person.id, name: 'Dee', daysSinceContact: 10 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, relationshipId: 'nope' }, 'relationshipId'],
      [{ ...ok, relationshipId: 42 }, 'relationshipId'],
      [{ ...ok, name: 'Dee\u0000' }, 'name'],
      [{ ...ok, name: '' }, 'name'],
      [{ ...ok, name: '   ' }, 'name'],
      [{ ...ok, name: 'x'.repeat(101) }, 'name'],
      [{ ...ok, name: undefined }, 'name'],
      [{ ...ok, daysSinceContact: -1 }, 'daysSinceContact'],
      [{ ...ok, daysSinceContact: 36_501 }, 'daysSinceContact'],
      [{ ...ok, daysSinceContact: 1.5 }, 'daysSinceContact'],
      [{ ...ok, daysSinceContact: '10' }, 'daysSinceContact'],
      [{ ...ok, daysSinceContact: undefined }, 'daysSinceContact'],
    ];
    for (const [payload, path] of cases) {
      const res = await request(user, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ issues: { path: string }[] }>().issues.map((i) => i.path), JSON.stringify(payload)).toContain(path);
    }
    expect((await request(user, { ...ok, daysSinceContact: 0 })).statusCode).toBe(200);
    expect((await request(user, { ...ok, daysSinceContact: 36_500 })).statusCode).toBe(200);
  });

  it('limits each user with a clear 429', async () => {
    const user = await signUpUser(ctx.app);
    const person = await addPerson(user, { name: 'Eve' });
    for (let i = 0; i < 30; i += 1) expect((await request(user, { relationshipId: person.id, name: 'Eve', daysSinceContact: 20 })).statusCode).toBe(200);
    const res = await request(user, { relationshipId: person.id, name: 'Eve', daysSinceContact: 20 });
    expect(res.statusCode).toBe(429);
    expect(res.json<{ message: string }>().message).toMatch(/^Too many AI requests/);
  });
});
