import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { interactions, relationships } from '../../db/schema/index.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';
import { isDueForContact } from '../../../shared/relationships-contact.js';
import { createRelationshipsRepo, createRelationshipsService } from './index.js';
import type { Relationship } from '../../../shared/schemas/relationships.js';
import { expireDeletedItem, rowsAsStored } from '../../test/row-snapshot.js';
import { expectAllNotFound, expectAllUnauthorized } from '../../test/authz.js';

// Noon UTC on 1 March 2026: "today" is 2026-03-01 in UTC and already 2026-03-02 on Kiritimati (UTC+14).
const clock = new Date('2026-03-01T12:00:00Z');
const ctx = useTestApp({ now: () => clock });

function call(user: TestUser | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

async function addPerson(user: TestUser, payload: Record<string, unknown> = { name: 'Ada Lovelace', initials: 'al' }) {
  const res = await call(user, 'POST', '/api/relationships', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; name: string; lastContact: string | null }>();
}

async function logInteraction(user: TestUser, id: string, payload: Record<string, unknown>) {
  return call(user, 'POST', `/api/relationships/${id}/interactions`, payload);
}

function issuePaths(body: { issues?: { path: string }[] }) {
  return (body.issues ?? []).map((i) => i.path);
}

describe('relationships CRUD', () => {
  it('creates a person with trimmed fields and upper-cased initials', async () => {
    const user = await signUpUser(ctx.app);
    const res = await call(user, 'POST', '/api/relationships', { name: '  Grace Hopper ', initials: ' gh ', notes: ' Navy ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Grace Hopper',
      initials: 'GH',
      notes: 'Navy',
      lastContact: null,
      aiPrompt: null,
      daysSinceContact: null,
      cadenceDays: null,
      // No rhythm chosen: never due by the calendar.
      dueDate: null,
      birthday: null,
    });
  });

  it('defaults notes to empty and lists the person back', async () => {
    const user = await signUpUser(ctx.app);
    const created = await addPerson(user, { name: 'Alan', initials: 'A' });
    const list = await call(user, 'GET', '/api/relationships');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([{ ...created, notes: '' }]);
  });

  it('updates name, initials, notes and aiPrompt, and only what is sent', async () => {
    const user = await signUpUser(ctx.app);
    const { id } = await addPerson(user, { name: 'Ada', initials: 'A', notes: 'first' });
    const res = await call(user, 'PATCH', `/api/relationships/${id}`, { name: 'Ada King', initials: 'ak' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Ada King', initials: 'AK', notes: 'first', aiPrompt: null });

    const prompt = await call(user, 'PATCH', `/api/relationships/${id}`, { aiPrompt: 'Ask Ada about the engine.' });
    expect(prompt.json()).toMatchObject({ name: 'Ada King', aiPrompt: 'Ask Ada about the engine.' });

    const cleared = await call(user, 'PATCH', `/api/relationships/${id}`, { notes: '', aiPrompt: null });
    expect(cleared.json()).toMatchObject({ notes: '', aiPrompt: null });

    const empty = await call(user, 'PATCH', `/api/relationships/${id}`, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ name: 'Ada King', initials: 'AK' });
  });

  it('deletes with 204 and the person is gone, interactions included', async () => {
    const user = await signUpUser(ctx.app);
    const { id } = await addPerson(user);
    expect((await logInteraction(user, id, { date: '2026-02-20', type: 'call', notes: '' })).statusCode).toBe(201);
    const res = await call(user, 'DELETE', `/api/relationships/${id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call(user, 'GET', '/api/relationships')).json()).toEqual([]);
    expect((await call(user, 'GET', `/api/relationships/${id}/interactions`)).statusCode).toBe(404);
    expect(await ctx.database.db.select().from(interactions).where(eq(interactions.relationshipId, id))).toEqual([]);
    expect((await call(user, 'DELETE', `/api/relationships/${id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const user = await signUpUser(ctx.app);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(user, 'PATCH', `/api/relationships/${missing}`, { name: 'X' })).statusCode).toBe(404);
    expect((await call(user, 'DELETE', `/api/relationships/${missing}`)).statusCode).toBe(404);
    const bad = await call(user, 'PATCH', '/api/relationships/not-a-uuid', { name: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad.json())).toContain('id');
  });
});

describe('sort order and days since contact', () => {
  it('lists people by due date (14 days after the last contact or the day they were added), then name', async () => {
    const user = await signUpUser(ctx.app);
    const ids: Record<string, string> = {};
    for (const name of ['Eve', 'bea', 'Cy', 'Al', 'Dee', 'Ann']) ids[name] = (await addPerson(user, { name, initials: name.slice(0, 2), cadenceDays: 14 })).id;
    const contacts: Record<string, string> = { Eve: '2026-03-01', bea: '2026-02-01', Al: '2026-02-01', Dee: '2026-01-01' };
    for (const [name, date] of Object.entries(contacts)) {
      expect((await logInteraction(user, ids[name], { date, type: 'message', notes: '' })).statusCode).toBe(201);
    }
    const list = (await call(user, 'GET', '/api/relationships')).json<{ name: string; lastContact: string | null; daysSinceContact: number | null }[]>();
    expect(list.map((p) => p.name)).toEqual(['Dee', 'Al', 'bea', 'Ann', 'Cy', 'Eve']);
    expect(list.map((p) => p.daysSinceContact)).toEqual([59, 28, 28, null, null, 0]);
    expect(list.map((p) => p.lastContact)).toEqual(['2026-01-01', '2026-02-01', '2026-02-01', null, null, '2026-03-01']);
  });

  it("computes days since contact from the user's own today", async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Pacific/Kiritimati' });
    const { id } = await addPerson(user);
    await logInteraction(user, id, { date: '2026-03-01', type: 'call', notes: '' });
    const [person] = (await call(user, 'GET', '/api/relationships')).json<{ daysSinceContact: number }[]>();
    expect(person.daysSinceContact).toBe(1);
  });
});

describe('validation', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await signUpUser(ctx.app);
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['missing name', { initials: 'AB' }, 'name'],
    ['empty name', { name: '', initials: 'AB' }, 'name'],
    ['whitespace name', { name: '   ', initials: 'AB' }, 'name'],
    ['name over 100 characters', { name: 'x'.repeat(101), initials: 'AB' }, 'name'],
    ['name not text', { name: 12, initials: 'AB' }, 'name'],
    ['initials not text', { name: 'Ada', initials: 12 }, 'initials'],
    ['initials of 4 characters', { name: 'Ada', initials: 'ABCD' }, 'initials'],
    ['notes over 2000 characters', { name: 'Ada', initials: 'A', notes: 'n'.repeat(2001) }, 'notes'],
  ];
  it.each(cases)('POST refuses %s with 400 naming the field', async (_label, payload, field) => {
    const res = await call(user, 'POST', '/api/relationships', payload);
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res.json())).toContain(field);
  });

  it('accepts the limits: 100-character name, 3 initials, 2000-character notes', async () => {
    const res = await call(user, 'POST', '/api/relationships', { name: 'x'.repeat(100), initials: 'abc', notes: 'n'.repeat(2000) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ initials: 'ABC' });
  });

  it('makes initials left out, empty or blank from the name, on create and on edit', async () => {
    for (const [payload, initials] of [
      [{ name: 'Maya Chen' }, 'MC'],
      [{ name: 'élodie martin', initials: '' }, 'ÉM'],
      [{ name: 'Maya 🌸 Chen', initials: '   ' }, 'MC'],
    ] as const) {
      const res = await call(user, 'POST', '/api/relationships', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(201);
      expect(res.json()).toMatchObject({ name: payload.name, initials });
    }
    const { id } = await addPerson(user, { name: 'Ada Lovelace', initials: 'X' });
    expect((await call(user, 'PATCH', `/api/relationships/${id}`, { initials: '' })).json()).toMatchObject({ initials: 'AL' });
    expect((await call(user, 'PATCH', `/api/relationships/${id}`, { name: 'Grace Brewster Murray Hopper', initials: ' ' })).json()).toMatchObject({
      initials: 'GBH',
    });
    expect((await call(user, 'PATCH', `/api/relationships/${id}`, { name: 'Grace' })).json()).toMatchObject({ initials: 'GBH' });
    const other = await signUpUser(ctx.app);
    expect((await call(other, 'PATCH', `/api/relationships/${id}`, { initials: '' })).statusCode).toBe(404);
  });

  it('PATCH applies the same rules and the aiPrompt limit', async () => {
    const { id } = await addPerson(user);
    const patches: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ initials: 'ABCD' }, 'initials'],
      [{ initials: 7 }, 'initials'],
      [{ notes: 'n'.repeat(2001) }, 'notes'],
      [{ aiPrompt: 'p'.repeat(4001) }, 'aiPrompt'],
      [{ aiPrompt: 5 }, 'aiPrompt'],
    ];
    for (const [payload, field] of patches) {
      const res = await call(user, 'PATCH', `/api/relationships/${id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(issuePaths(res.json())).toContain(field);
    }
    expect((await call(user, 'PATCH', `/api/relationships/${id}`, { aiPrompt: 'p'.repeat(4000) })).statusCode).toBe(200);
    const [person] = (await call(user, 'GET', '/api/relationships')).json<{ id: string; name: string; initials: string }[]>().filter((p) => p.id === id);
    expect(person).toMatchObject({ name: 'Ada Lovelace', initials: 'AL' });
  });
});

describe('interactions', () => {
  it('logs an interaction with 201 and sets lastContact', async () => {
    const user = await signUpUser(ctx.app);
    const { id } = await addPerson(user);
    const res = await logInteraction(user, id, { date: '2026-02-27', type: 'call', notes: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), relationshipId: id, date: '2026-02-27', type: 'call', notes: '', createdAt: expect.any(String) });
    expect(new Date(res.json().createdAt).toISOString()).toBe(res.json().createdAt);
    const [person] = (await call(user, 'GET', '/api/relationships')).json();
    expect(person).toMatchObject({ lastContact: '2026-02-27', daysSinceContact: 2 });
  });

  it('defaults notes to empty when not sent', async () => {
    const user = await signUpUser(ctx.app);
    const { id } = await addPerson(user);
    const res = await logInteraction(user, id, { date: '2026-03-01', type: 'meeting' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'meeting', notes: '' });
  });

  it('moves lastContact only forward', async () => {
    const user = await signUpUser(ctx.app);
    const { id } = await addPerson(user);
    await logInteraction(user, id, { date: '2026-02-20', type: 'call', notes: '' });
    await logInteraction(user, id, { date: '2026-01-05', type: 'message', notes: 'older' });
    let [person] = (await call(user, 'GET', '/api/relationships')).json();
    expect(person.lastContact).toBe('2026-02-20');
    await logInteraction(user, id, { date: '2026-02-25', type: 'meeting', notes: 'newer' });
    [person] = (await call(user, 'GET', '/api/relationships')).json();
    expect(person.lastContact).toBe('2026-02-25');
  });

  it('lists that person’s interactions newest first, and only theirs', async () => {
    const user = await signUpUser(ctx.app);
    const { id } = await addPerson(user);
    const other = await addPerson(user, { name: 'Other', initials: 'O' });
    await logInteraction(user, id, { date: '2026-02-10', type: 'call', notes: 'a' });
    await logInteraction(user, id, { date: '2026-02-28', type: 'meeting', notes: 'b' });
    await logInteraction(user, id, { date: '2026-01-15', type: 'message', notes: 'c' });
    await logInteraction(user, other.id, { date: '2026-02-01', type: 'call', notes: 'elsewhere' });
    const res = await call(user, 'GET', `/api/relationships/${id}/interactions`);
    expect(res.statusCode).toBe(200);
    const list = res.json<{ date: string; type: string; notes: string; relationshipId: string }[]>();
    expect(list.map((i) => [i.date, i.type, i.notes])).toEqual([
      ['2026-02-28', 'meeting', 'b'],
      ['2026-02-10', 'call', 'a'],
      ['2026-01-15', 'message', 'c'],
    ]);
    expect(list.every((i) => i.relationshipId === id)).toBe(true);
  });

  it("refuses a date after the user's today, and accepts today in the user's timezone", async () => {
    const utc = await signUpUser(ctx.app, { timezone: 'UTC' });
    const a = await addPerson(utc);
    const future = await logInteraction(utc, a.id, { date: '2026-03-02', type: 'call', notes: '' });
    expect(future.statusCode).toBe(400);
    expect(issuePaths(future.json())).toEqual(['date']);
    expect((await call(utc, 'GET', `/api/relationships/${a.id}/interactions`)).json()).toEqual([]);
    expect((await call(utc, 'GET', '/api/relationships')).json()[0].lastContact).toBeNull();

    const ahead = await signUpUser(ctx.app, { timezone: 'Pacific/Kiritimati' });
    const b = await addPerson(ahead);
    expect((await logInteraction(ahead, b.id, { date: '2026-03-02', type: 'call', notes: '' })).statusCode).toBe(201);
  });

  it("takes an ISO 8601 timestamp (docs/product.md, Relationships) as that moment's date in the user's time zone", async () => {
    const utc = await signUpUser(ctx.app, { timezone: 'UTC' });
    const a = await addPerson(utc);
    const res = await logInteraction(utc, a.id, { date: clock.toISOString(), type: 'call', notes: '' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().date).toBe('2026-03-01');
    expect((await call(utc, 'GET', '/api/relationships')).json()[0].lastContact).toBe('2026-03-01');

    // 2026-03-01T12:00Z is 02:00 on 2 March in Kiritimati and 04:00 on 1 March in Honolulu.
    const ahead = await signUpUser(ctx.app, { timezone: 'Pacific/Kiritimati' });
    const b = await addPerson(ahead);
    expect((await logInteraction(ahead, b.id, { date: '2026-03-01T12:00:00.000Z', type: 'message' })).json().date).toBe('2026-03-02');
    const behind = await signUpUser(ctx.app, { timezone: 'Pacific/Honolulu' });
    const c = await addPerson(behind);
    expect((await logInteraction(behind, c.id, { date: '2026-03-01T14:00:00+02:00', type: 'meeting' })).json().date).toBe('2026-03-01');

    const future = await logInteraction(utc, a.id, { date: '2026-03-02T00:30:00Z', type: 'call' });
    expect(future.statusCode).toBe(400);
    expect(issuePaths(future.json())).toEqual(['date']);
  });

  it('answers 404 for an unknown or foreign relationship whatever the date', async () => {
    const user = await signUpUser(ctx.app);
    const stranger = await signUpUser(ctx.app);
    const theirs = await addPerson(stranger);
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      for (const date of [clock.toISOString(), '2026-03-01', '2027-01-01T00:00:00Z']) {
        const res = await logInteraction(user, id, { date, type: 'call', notes: '' });
        expect(res.statusCode, `${id} ${date}`).toBe(404);
      }
    }
    expect((await call(stranger, 'GET', `/api/relationships/${theirs.id}/interactions`)).json()).toEqual([]);
  });

  it('validates date, type and notes', async () => {
    const user = await signUpUser(ctx.app);
    const { id } = await addPerson(user);
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'call', notes: '' }, 'date'],
      [{ date: '01/03/2026', type: 'call', notes: '' }, 'date'],
      [{ date: '2026-02-30', type: 'call', notes: '' }, 'date'],
      [{ date: '2026-03-01T25:00:00Z', type: 'call', notes: '' }, 'date'],
      [{ date: '2026-03-01T10:00:00', type: 'call', notes: '' }, 'date'],
      [{ date: '1899-12-31', type: 'call', notes: '' }, 'date'],
      [{ date: '2026-03-01', type: 'call', notes: 'a\u0000b' }, 'notes'],
      [{ date: '2026-03-01', notes: '' }, 'type'],
      [{ date: '2026-03-01', type: 'email', notes: '' }, 'type'],
      [{ date: '2026-03-01', type: 'call', notes: 'n'.repeat(2001) }, 'notes'],
    ];
    for (const [payload, field] of cases) {
      const res = await logInteraction(user, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(issuePaths(res.json())).toContain(field);
    }
    expect((await call(user, 'GET', `/api/relationships/${id}/interactions`)).json()).toEqual([]);
  });

  it('answers 404 for an unknown relationship', async () => {
    const user = await signUpUser(ctx.app);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(user, 'GET', `/api/relationships/${missing}/interactions`)).statusCode).toBe(404);
    expect((await logInteraction(user, missing, { date: '2026-03-01', type: 'call', notes: '' })).statusCode).toBe(404);
  });
});

describe('authorization', () => {
  it('answers 401 to a signed-out caller on every route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await expectAllUnauthorized(ctx.app, [
      { method: 'GET', url: '/api/relationships' },
      { method: 'POST', url: '/api/relationships', payload: { name: 'Ada', initials: 'A' } },
      { method: 'PATCH', url: `/api/relationships/${id}`, payload: { name: 'Ada' } },
      { method: 'DELETE', url: `/api/relationships/${id}` },
      { method: 'GET', url: `/api/relationships/${id}/interactions` },
      { method: 'POST', url: `/api/relationships/${id}/interactions`, payload: { date: '2026-03-01', type: 'call', notes: '' } },
    ]);
  });

  it("answers 404 to a second user on the first user's ids and changes nothing", async () => {
    const owner = await signUpUser(ctx.app);
    const intruder = await signUpUser(ctx.app);
    const { id } = await addPerson(owner, { name: 'Ada', initials: 'A', notes: 'kept' });
    await logInteraction(owner, id, { date: '2026-02-01', type: 'call', notes: 'original' });
    const before = {
      list: (await call(owner, 'GET', '/api/relationships')).json(),
      interactions: (await call(owner, 'GET', `/api/relationships/${id}/interactions`)).json(),
    };

    await expectAllNotFound(ctx.app, intruder.cookie, [
      { method: 'GET', url: `/api/relationships/${id}/interactions` },
      { method: 'POST', url: `/api/relationships/${id}/interactions`, payload: { date: '2026-02-28', type: 'meeting', notes: 'sneaky' } },
      { method: 'PATCH', url: `/api/relationships/${id}`, payload: { name: 'Mallory', aiPrompt: 'x' } },
      { method: 'DELETE', url: `/api/relationships/${id}` },
    ]);

    expect((await call(intruder, 'GET', '/api/relationships')).json()).toEqual([]);
    expect((await call(owner, 'GET', '/api/relationships')).json()).toEqual(before.list);
    expect((await call(owner, 'GET', `/api/relationships/${id}/interactions`)).json()).toEqual(before.interactions);
    expect(before.list[0]).toMatchObject({ name: 'Ada', notes: 'kept', lastContact: '2026-02-01', aiPrompt: null });
  });
});

describe('POST /api/relationships/:id/restore (Undo)', () => {
  it('puts a deleted person back exactly, with every interaction and their last contact, in their place in the list', async () => {
    const user = await signUpUser(ctx.app);
    const never = await addPerson(user, { name: 'Never called', initials: 'NC', cadenceDays: 14 });
    const person = await addPerson(user, { name: 'Grace Hopper', initials: 'GH', notes: 'Navy friend', cadenceDays: 14 });
    const recent = await addPerson(user, { name: 'Recent', initials: 'R', cadenceDays: 14 });
    await logInteraction(user, recent.id, { date: '2026-02-28', type: 'call', notes: '' });
    await logInteraction(user, person.id, { date: '2026-01-10', type: 'meeting', notes: 'Lunch at the harbour' });
    await logInteraction(user, person.id, { date: '2026-02-03', type: 'call', notes: '' });
    await logInteraction(user, person.id, { date: '2026-01-20', type: 'message', notes: 'Sent the paper' });
    await call(user, 'PATCH', `/api/relationships/${person.id}`, { aiPrompt: 'Ask about the talk' });

    const stored = {
      person: await rowsAsStored(ctx.database.db, relationships, 'id', person.id),
      interactions: await rowsAsStored(ctx.database.db, interactions, 'relationship_id', person.id),
    };
    const listed = (await call(user, 'GET', '/api/relationships')).json();
    const history = (await call(user, 'GET', `/api/relationships/${person.id}/interactions`)).json();
    expect(listed.map((p: { id: string }) => p.id)).toEqual([person.id, recent.id, never.id]);
    expect(stored.interactions).toHaveLength(3);

    expect((await call(user, 'DELETE', `/api/relationships/${person.id}`)).statusCode).toBe(204);
    expect(await rowsAsStored(ctx.database.db, interactions, 'relationship_id', person.id)).toEqual([]);

    const res = await call(user, 'POST', `/api/relationships/${person.id}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(listed[0]);
    expect(res.json()).toMatchObject({ lastContact: '2026-02-03', notes: 'Navy friend', aiPrompt: 'Ask about the talk' });
    expect(await rowsAsStored(ctx.database.db, relationships, 'id', person.id)).toEqual(stored.person);
    expect(await rowsAsStored(ctx.database.db, interactions, 'relationship_id', person.id)).toEqual(stored.interactions);
    expect((await call(user, 'GET', '/api/relationships')).json()).toEqual(listed);
    expect((await call(user, 'GET', `/api/relationships/${person.id}/interactions`)).json()).toEqual(history);

    // The restored person takes new interactions as before.
    expect((await logInteraction(user, person.id, { date: '2026-03-01', type: 'call', notes: '' })).statusCode).toBe(201);
  });

  it('restores a person who never had an interaction', async () => {
    const user = await signUpUser(ctx.app);
    const person = await addPerson(user, { name: 'Quiet', initials: 'Q' });
    await call(user, 'DELETE', `/api/relationships/${person.id}`);
    const res = await call(user, 'POST', `/api/relationships/${person.id}/restore`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: person.id, name: 'Quiet', lastContact: null });
    expect((await call(user, 'GET', `/api/relationships/${person.id}/interactions`)).json()).toEqual([]);
  });

  it('answers 404 when there is nothing to restore: never deleted, already restored, expired or unknown', async () => {
    const user = await signUpUser(ctx.app);
    const kept = await addPerson(user);
    expect((await call(user, 'POST', `/api/relationships/${kept.id}/restore`)).statusCode).toBe(404);
    expect((await call(user, 'POST', '/api/relationships/00000000-0000-4000-8000-000000000000/restore')).json()).toEqual({
      message: 'Deleted relationship not found',
    });
    const gone = await addPerson(user, { name: 'Gone', initials: 'G' });
    await logInteraction(user, gone.id, { date: '2026-02-01', type: 'call', notes: '' });
    await call(user, 'DELETE', `/api/relationships/${gone.id}`);
    await expireDeletedItem(ctx.database.db, gone.id);
    expect((await call(user, 'POST', `/api/relationships/${gone.id}/restore`)).statusCode).toBe(404);
    expect((await call(user, 'GET', '/api/relationships')).json().map((p: { id: string }) => p.id)).toEqual([kept.id]);
    expect(issuePaths((await call(user, 'POST', '/api/relationships/x/restore')).json())).toContain('id');
  });

  it('answers 401 without a session and 404 to another user, whose attempt leaves the copy to its owner', async () => {
    const owner = await signUpUser(ctx.app);
    const intruder = await signUpUser(ctx.app);
    const person = await addPerson(owner, { name: 'Private', initials: 'P' });
    await logInteraction(owner, person.id, { date: '2026-02-14', type: 'meeting', notes: 'secret' });
    await call(owner, 'DELETE', `/api/relationships/${person.id}`);
    await expectAllUnauthorized(ctx.app, [{ method: 'POST', url: `/api/relationships/${person.id}/restore` }]);
    await expectAllNotFound(ctx.app, intruder.cookie, [{ method: 'POST', url: `/api/relationships/${person.id}/restore` }]);
    expect((await call(intruder, 'GET', '/api/relationships')).json()).toEqual([]);
    const res = await call(owner, 'POST', `/api/relationships/${person.id}/restore`);
    expect(res.json()).toMatchObject({ name: 'Private', lastContact: '2026-02-14' });
  });
});

describe('POST /api/relationships/:id/interactions/:interactionId/undo (Undo of a log)', () => {
  const undo = (user: TestUser, personId: string, id: string, payload: unknown) =>
    call(user, 'POST', `/api/relationships/${personId}/interactions/${id}/undo`, payload);
  const person = async (user: TestUser, id: string) =>
    (await call(user, 'GET', '/api/relationships')).json<Array<{ id: string; lastContact: string | null }>>().find((p) => p.id === id)!;
  const history = async (user: TestUser, id: string) => (await call(user, 'GET', `/api/relationships/${id}/interactions`)).json<Array<{ id: string }>>();

  it('takes the log back and puts the last contact back as it was, also one no interaction stands behind (an import), with no copy kept', async () => {
    const user = await signUpUser(ctx.app);
    const [imported] = await ctx.database.db
      .insert(relationships)
      .values({ userId: user.id, name: 'Imported', initials: 'I', lastContact: '2026-01-15' })
      .returning({ id: relationships.id });
    const logged = (await logInteraction(user, imported.id, { date: '2026-03-01', type: 'call' })).json<{ id: string }>();
    expect((await person(user, imported.id)).lastContact).toBe('2026-03-01');

    const res = await undo(user, imported.id, logged.id, { lastContactBefore: '2026-01-15' });
    expect(res.statusCode, res.body).toBe(204);
    expect((await person(user, imported.id)).lastContact).toBe('2026-01-15');
    expect(await history(user, imported.id)).toEqual([]);
    expect((await call(user, 'GET', '/api/recently-deleted')).json()).toEqual([]);
    expect((await undo(user, imported.id, logged.id, { lastContactBefore: '2026-01-15' })).statusCode).toBe(404);

    const fresh = await addPerson(user, { name: 'Fresh' });
    const first = (await logInteraction(user, fresh.id, { date: '2026-03-01', type: 'message' })).json<{ id: string }>();
    expect((await undo(user, fresh.id, first.id, { lastContactBefore: null })).statusCode).toBe(204);
    expect(await person(user, fresh.id)).toMatchObject({ lastContact: null, daysSinceContact: null });
  });

  it('keeps an interaction logged since as the last contact', async () => {
    const user = await signUpUser(ctx.app);
    const { id } = await addPerson(user);
    await logInteraction(user, id, { date: '2026-02-01', type: 'call' });
    const quick = (await logInteraction(user, id, { date: '2026-03-01', type: 'call' })).json<{ id: string }>();
    await logInteraction(user, id, { date: '2026-02-20', type: 'meeting' });
    expect((await undo(user, id, quick.id, { lastContactBefore: '2026-02-01' })).statusCode).toBe(204);
    expect((await person(user, id)).lastContact).toBe('2026-02-20');
    expect(await history(user, id)).toHaveLength(2);
  });

  it("the assistant's Undo of a log keeps an interaction logged since as the last contact, and only takes that person's", async () => {
    const user = await signUpUser(ctx.app);
    const service = createRelationshipsService({ repo: createRelationshipsRepo(ctx.database.db), now: () => clock });
    const { id } = await addPerson(user);
    const other = await addPerson(user, { name: 'Other' });
    await logInteraction(user, id, { date: '2026-02-01', type: 'call' });
    const said = (await logInteraction(user, id, { date: '2026-03-01', type: 'call' })).json<{ id: string }>();
    await logInteraction(user, id, { date: '2026-02-20', type: 'meeting' });
    const owner = { id: user.id, timezone: 'UTC' };
    await expect(service.removeInteraction(owner, other.id, said.id, null)).rejects.toMatchObject({ statusCode: 404 });
    await service.removeInteraction(owner, id, said.id, '2026-02-01');
    expect((await person(user, id)).lastContact).toBe('2026-02-20');
    expect(await history(user, id)).toHaveLength(2);
    expect((await person(user, other.id)).lastContact).toBeNull();
  });

  it('answers 400 naming lastContactBefore, 404 to another user or person, 409 after 10 minutes, and changes nothing', async () => {
    const user = await signUpUser(ctx.app);
    const stranger = await signUpUser(ctx.app);
    const { id } = await addPerson(user);
    const other = await addPerson(user, { name: 'Other' });
    const logged = (await logInteraction(user, id, { date: '2026-02-10', type: 'call' })).json<{ id: string }>();
    for (const payload of [{ lastContactBefore: '2026-02-11' }, { lastContactBefore: '2026-02-30' }, { lastContactBefore: 20260201 }, {}]) {
      const res = await undo(user, id, logged.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(issuePaths(res.json())).toEqual(['lastContactBefore']);
    }
    expect((await undo(stranger, id, logged.id, { lastContactBefore: null })).statusCode).toBe(404);
    expect((await undo(user, other.id, logged.id, { lastContactBefore: null })).statusCode).toBe(404);
    await ctx.database.db
      .update(interactions)
      .set({ createdAt: new Date(clock.getTime() - 11 * 60_000) })
      .where(eq(interactions.id, logged.id));
    const late = await undo(user, id, logged.id, { lastContactBefore: null });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/more than 10 minutes ago/);
    expect((await person(user, id)).lastContact).toBe('2026-02-10');
    expect(await history(user, id)).toHaveLength(1);
  });
});

describe('deleting an interaction (with Undo)', () => {
  it('removes it from the history, sets the last contact back to the newest left, and Undo brings both back', async () => {
    const user = await signUpUser(ctx.app);
    const person = await addPerson(user);
    const older = (await logInteraction(user, person.id, { date: '2026-02-10', type: 'call', notes: 'Older' })).json<{ id: string }>();
    const newer = (await logInteraction(user, person.id, { date: '2026-02-20', type: 'meeting', notes: 'Newer' })).json<{ id: string }>();
    const lastContact = async () =>
      (await call(user, 'GET', '/api/relationships')).json<Array<{ id: string; lastContact: string | null }>>().find((p) => p.id === person.id)!.lastContact;
    const history = async () => (await call(user, 'GET', `/api/relationships/${person.id}/interactions`)).json<Array<{ notes: string }>>().map((i) => i.notes);
    expect((await call(user, 'DELETE', `/api/relationships/${person.id}/interactions/${newer.id}`)).statusCode).toBe(204);
    expect(await history()).toEqual(['Older']);
    expect(await lastContact()).toBe('2026-02-10');
    const restored = await call(user, 'POST', `/api/relationships/${person.id}/interactions/${newer.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id: newer.id, date: '2026-02-20', type: 'meeting', notes: 'Newer' });
    expect(await history()).toEqual(['Newer', 'Older']);
    expect(await lastContact()).toBe('2026-02-20');
    expect((await call(user, 'POST', `/api/relationships/${person.id}/interactions/${newer.id}/restore`)).statusCode).toBe(404);
    expect((await call(user, 'DELETE', `/api/relationships/${person.id}/interactions/${older.id}`)).statusCode).toBe(204);
    expect(await lastContact()).toBe('2026-02-20');
  });

  it('leaves a person with no interaction not contacted, and answers 404 to another user or another person', async () => {
    const user = await signUpUser(ctx.app);
    const stranger = await signUpUser(ctx.app);
    const person = await addPerson(user);
    const other = await addPerson(user, { name: 'Grace Hopper', initials: 'GH' });
    const only = (await logInteraction(user, person.id, { date: '2026-02-10', type: 'call' })).json<{ id: string }>();
    expect((await call(stranger, 'DELETE', `/api/relationships/${person.id}/interactions/${only.id}`)).statusCode).toBe(404);
    expect((await call(user, 'DELETE', `/api/relationships/${other.id}/interactions/${only.id}`)).statusCode).toBe(404);
    expect((await call(user, 'DELETE', `/api/relationships/${person.id}/interactions/${only.id}`)).statusCode).toBe(204);
    const listed = (await call(user, 'GET', '/api/relationships')).json<Array<{ id: string; lastContact: string | null }>>();
    expect(listed.find((p) => p.id === person.id)!.lastContact).toBeNull();
    expect((await call(stranger, 'POST', `/api/relationships/${person.id}/interactions/${only.id}/restore`)).statusCode).toBe(404);
    expect((await call(user, 'POST', `/api/relationships/${person.id}/interactions/${only.id}/restore`)).statusCode).toBe(200);
  });
});

describe('contact cadence', () => {
  it('takes cadenceDays on POST and PATCH, clears it with null, and answers dueDate', async () => {
    const user = await signUpUser(ctx.app);
    const created = await call(user, 'POST', '/api/relationships', { name: 'Ada', initials: 'A', cadenceDays: 14 });
    expect(created.statusCode, created.body).toBe(201);
    // Not contacted yet: due 14 days after today, the day they were added.
    expect(created.json()).toMatchObject({ cadenceDays: 14, dueDate: '2026-03-15', lastContact: null });
    const { id } = created.json<{ id: string }>();

    await logInteraction(user, id, { date: '2026-02-20', type: 'call', notes: '' });
    const [listed] = (await call(user, 'GET', '/api/relationships')).json<{ dueDate: string | null }[]>();
    expect(listed).toMatchObject({ cadenceDays: 14, dueDate: '2026-03-06' });

    const weekly = await call(user, 'PATCH', `/api/relationships/${id}`, { cadenceDays: 7 });
    expect(weekly.statusCode).toBe(200);
    expect(weekly.json()).toMatchObject({ cadenceDays: 7, dueDate: '2026-02-27' });

    const untouched = await call(user, 'PATCH', `/api/relationships/${id}`, { notes: 'Engines' });
    expect(untouched.json()).toMatchObject({ cadenceDays: 7, dueDate: '2026-02-27' });

    const cleared = await call(user, 'PATCH', `/api/relationships/${id}`, { cadenceDays: null });
    // No rhythm: no due date at all.
    expect(cleared.json()).toMatchObject({ cadenceDays: null, dueDate: null });
  });

  it("counts a person not contacted yet from the day they were added in the user's own calendar", async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Pacific/Kiritimati' });
    const res = await call(user, 'POST', '/api/relationships', { name: 'Ada', initials: 'A', cadenceDays: 30 });
    expect(res.json()).toMatchObject({ dueDate: '2026-04-01' });
  });

  it('answers 400 naming cadenceDays for anything but a whole number from 1 to 365 or null', async () => {
    const user = await signUpUser(ctx.app);
    const { id } = await addPerson(user);
    for (const cadenceDays of [0, 366, -7, 1.5, '7', true, {}, [7], 'weekly', 1e12]) {
      const post = await call(user, 'POST', '/api/relationships', { name: 'X', initials: 'X', cadenceDays });
      expect(post.statusCode, JSON.stringify(cadenceDays)).toBe(400);
      expect(issuePaths(post.json())).toEqual(['cadenceDays']);
      const patch = await call(user, 'PATCH', `/api/relationships/${id}`, { cadenceDays });
      expect(patch.statusCode, JSON.stringify(cadenceDays)).toBe(400);
      expect(issuePaths(patch.json())).toEqual(['cadenceDays']);
    }
    for (const cadenceDays of [1, 365]) {
      const ok = await call(user, 'POST', '/api/relationships', { name: 'X', initials: 'X', cadenceDays });
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({ cadenceDays });
    }
  });

  it('lists the most overdue first, then those due soonest', async () => {
    const user = await signUpUser(ctx.app);
    const people: [string, number | null, string | null][] = [
      ['Zed', 14, '2026-01-01'], // due 2026-01-15
      ['Soon', 7, '2026-02-25'], // due 2026-03-04
      ['Late', 7, '2026-02-01'], // due 2026-02-08: 21 days overdue
      ['Never', 30, null], // added today: due 2026-03-31
      ['Amy', 14, null], // added today: due 2026-03-15
      ['Nobody', null, '2025-06-01'], // no rhythm: never due, listed last
      ['Slight', 14, '2026-02-14'], // due 2026-02-28: 1 day overdue
      ['Later', 91, '2026-02-20'], // due 2026-05-22
    ];
    for (const [name, cadenceDays, contact] of people) {
      const { id } = await addPerson(user, { name, initials: name.slice(0, 2), cadenceDays });
      if (contact) expect((await logInteraction(user, id, { date: contact, type: 'call', notes: '' })).statusCode).toBe(201);
    }
    const list = (await call(user, 'GET', '/api/relationships')).json<{ name: string; dueDate: string | null }[]>();
    expect(list.map((p) => [p.name, p.dueDate])).toEqual([
      ['Zed', '2026-01-15'],
      ['Late', '2026-02-08'],
      ['Slight', '2026-02-28'],
      ['Soon', '2026-03-04'],
      ['Amy', '2026-03-15'],
      ['Never', '2026-03-31'],
      ['Later', '2026-05-22'],
      ['Nobody', null],
    ]);
  });

  it("is counted in the dashboard's people due: the cadence where there is one, never without", async () => {
    const user = await signUpUser(ctx.app);
    const plan: [string, number | null, string | null][] = [
      ['Weekly overdue', 7, '2026-02-20'],
      ['Monthly fine', 30, '2026-02-10'],
      ['Fortnightly, 20 days', 14, '2026-02-09'],
      ['No rhythm, 20 days', null, '2026-02-09'],
      ['No rhythm, a year', null, '2025-03-01'],
      ['Added today', null, null],
      ['Added today, weekly', 7, null],
    ];
    for (const [name, cadenceDays, contact] of plan) {
      const { id } = await addPerson(user, { name, initials: 'X', cadenceDays });
      if (contact) await logInteraction(user, id, { date: contact, type: 'call', notes: '' });
    }
    const dashboard = await call(user, 'GET', '/api/dashboard');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json()).toMatchObject({ stats: { peopleDue: 2, peopleTotal: 7 } });
    // The same people the list's due dates make due, first in the dashboard's list.
    const list = (await call(user, 'GET', '/api/relationships')).json<{ name: string; dueDate: string | null }[]>();
    const due = list.filter((p) => p.dueDate !== null && p.dueDate <= '2026-03-01').map((p) => p.name);
    expect(due).toEqual(['Fortnightly, 20 days', 'Weekly overdue']);
    expect(list.filter((p) => p.name.startsWith('No rhythm')).map((p) => p.dueDate)).toEqual([null, null]);
    expect(
      dashboard
        .json()
        .relationships.slice(0, 2)
        .map((p: { name: string }) => p.name),
    ).toEqual(due);
  });
});

describe('one due rule on every screen', () => {
  it("the cards' badges, the page's count, the dashboard and the assistant's answer name the same people", async () => {
    const user = await signUpUser(ctx.app);
    // Added two months ago and never contacted: due since their two weeks passed.
    await ctx.database.db
      .insert(relationships)
      .values({ userId: user.id, name: 'Noor', initials: 'N', cadenceDays: 14, createdAt: new Date('2026-01-01T12:00:00Z') });
    // Added as long ago with no rhythm: never due.
    await ctx.database.db.insert(relationships).values({ userId: user.id, name: 'Olga', initials: 'O', createdAt: new Date('2026-01-01T12:00:00Z') });
    const plan: [string, Record<string, unknown>, string | null][] = [
      ['Nina', {}, null],
      ['Walt', { cadenceDays: 7 }, '2026-02-20'],
      ['Bea', { birthday: '--03-04' }, '2026-02-28'],
      ['Finn', {}, '2026-02-25'],
    ];
    for (const [name, fields, contact] of plan) {
      const { id } = await addPerson(user, { name, ...fields });
      if (contact) expect((await logInteraction(user, id, { date: contact, type: 'call' })).statusCode).toBe(201);
    }
    const list = (await call(user, 'GET', '/api/relationships')).json<Relationship[]>();
    // What the card's badge and the page's "Due for contact" count read: the shared rule on the list's due dates.
    const due = list.filter((p) => isDueForContact(p, '2026-03-01')).map((p) => p.name);
    expect(due.sort()).toEqual(['Bea', 'Noor', 'Walt']);
    expect(list.find((p) => p.name === 'Nina')).toMatchObject({ lastContact: null, daysSinceContact: null, dueDate: null });

    const dashboard = (await call(user, 'GET', '/api/dashboard')).json<{ stats: { peopleDue: number } }>();
    expect(dashboard.stats.peopleDue).toBe(due.length);

    const chat = await call(user, 'POST', '/api/chat', { role: 'user', content: 'Who is due for contact?' });
    expect(chat.statusCode, chat.body).toBe(200);
    // The streamed answer: the text of its delta events, in order.
    const answer = [...chat.body.matchAll(/^event: delta\ndata: (.*)$/gm)].map((m) => (JSON.parse(m[1]) as { text: string }).text).join('');
    expect(answer).toContain('due for contact');
    const named = list.map((p) => p.name).filter((name) => answer.includes(name));
    expect(named.sort()).toEqual(due.sort());
  });
});

describe('birthdays', () => {
  it('keeps a birthday as given on POST and PATCH, with or without the year, and clears it with null', async () => {
    const user = await signUpUser(ctx.app);
    const maya = await addPerson(user, { name: 'Maya', initials: 'M', birthday: '1991-03-06' });
    expect(maya).toMatchObject({ birthday: '1991-03-06' });
    expect((await call(user, 'PATCH', `/api/relationships/${maya.id}`, { birthday: '--03-06' })).json()).toMatchObject({ birthday: '--03-06' });
    expect((await call(user, 'PATCH', `/api/relationships/${maya.id}`, { notes: 'Sister' })).json()).toMatchObject({ birthday: '--03-06' });
    expect((await call(user, 'GET', '/api/relationships')).json()).toEqual([expect.objectContaining({ name: 'Maya', birthday: '--03-06' })]);
    expect((await call(user, 'PATCH', `/api/relationships/${maya.id}`, { birthday: null })).json()).toMatchObject({ birthday: null });
    expect((await call(user, 'PATCH', `/api/relationships/${maya.id}`, { birthday: '--02-29' })).json()).toMatchObject({ birthday: '--02-29' });
  });

  it.each(['2026-02-30', '1990-02-29', '--13-01', '03-06', '6 March', '1990-3-6', 19900306])(
    'answers 400 naming birthday for %s and changes nothing',
    async (birthday) => {
      const user = await signUpUser(ctx.app);
      const res = await call(user, 'POST', '/api/relationships', { name: 'Maya', initials: 'M', birthday });
      expect(res.statusCode).toBe(400);
      expect(issuePaths(res.json())).toEqual(['birthday']);
      const { id } = await addPerson(user, { name: 'Kept', initials: 'K', birthday: '--01-01' });
      const patch = await call(user, 'PATCH', `/api/relationships/${id}`, { birthday });
      expect(issuePaths(patch.json())).toEqual(['birthday']);
      expect((await call(user, 'GET', '/api/relationships')).json()).toEqual([expect.objectContaining({ name: 'Kept', birthday: '--01-01' })]);
    },
  );

  it('a birthday in the week ahead makes the person due, and the dashboard names the day', async () => {
    const user = await signUpUser(ctx.app);
    // Today is Sunday 1 March 2026; each was in touch yesterday, so only a birthday can make them due.
    const plan: [string, string | null][] = [
      ['Maya', '1991-03-06'],
      ['Today Person', '--03-01'],
      ['In eight days', '--03-09'],
      ['Last week', '--02-25'],
      ['No birthday', null],
    ];
    for (const [name, birthday] of plan) {
      const { id } = await addPerson(user, { name, initials: 'X', birthday, cadenceDays: 30 });
      await logInteraction(user, id, { date: '2026-02-28', type: 'call', notes: '' });
    }
    const dashboard = (await call(user, 'GET', '/api/dashboard')).json();
    expect(dashboard.stats).toMatchObject({ peopleDue: 2, peopleTotal: 5 });
    expect(dashboard.birthdays).toEqual([
      { relationshipId: expect.any(String), name: 'Today Person', date: '2026-03-01', daysUntil: 0, turns: null },
      { relationshipId: expect.any(String), name: 'Maya', date: '2026-03-06', daysUntil: 5, turns: 35 },
    ]);
  });
});
