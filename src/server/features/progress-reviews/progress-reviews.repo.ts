import { and, eq, min, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../shared/constants.js';
import type { Db } from '../../db/database.js';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { progressReviews } from '../../db/schema/index.js';
import type { ReviewContent } from '../../../shared/schemas/progress-reviews.js';
import { newestFirst, olderThan, type Keyset } from '../../pagination.js';

export type ProgressReviewRow = typeof progressReviews.$inferSelect;

export function createProgressReviewsRepo(db: Db) {
  const p = sql.placeholder;
  const replaced = (column: PgColumn) => sql.raw(`excluded.${column.name}`);
  // Built once: building an upsert of this many columns costs more than running it.
  const upsertReview = db
    .insert(progressReviews)
    .values({
      userId: p('userId'),
      weekNumber: p('weekNumber'),
      startDate: p('startDate'),
      endDate: p('endDate'),
      aiReport: p('aiReport'),
      achievements: p('achievements'),
      patterns: p('patterns'),
      recommendations: p('recommendations'),
    })
    .onConflictDoUpdate({
      target: [progressReviews.userId, progressReviews.startDate],
      set: {
        weekNumber: replaced(progressReviews.weekNumber),
        endDate: replaced(progressReviews.endDate),
        aiReport: replaced(progressReviews.aiReport),
        achievements: replaced(progressReviews.achievements),
        patterns: replaced(progressReviews.patterns),
        recommendations: replaced(progressReviews.recommendations),
        createdAt: sql`now()`,
      },
    })
    .returning()
    .prepare('progress_review_upsert');
  return {
    /** The latest weeks' reviews, or those before the week of `before`, newest first. */
    async list(userId: string, before?: string) {
      // One review per week: the week alone orders them.
      const keyset: Keyset = { order: [progressReviews.startDate], id: progressReviews.id, scope: [[progressReviews.userId, userId]] };
      return db
        .select()
        .from(progressReviews)
        .where(and(eq(progressReviews.userId, userId), olderThan(keyset, before)))
        .orderBy(...newestFirst(keyset))
        .limit(PAGE_SIZE);
    },

    async exists(userId: string, id: string) {
      const rows = await db
        .select({ id: progressReviews.id })
        .from(progressReviews)
        .where(and(eq(progressReviews.userId, userId), eq(progressReviews.id, id)));
      return rows.length > 0;
    },

    /** The first reviewed week (where the numbering starts), as a list of none or one. */
    async weekStarts(userId: string): Promise<string[]> {
      const rows = await db
        .select({ first: min(progressReviews.startDate) })
        .from(progressReviews)
        .where(eq(progressReviews.userId, userId));
      return rows[0]?.first ? [rows[0].first] : [];
    },

    /** One review per user and week: generating again replaces that week's review. */
    async upsert(userId: string, values: { weekNumber: number; startDate: string; endDate: string } & ReviewContent) {
      const rows = await upsertReview.execute({ ...values, userId });
      return rows[0];
    },
  };
}

export type ProgressReviewsRepo = ReturnType<typeof createProgressReviewsRepo>;
