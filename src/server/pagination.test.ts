import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../shared/constants.js';
import { shiftDate } from '../shared/dates.js';
import { insights, interactions, progressReviews, relationships } from './db/schema/index.js';
import { signUpUser, useTestApp, type TestUser } from './test/helpers.js';

const ctx = useTestApp();

type Row = { id: string };

async function get(user: TestUser, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
}

/** Follows `before` from the first page to the empty one; every page is read in the list's own order. */
async function walk(user: TestUser, base: string, join = '?') {
  const pages: Row[][] = [];
  let before: string | undefined;
  for (;;) {
    const res = await get(user, before ? `${base}${join}before=${before}` : base);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<Row[]>();
    if (page.length === 0) return pages;
    pages.push(page);
    before = page.at(-1)!.id;
  }
}

describe('cursor pagination of lists that grow without bound', () => {
  it("pages a person's interactions newest first, to an empty last page; another person's or user's cursor is 404", async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const [ada, bob] = await ctx.database.db
      .insert(relationships)
      .values([
        { userId: user.id, name: 'Ada', initials: 'A' },
        { userId: user.id, name: 'Bob', initials: 'B' },
      ])
      .returning();
    const total = PAGE_SIZE + 3;
    // Two interactions share each date, so the order must also break ties.
    const rows = await ctx.database.db
      .insert(interactions)
      .values(
        Array.from({ length: total }, (_, i) => ({
          userId: user.id,
          relationshipId: ada.id,
          date: shiftDate('2026-01-01', Math.floor(i / 2)),
          type: 'call' as const,
          notes: `n${i}`,
        })),
      )
      .returning();
    const [bobs] = await ctx.database.db.insert(interactions).values({ userId: user.id, relationshipId: bob.id, date: '2026-01-01', type: 'call' }).returning();

    const pages = await walk(user, `/api/relationships/${ada.id}/interactions`);
    expect(pages.map((p) => p.length)).toEqual([PAGE_SIZE, 3]);
    const seen = pages.flat() as Array<Row & { date: string }>;
    expect(new Set(seen.map((r) => r.id)).size).toBe(total);
    expect(seen.map((r) => r.date)).toEqual([...seen.map((r) => r.date)].sort().reverse());
    expect(seen.map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort());

    expect((await get(user, `/api/relationships/${ada.id}/interactions?before=${bobs.id}`)).statusCode).toBe(404);
    expect((await get(other, `/api/relationships/${ada.id}/interactions?before=${rows[0].id}`)).statusCode).toBe(404);
    const malformed = await get(user, `/api/relationships/${ada.id}/interactions?before=nope`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues[0].path).toBe('before');
  });

  it('pages progress reviews by week, newest first', async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const total = PAGE_SIZE + 2;
    await ctx.database.db.insert(progressReviews).values(
      Array.from({ length: total }, (_, i) => {
        const startDate = shiftDate('2024-01-01', i * 7);
        return { userId: user.id, weekNumber: (i % 12) + 1, startDate, endDate: shiftDate(startDate, 6), aiReport: `week ${i}` };
      }),
    );
    const [theirs] = await ctx.database.db
      .insert(progressReviews)
      .values({ userId: other.id, weekNumber: 1, startDate: '2024-01-01', endDate: '2024-01-07', aiReport: 'theirs' })
      .returning();

    const pages = await walk(user, '/api/progress-reviews');
    expect(pages.map((p) => p.length)).toEqual([PAGE_SIZE, 2]);
    const starts = (pages.flat() as Array<Row & { startDate: string }>).map((r) => r.startDate);
    expect(starts).toEqual(Array.from({ length: total }, (_, i) => shiftDate('2024-01-01', (total - 1 - i) * 7)));
    expect((await get(user, `/api/progress-reviews?before=${theirs.id}`)).statusCode).toBe(404);
  });

  it('pages insights newest first and keeps ?limit', async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const base = Date.parse('2026-01-01T00:00:00Z');
    await ctx.database.db
      .insert(insights)
      .values(Array.from({ length: 7 }, (_, i) => ({ userId: user.id, kind: 'k', title: `t${i}`, body: 'b', createdAt: new Date(base + i * 1000) })));
    const [theirs] = await ctx.database.db.insert(insights).values({ userId: other.id, kind: 'k', title: 'theirs', body: 'b' }).returning();

    const pages = await walk(user, '/api/insights?limit=3', '&');
    expect(pages.map((p) => p.length)).toEqual([3, 3, 1]);
    expect((pages.flat() as Array<Row & { title: string }>).map((r) => r.title)).toEqual(['t6', 't5', 't4', 't3', 't2', 't1', 't0']);
    expect((await get(user, `/api/insights?before=${theirs.id}`)).statusCode).toBe(404);
  });
});
