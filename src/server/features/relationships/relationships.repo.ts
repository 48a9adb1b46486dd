import { and, asc, count, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../shared/constants.js';
import type { Db } from '../../db/database.js';
import type { RelationshipRow } from '../../db/planner-dto.js';
import { deleteKeepingCopy, reinsertRows, restoreDeleted, type Tx } from '../../db/deleted-items.js';
import { interactions, relationships } from '../../db/schema/index.js';
import { newestFirst, olderThan, type Keyset } from '../../pagination.js';

export type InteractionValues = { date: string; type: (typeof interactions.$inferInsert)['type']; notes: string };

/** Which interactions: a date range, one person, the newest `limit`. */
export interface InteractionFilter {
  from?: string;
  to?: string;
  relationshipId?: string;
  limit?: number;
}

/** Raises lastContact to `date`, never lowers it (SQL: a later date of the two, or `date` when there is none). */
const laterContact = (date: string) =>
  sql`case when ${relationships.lastContact} is null or ${relationships.lastContact} < ${date}::date then ${date}::date else ${relationships.lastContact} end`;

/** The later of two dates (yyyy-MM-dd), either of which may be missing. */
const laterOf = (a: string | null, b: string | null) => (a === null || (b !== null && b > a) ? b : a);

/** The date of the person's newest interaction, or null when they have none. */
async function newestInteraction(tx: Tx, userId: string, relationshipId: string): Promise<string | null> {
  const [left] = await tx
    .select({ date: sql<string | null>`max(${interactions.date})` })
    .from(interactions)
    .where(and(eq(interactions.userId, userId), eq(interactions.relationshipId, relationshipId)));
  return left?.date ?? null;
}

/** Reading the user's people and changing one person's details. */
function peopleQueries(db: Db) {
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

    async update(userId: string, id: string, values: Partial<Pick<RelationshipRow, 'name' | 'initials' | 'notes' | 'aiPrompt' | 'cadenceDays' | 'birthday'>>) {
      const rows = await db
        .update(relationships)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(relationships.id, id), eq(relationships.userId, userId)))
        .returning();
      return rows[0];
    },

    /** Everyone's essentials, longest without contact first (never contacted before anyone), then by name. */
    people(userId: string) {
      return db
        .select({
          id: relationships.id,
          name: relationships.name,
          notes: relationships.notes,
          lastContact: relationships.lastContact,
          cadenceDays: relationships.cadenceDays,
          birthday: relationships.birthday,
          createdAt: relationships.createdAt,
        })
        .from(relationships)
        .where(eq(relationships.userId, userId))
        .orderBy(sql`${relationships.lastContact} asc nulls first`, asc(relationships.name));
    },
  };
}

/** Adding people (one, or many from an import) within the limit, deleting one with Undo, and the Undo. */
function peopleChanges(db: Db) {
  return {
    /** Adds a person unless the user already has `max`; undefined when full. */
    async insertWithin(
      max: number,
      userId: string,
      values: { name: string; initials: string; notes: string; cadenceDays: number | null; birthday: string | null; createdAt: Date },
    ) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from users where id = ${userId} for update`);
        const [held] = await tx.select({ n: count() }).from(relationships).where(eq(relationships.userId, userId));
        if ((held?.n ?? 0) >= max) return undefined;
        const rows = await tx
          .insert(relationships)
          .values({ ...values, userId })
          .returning();
        return rows[0];
      });
    },

    /**
     * Adds the people whose names (any case) the user does not have yet, in one transaction; returns the names left
     * out, or the number the user would have when that is more than `max` (and nothing is added).
     */
    async insertNew(
      userId: string,
      people: Array<{ name: string; initials: string; notes: string; birthday: string | null }>,
      max: number,
    ): Promise<Set<string> | { wouldHave: number }> {
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
        if (existing.length + fresh.length > max) return { wouldHave: existing.length + fresh.length };
        if (fresh.length === 0) return present;
        // One statement with the people as one JSON parameter: building thousands of rows' parameters would hold the event loop.
        const json = JSON.stringify(fresh.map(({ name, initials, notes, birthday }) => ({ name, initials, notes, birthday })));
        await tx.execute(sql`
          insert into ${relationships} (user_id, name, initials, notes, birthday)
          select ${userId}, r.name, r.initials, r.notes, r.birthday from jsonb_to_recordset(${json}::jsonb) as r(name text, initials text, notes text, birthday text)`);
        return present;
      });
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
  };
}

/** Reading interactions: one person's history by page, one interaction, and the history with names. */
function interactionQueries(db: Db) {
  return {
    /** A page of one person's history, newest first: the latest, or those after `before` in that order. */
    async listInteractions(userId: string, relationshipId: string, before?: string) {
      const theirs = and(eq(interactions.relationshipId, relationshipId), eq(interactions.userId, userId));
      const keyset: Keyset = {
        order: [interactions.date, interactions.createdAt, interactions.id],
        id: interactions.id,
        scope: [
          [interactions.userId, userId],
          [interactions.relationshipId, relationshipId],
        ],
      };
      return db
        .select()
        .from(interactions)
        .where(and(theirs, olderThan(keyset, before)))
        .orderBy(...newestFirst(keyset))
        .limit(PAGE_SIZE);
    },

    async interactionExists(userId: string, relationshipId: string, id: string) {
      const rows = await db
        .select({ id: interactions.id })
        .from(interactions)
        .where(and(eq(interactions.id, id), eq(interactions.userId, userId), eq(interactions.relationshipId, relationshipId)));
      return rows.length > 0;
    },

    async findInteraction(userId: string, id: string) {
      const rows = await db
        .select()
        .from(interactions)
        .where(and(eq(interactions.id, id), eq(interactions.userId, userId)));
      return rows[0];
    },

    /** Interactions with the person's name, newest first. */
    interactionsWithNames(userId: string, filter: InteractionFilter) {
      const where = [eq(interactions.userId, userId)];
      if (filter.from) where.push(gte(interactions.date, filter.from));
      if (filter.to) where.push(lte(interactions.date, filter.to));
      if (filter.relationshipId) where.push(eq(interactions.relationshipId, filter.relationshipId));
      const query = db
        .select({
          relationshipId: interactions.relationshipId,
          name: relationships.name,
          date: interactions.date,
          type: interactions.type,
          notes: interactions.notes,
        })
        .from(interactions)
        .innerJoin(relationships, and(eq(relationships.id, interactions.relationshipId), eq(relationships.userId, userId)))
        .where(and(...where))
        .orderBy(desc(interactions.date), desc(interactions.createdAt));
      return filter.limit ? query.limit(filter.limit) : query;
    },
  };
}

/** Logging an interaction and the Undo of a log, each keeping the person's lastContact right. */
function interactionLogs(db: Db) {
  return {
    /**
     * Records the interaction and moves lastContact forward (never back) in one transaction; undefined when the
     * relationship is not this user's.
     */
    logInteraction(userId: string, relationshipId: string, values: InteractionValues) {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(relationships)
          .set({
            lastContact: laterContact(values.date),
            updatedAt: new Date(),
          })
          .where(and(eq(relationships.id, relationshipId), eq(relationships.userId, userId)))
          .returning({ id: relationships.id });
        if (updated.length === 0) return undefined;
        const rows = await tx
          .insert(interactions)
          .values({ ...values, userId, relationshipId })
          .returning();
        return rows[0];
      });
    },

    /**
     * Undo of a log by the assistant: deletes the interaction and sets the person's lastContact back to `before` (what
     * it was before the log), or to the newest interaction left when that is later; false when it is not the user's.
     */
    deleteInteraction(userId: string, id: string, relationshipId: string, before: string | null) {
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(interactions)
          .where(and(eq(interactions.userId, userId), eq(interactions.id, id), eq(interactions.relationshipId, relationshipId)))
          .returning({ id: interactions.id });
        if (gone.length === 0) return false;
        await tx
          .update(relationships)
          .set({ lastContact: laterOf(before, await newestInteraction(tx, userId, relationshipId)), updatedAt: new Date() })
          .where(and(eq(relationships.userId, userId), eq(relationships.id, relationshipId)));
        return true;
      });
    },

    /**
     * Undo of logging an interaction: it goes for good (it was never deleted, so no copy is kept), and lastContact
     * becomes the later of `before` (what it was before the log) and the newest interaction left, so one logged since
     * still counts. 'missing' when it is not this person's, 'expired' when logged more than `within` ms before `now`,
     * 'later' when `before` is after the current last contact: an Undo never moves the last contact forward.
     */
    undoLog(userId: string, relationshipId: string, id: string, before: string | null, now: Date, within: number) {
      const person = and(eq(relationships.id, relationshipId), eq(relationships.userId, userId))!;
      const where = and(eq(interactions.id, id), eq(interactions.userId, userId), eq(interactions.relationshipId, relationshipId))!;
      return db.transaction(async (tx) => {
        const [locked] = await tx.select({ lastContact: relationships.lastContact }).from(relationships).where(person).for('update');
        const [logged] = locked ? await tx.select({ createdAt: interactions.createdAt }).from(interactions).where(where) : [];
        if (!locked || !logged) return 'missing' as const;
        if (now.getTime() - logged.createdAt.getTime() > within) return 'expired' as const;
        if (before !== null && (locked.lastContact === null || before > locked.lastContact)) return 'later' as const;
        await tx.delete(interactions).where(where);
        await tx
          .update(relationships)
          .set({ lastContact: laterOf(before, await newestInteraction(tx, userId, relationshipId)), updatedAt: now })
          .where(person);
        return 'undone' as const;
      });
    },
  };
}

/** Deleting an interaction from a person's history, kept for Undo, and its restore. */
function interactionHistory(db: Db) {
  return {
    /**
     * Deletes one interaction from the person's history and keeps it for Undo; when it was their last contact,
     * lastContact falls back to the newest interaction left (none: not contacted). False when it is not theirs.
     */
    async removeInteractionKeepingCopy(userId: string, relationshipId: string, id: string, now: Date) {
      const person = and(eq(relationships.id, relationshipId), eq(relationships.userId, userId))!;
      return db.transaction(async (tx) => {
        const [locked] = await tx.select({ lastContact: relationships.lastContact, name: relationships.name }).from(relationships).where(person).for('update');
        if (!locked) return false;
        const where = and(eq(interactions.id, id), eq(interactions.userId, userId), eq(interactions.relationshipId, relationshipId))!;
        const [gone] = await tx.select({ date: interactions.date }).from(interactions).where(where);
        // The person's name travels with the copy, so the list of recently deleted items can say whose it was.
        const payload = sql`jsonb_build_object('row', to_jsonb(${interactions}), 'person', ${locked.name}::text)`;
        if (!gone || !(await deleteKeepingCopy(tx, { table: interactions, where, userId, kind: 'interaction', itemId: id, now, payload }))) return false;
        if (locked.lastContact !== gone.date) return true;
        await tx
          .update(relationships)
          .set({ lastContact: await newestInteraction(tx, userId, relationshipId), updatedAt: now })
          .where(person);
        return true;
      });
    },

    /** Undo of an interaction's delete: it is back, and lastContact moves forward to its date as when it was logged. */
    restoreInteraction(userId: string, relationshipId: string, id: string, now: Date) {
      return restoreDeleted(db, { userId, kind: 'interaction', itemId: id, now }, async (tx, payload) => {
        const row = payload.row as { relationship_id: string; date: string };
        if (row.relationship_id !== relationshipId) return false;
        const updated = await tx
          .update(relationships)
          .set({
            lastContact: laterContact(row.date),
            updatedAt: now,
          })
          .where(and(eq(relationships.id, relationshipId), eq(relationships.userId, userId)))
          .returning({ id: relationships.id });
        if (updated.length === 0) return false;
        return (await reinsertRows(tx, interactions, [row])) === 1;
      });
    },
  };
}

/** The people a user keeps in touch with and their interactions, always scoped to that user. */
export function createRelationshipsRepo(db: Db) {
  return { ...peopleQueries(db), ...peopleChanges(db), ...interactionQueries(db), ...interactionLogs(db), ...interactionHistory(db) };
}

export type RelationshipsRepo = ReturnType<typeof createRelationshipsRepo>;
