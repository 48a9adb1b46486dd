import { describe, expect, it } from 'vitest';
import { RELATIONSHIPS_PAGE_MAX } from '../../../shared/schemas/relationships.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';

const ORIGIN = 'http://localhost:80';
const ctx = useTestApp();

type Person = { id: string; name: string; dueDate: string | null };

async function importPeople(cookie: string, count: number) {
  const cards = Array.from({ length: count }, (_, i) => `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Person ${String(i).padStart(4, '0')}\r\nEND:VCARD\r\n`).join('');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/relationships/import',
    headers: { cookie, origin: ORIGIN, 'content-type': 'text/vcard' },
    payload: cards,
  });
  expect(res.json()).toMatchObject({ imported: count });
}
const list = (cookie: string, query = '') => ctx.app.inject({ method: 'GET', url: `/api/relationships${query}`, headers: { cookie } });

describe('GET /api/relationships pages', () => {
  it(`answers at most ${RELATIONSHIPS_PAGE_MAX} people, and the next page after the last one shown, until everyone is listed once`, async () => {
    const user = await signUpUser(ctx.app);
    await importPeople(user.cookie, 1203);
    const first = await list(user.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(RELATIONSHIPS_PAGE_MAX);

    const seen: Person[] = [];
    let page: Person[];
    do {
      const res = await list(user.cookie, `?limit=250${seen.length ? `&after=${seen.at(-1)!.id}` : ''}`);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      page = res.json<Person[]>();
      seen.push(...page);
    } while (page.length === 250);
    expect(seen).toHaveLength(1203);
    expect(new Set(seen.map((p) => p.id)).size).toBe(1203);
    // The pages follow one another in the list's own order: soonest due, then by name.
    expect(seen.map((p) => p.name)).toEqual([...seen.map((p) => p.name)].sort());
    expect(seen[0].name).toBe('Person 0000');
  });

  it('keeps a small list in one answer, and refuses a limit out of range and a cursor that is not one of the user’s people', async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await importPeople(user.cookie, 3);
    await importPeople(other.cookie, 1);
    const mine = (await list(user.cookie)).json<Person[]>();
    expect(mine.map((p) => p.name)).toEqual(['Person 0000', 'Person 0001', 'Person 0002']);
    expect((await list(user.cookie, `?after=${mine[2].id}`)).json()).toEqual([]);
    expect((await list(user.cookie, `?limit=1&after=${mine[0].id}`)).json<Person[]>().map((p) => p.name)).toEqual(['Person 0001']);

    for (const limit of ['0', `${RELATIONSHIPS_PAGE_MAX + 1}`, 'many', '1.5']) {
      const res = await list(user.cookie, `?limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().issues[0].path).toBe('limit');
    }
    const theirs = (await list(other.cookie)).json<Person[]>()[0];
    for (const after of [theirs.id, '6f9619ff-8b86-4011-b42d-00c04fc964ff']) {
      const res = await list(user.cookie, `?after=${after}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().issues).toEqual([{ path: 'after', message: 'No person with this id' }]);
    }
    expect((await list(user.cookie, '?after=nope')).statusCode).toBe(400);
  });
});
