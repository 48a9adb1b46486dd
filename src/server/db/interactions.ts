import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './database.js';
import { interactions, relationships } from './schema/index.js';

export type InteractionValues = { date: string; type: (typeof interactions.$inferInsert)['type']; notes: string };

/**
 * Records an interaction and moves the relationship's lastContact forward (never back) in one transaction;
 * undefined when the relationship is not this user's. Shared by the relationships routes and the assistant.
 */
export async function recordInteraction(db: Db, userId: string, relationshipId: string, values: InteractionValues) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(relationships)
      .set({
        lastContact: sql`case when ${relationships.lastContact} is null or ${relationships.lastContact} < ${values.date}::date then ${values.date}::date else ${relationships.lastContact} end`,
        updatedAt: new Date(),
      })
      .where(and(eq(relationships.id, relationshipId), eq(relationships.userId, userId)))
      .returning({ id: relationships.id });
    if (updated.length === 0) return undefined;
    const rows = await tx.insert(interactions).values({ ...values, userId, relationshipId }).returning();
    return rows[0];
  });
}
