import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../shared/constants.js';
import type { Db } from '../../db/database.js';
import type { RelationshipRow } from '../../db/planner-dto.js';
import { deleteKeepingCopy, reinsertRows, restoreDeleted } from '../../db/deleted-items.js';
import { recordInteraction, type InteractionValues } from '../../db/interactions.js';
import { interactions, relationships } from '../../db/schema/index.js';


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

    async insert(userId: string, values: { name: string; initials: string; notes: string; cadenceDays: number | null }) {
      const rows = await db.insert(relationships).values({ ...values, userId }).returning();
      return rows[0];
    },

    /** Adds the people whose names (any case) the user does not have yet, in one transaction; returns the names left out. */
    async insertNew(userId: string, people: Array<{ name: string; initials: string; notes: string }>): Promise<Set<string>> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from users where id = ${userId} for update`);
        const existing = await tx.select({ name: relationships.name }).from(relationships).where(eq(relationships.userId, userId));
        const taken = new Set(existing.map((r) => r.name.toLocaleLowerCase()));
        const present = new Set<string>();
        const fresh = people.filter((p) => {
          if (!taken.has(p.name.toLocaleLowerCase())) return true;
          present.add(p.name);
          return false;
        });
        for (let i = 0; i < fresh.length; i += 500) {
          await tx.insert(relationships).values(fresh.slice(i, i + 500).map((p) => ({ ...p, userId })));
        }
        return present;
      });
    },

    async update(userId: string, id: string, values: Partial<Pick<RelationshipRow, 'name' | 'initials' | 'notes' | 'aiPrompt' | 'cadenceDays'>>) {
      const rows = await db
        .update(relationships)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(relationships.id, id), eq(relationships.userId, userId)))
        .returning();
      return rows[0];
    },

    /**
     * Deletes the person and keeps a copy of them and every interaction for Undo. The row lock comes first so an
     * interaction logged at the same moment is either in the copy or refused; the interactions then go with the
     * relationship through the foreign key's cascade.
     */
    async delete(userId: string, id: string, now: Date) {
      const owned = and(eq(relationships.id, id), eq(relationships.userId, userId))!;
      return db.transaction(async (tx) => {
        const [locked] = await tx.select({ id: relationships.id }).from(relationships).where(owned).for('update');
        if (!locked) return false;
        const history = sql`(select coalesce(jsonb_agg(to_jsonb(${interactions}) order by ${interactions.date}, ${interactions.createdAt}, ${interactions.id}), '[]'::jsonb)
          from ${interactions} where ${interactions.relationshipId} = ${relationships.id} and ${interactions.userId} = ${relationships.userId})`;
        const payload = sql`jsonb_build_object('row', to_jsonb(${relationships}), 'interactions', ${history})`;
        return deleteKeepingCopy(tx, { table: relationships, where: owned, userId, kind: 'relationship', itemId: id, now, payload });
      });
    },

    /** The person as they were, with their interactions and lastContact. */
    restore(userId: string, id: string, now: Date) {
      return restoreDeleted(db, { userId, kind: 'relationship', itemId: id, now }, async (tx, payload) => {
        if ((await reinsertRows(tx, relationships, [payload.row])) !== 1) return false;
        await reinsertRows(tx, interactions, (payload.interactions as unknown[] | undefined) ?? []);
        return true;
      });
    },

    /** A page of one person's history, newest first: the latest, or those after `before` in that order. */
    async listInteractions(userId: string, relationshipId: string, before?: string) {
      const theirs = and(eq(interactions.relationshipId, relationshipId), eq(interactions.userId, userId));
      const after = before
        ? sql`(${interactions.date}, ${interactions.createdAt}, ${interactions.id}) < (select c.date, c.created_at, c.id from ${interactions} c where c.id = ${before} and c.user_id = ${userId} and c.relationship_id = ${relationshipId})`
        : undefined;
      return db
        .select()
        .from(interactions)
        .where(and(theirs, after))
        .orderBy(desc(interactions.date), desc(interactions.createdAt), desc(interactions.id))
        .limit(PAGE_SIZE);
    },

    async interactionExists(userId: string, relationshipId: string, id: string) {
      const rows = await db
        .select({ id: interactions.id })
        .from(interactions)
        .where(and(eq(interactions.id, id), eq(interactions.userId, userId), eq(interactions.relationshipId, relationshipId)));
      return rows.length > 0;
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
