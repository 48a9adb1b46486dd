import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { interactions, relationships } from '../../db/schema/index.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';
import { expectAllNotFound, expectAllUnauthorized } from '../../test/authz.js';

const clock = new Date('2026-03-04T12:00:00Z');
const ctx = useTestApp({ now: () => clock });

async function addPerson(user: TestUser, values: { name: string; notes?: string; lastContact?: string | null }) {
  const [row] = await ctx.database.db
    .insert(relationships)
    .values({ userId: user.id, name: values.name, initials: 'X', notes: values.notes ?? '', lastContact: values.lastContact ?? null })
    .returning();
  return row;
}

function request(user: TestUser | undefined, payload: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/ai/reconnection-prompt',
    headers: user ? { cookie: user.cookie } : {},
    payload: payload as Record<string, unknown>,
  });
}

describe('POST /api/ai/reconnection-prompt', () => {
  it("writes a prompt whose topic comes from the person's notes without quoting them, and stores it as aiPrompt", async () => {
    const user = await signUpUser(ctx.app);
    const ada = await addPerson(user, { name: 'Ada Lovelace', notes: 'Training for the Berlin marathon', lastContact: '2026-02-02' });
    await ctx.database.db
      .insert(interactions)
      .values({ userId: user.id, relationshipId: ada.id, date: '2026-02-02', type: 'call', notes: 'her new job at the observatory' });
    const res = await request(user, { relationshipId: ada.id, name: 'Ada Lovelace', daysSinceContact: 30 });
    expect(res.statusCode, res.body).toBe(200);
    const { prompt } = res.json<{ prompt: string }>();
    expect(prompt).toBe(
      "Hi Ada! It's been 4 weeks since we last spoke, and you've been on my mind. How is work treating you these days? How are you doing? Fancy a quick call this week?",
    );
    const [row] = await ctx.database.db.select().from(relationships).where(eq(relationships.id, ada.id));
    expect(row.aiPrompt).toBe(prompt);
  });

  it('greets someone added minutes ago lightly, and someone never contacted in a year as a long silence', async () => {
    const user = await signUpUser(ctx.app);
    const bob = await addPerson(user, { name: 'Bob', notes: 'Former flatmate; her birthday is 3 December' });
    const res = await request(user, { relationshipId: bob.id, name: 'Bob', daysSinceContact: 365 });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ prompt: string }>().prompt;
    expect(fresh).toBe(
      'Hi Bob! I was thinking of you and wanted to say hello. Have you got anything nice planned for your birthday this year? It would be lovely to catch up soon.',
    );
    expect(fresh).not.toMatch(/too long|3 December|flatmate/);
    const old = await addPerson(user, { name: 'Cleo' });
    await ctx.database.db
      .update(relationships)
      .set({ createdAt: new Date('2025-01-10T09:00:00Z') })
      .where(eq(relationships.id, old.id));
    const late = (await request(user, { relationshipId: old.id, name: 'Cleo', daysSinceContact: 365 })).json<{ prompt: string }>().prompt;
    expect(late).toMatch(/^Hi Cleo! It's been too long since we properly caught up/);
  });

  it("answers 404 for another user's relationship and leaves it untouched", async () => {
    const owner = await signUpUser(ctx.app);
    const intruder = await signUpUser(ctx.app);
    const person = await addPerson(owner, { name: 'Carol', notes: 'private' });
    await expectAllNotFound(ctx.app, intruder.cookie, [
      { method: 'POST', url: '/api/ai/reconnection-prompt', payload: { relationshipId: person.id, name: 'Carol', daysSinceContact: 3 } },
      {
        method: 'POST',
        url: '/api/ai/reconnection-prompt',
        payload: { relationshipId: '00000000-0000-4000-8000-000000000000', name: 'Nobody', daysSinceContact: 3 },
      },
    ]);
    const [row] = await ctx.database.db.select().from(relationships).where(eq(relationships.id, person.id));
    expect(row.aiPrompt).toBeNull();
  });

  it('answers 401 when signed out', async () => {
    await expectAllUnauthorized(ctx.app, [
      {
        method: 'POST',
        url: '/api/ai/reconnection-prompt',
        payload: { relationshipId: '00000000-0000-4000-8000-000000000000', name: 'A', daysSinceContact: 1 },
      },
    ]);
  });

  it('accepts a name and the days since contact, {name, daysSinceContact}, and stores nothing', async () => {
    const user = await signUpUser(ctx.app);
    const person = await addPerson(user, { name: 'Dee Okafor', notes: 'Lives in Lagos' });
    const res = await request(user, { name: 'Dee Okafor', daysSinceContact: 40 });
    expect(res.statusCode, res.body).toBe(200);
    const { prompt } = res.json<{ prompt: string }>();
    expect(prompt).toMatch(/^Hi Dee!/);
    expect(prompt).not.toContain('Lagos');
    const [row] = await ctx.database.db.select().from(relationships).where(eq(relationships.id, person.id));
    expect(row.aiPrompt).toBeNull();
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
      expect(
        res.json<{ issues: { path: string }[] }>().issues.map((i) => i.path),
        JSON.stringify(payload),
      ).toContain(path);
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
