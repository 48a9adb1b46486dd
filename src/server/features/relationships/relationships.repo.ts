import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { recordInteraction, type InteractionValues } from '../../db/interactions.js';
import { interactions, relationships } from '../../db/schema/index.js';

export type RelationshipRow = typeof relationships.$inferSelect;
export type InteractionRow = typeof interactions.$inferSelect;

export function createRelationshipsRepo(db: Db) {
  return {
    async list(userId: string) {
      return db
        .select()
        .from(relationships)
        .where(eq(relationships.userId, userId))
        .orderBy(sql`${relationships.lastContact} asc nulls first`, sql`lower(${relationships.name})`, asc(relationships.name), asc(relationships.id));
    },

    async find(userId: string, id: string) {
      const rows = await db
        .select()
        .from(relationships)
        .where(and(eq(relationships.id, id), eq(relationships.userId, userId)))
        .limit(1);
      return rows[0];
    },

    async insert(userId: string, values: { name: string; initials: string; notes: string }) {
      const rows = await db.insert(relationships).values({ ...values, userId }).returning();
      return rows[0];
    },

    async update(userId: string, id: string, values: Partial<Pick<RelationshipRow, 'name' | 'initials' | 'notes' | 'aiPrompt'>>) {
      const rows = await db
        .update(relationships)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(relationships.id, id), eq(relationships.userId, userId)))
        .returning();
      return rows[0];
    },

    /** Interactions go with the relationship through the foreign key's cascade. */
    async delete(userId: string, id: string) {
      const rows = await db
        .delete(relationships)
        .where(and(eq(relationships.id, id), eq(relationships.userId, userId)))
        .returning({ id: relationships.id });
      return rows.length > 0;
    },

    async listInteractions(userId: string, relationshipId: string) {
      return db
        .select()
        .from(interactions)
        .where(and(eq(interactions.relationshipId, relationshipId), eq(interactions.userId, userId)))
        .orderBy(desc(interactions.date), desc(interactions.createdAt), desc(interactions.id));
    },

    /**
     * Records the interaction and moves lastContact forward in one transaction; undefined when the
     * relationship is not this user's.
     */
    logInteraction(userId: string, relationshipId: string, values: InteractionValues) {
      return recordInteraction(db, userId, relationshipId, values);
    },
  };
}

export type RelationshipsRepo = ReturnType<typeof createRelationshipsRepo>;
