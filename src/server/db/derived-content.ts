import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from './database.js';
import { insights, progressReviews } from './schema/index.js';

type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Stored AI text and the data it describes (docs/decisions/derived-ai-content.md). Insight cards are a snapshot of the
 * whole account written in the user's number base: whatever removes data they may name, or changes how they are
 * written, drops them all, and the dashboard draws fresh ones. Reviews are the record of a week and stay, except
 * those written while the sample data was in the account.
 */
export async function forgetInsights(db: Executor, userId: string): Promise<void> {
  await db.delete(insights).where(eq(insights.userId, userId));
}

/** The same, as a statement to run inside another one (a data-modifying WITH): only when `condition` holds. */
export function forgetInsightsWhen(userId: string, condition: SQL): SQL {
  return sql`delete from ${insights} where ${insights.userId} = ${userId}::uuid and ${condition}`;
}

/** Reviews written at or after `since` (while the sample data was loaded): they summed up data that was never real. */
export async function forgetReviewsWrittenSince(db: Executor, userId: string, since: Date): Promise<number> {
  const gone = await db
    .delete(progressReviews)
    .where(and(eq(progressReviews.userId, userId), gte(progressReviews.createdAt, since)))
    .returning({ id: progressReviews.id });
  return gone.length;
}
