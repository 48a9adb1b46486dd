import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { progressReviews } from '../../db/schema/index.js';
import type { ReviewContent } from '../../../shared/schemas/progress-reviews.js';

export type ProgressReviewRow = typeof progressReviews.$inferSelect;

export function createProgressReviewsRepo(db: Db) {
  return {
    async list(userId: string) {
      return db.select().from(progressReviews).where(eq(progressReviews.userId, userId)).orderBy(desc(progressReviews.startDate));
    },

    async weekStarts(userId: string) {
      const rows = await db.select({ startDate: progressReviews.startDate }).from(progressReviews).where(eq(progressReviews.userId, userId));
      return rows.map((r) => r.startDate);
    },

    /** One review per user and week: generating again replaces that week's review. */
    async upsert(userId: string, values: { weekNumber: number; startDate: string; endDate: string } & ReviewContent) {
      const rows = await db
        .insert(progressReviews)
        .values({ ...values, userId })
        .onConflictDoUpdate({
          target: [progressReviews.userId, progressReviews.startDate],
          set: {
            weekNumber: values.weekNumber,
            endDate: values.endDate,
            aiReport: values.aiReport,
            achievements: values.achievements,
            patterns: values.patterns,
            recommendations: values.recommendations,
            createdAt: new Date(),
          },
        })
        .returning();
      return rows[0];
    },
  };
}

export type ProgressReviewsRepo = ReturnType<typeof createProgressReviewsRepo>;
