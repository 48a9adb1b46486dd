import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { recordInteraction } from '../db/interactions.js';
import { createTimeBlocksRepo } from '../features/time-blocks/time-blocks.repo.js';
import { completedMilestonesFor } from '../../shared/goals.js';
import { goals, healthMetrics, interactions, relationships, timeBlocks } from '../db/schema/index.js';
import { blocksInRange } from '../features/time-blocks/time-block-occurrences.js';
import type { HealthMetricRecord } from '../../shared/health-metrics.js';
import type { InteractionType } from '../../shared/schemas/relationships.js';
import type { TimeBlockCategory } from '../../shared/schemas/time-blocks.js';

/** Plain data the AI reads; every query has the user in its where clause. */
export interface BlockFact {
  date: string;
  hour: number;
  title: string;
  category: TimeBlockCategory;
  duration: number;
}
/** A day's health record; null where a metric was not recorded. */
export interface HealthFact extends HealthMetricRecord {
  date: string;
}
export interface PersonFact {
  id: string;
  name: string;
  notes: string;
  lastContact: string | null;
  cadenceDays: number | null;
  /** When the user added them; read for one person, not for lists. */
  createdAt?: Date;
}
export interface InteractionFact {
  relationshipId: string;
  name: string;
  date: string;
  type: InteractionType;
  notes: string;
}
export interface GoalFact {
  id: string;
  title: string;
  category: string;
  timeframe: string;
  startDate: string;
  endDate: string;
  progress: number;
  completedMilestones: number;
  totalMilestones: number;
  updatedAt: Date;
}

/** A block with its id, for the assistant's changes. */
export interface BlockRow extends BlockFact {
  id: string;
}

const blockColumns = { id: timeBlocks.id, date: timeBlocks.date, hour: timeBlocks.hour, title: timeBlocks.title, category: timeBlocks.category, duration: timeBlocks.duration };

/** The user's rows as the assistant reads and changes them; `timezone` is the zone a series' hours are read in. */
export function createUserData(db: Db, userId: string, timezone: string, now: () => Date = () => new Date()) {
  const blocksRepo = createTimeBlocksRepo(db);
  return {
    async blockRows(from: string, to: string): Promise<BlockRow[]> {
      return db
        .select(blockColumns)
        .from(timeBlocks)
        .where(and(eq(timeBlocks.userId, userId), gte(timeBlocks.date, from), lte(timeBlocks.date, to)))
        .orderBy(asc(timeBlocks.date), asc(timeBlocks.hour), asc(timeBlocks.title));
    },

    async block(id: string): Promise<BlockRow | undefined> {
      const rows = await db.select(blockColumns).from(timeBlocks).where(and(eq(timeBlocks.userId, userId), eq(timeBlocks.id, id)));
      return rows[0];
    },

    async updateBlock(id: string, values: { date?: string; hour?: number; duration?: number }): Promise<BlockRow | undefined> {
      const row = await blocksRepo.update(userId, id, values);
      return row && { id: row.id, date: row.date, hour: row.hour, title: row.title, category: row.category, duration: row.duration };
    },

    /** Deletes the block keeping a copy for Undo, as the time-blocks API does. */
    removeBlock(id: string): Promise<boolean> {
      return blocksRepo.remove(userId, id, now());
    },

    restoreBlock(id: string) {
      return blocksRepo.restore(userId, id, now());
    },

    async deleteInteraction(id: string, relationshipId: string, lastContact: string | null): Promise<boolean> {
      return db.transaction(async (tx) => {
        const gone = await tx.delete(interactions).where(and(eq(interactions.userId, userId), eq(interactions.id, id))).returning({ id: interactions.id });
        if (gone.length === 0) return false;
        await tx.update(relationships).set({ lastContact, updatedAt: new Date() }).where(and(eq(relationships.userId, userId), eq(relationships.id, relationshipId)));
        return true;
      });
    },

    async setGoalProgress(id: string, progress: number): Promise<GoalFact | undefined> {
      const rows = await db
        .update(goals)
        .set({ progress, completedMilestones: completedMilestonesFor(progress), updatedAt: new Date() })
        .where(and(eq(goals.userId, userId), eq(goals.id, id)))
        .returning({ id: goals.id });
      if (rows.length === 0) return undefined;
      return (await this.goals()).find((g) => g.id === id);
    },

    /** The blocks and occurrences of repeating blocks in the range, in (date, hour, title) order. */
    async blocks(from: string, to: string): Promise<BlockFact[]> {
      const blocks = await blocksInRange(db, userId, from, to, timezone);
      return blocks
        .map(({ date, hour, title, category, duration }) => ({ date, hour, title, category, duration }))
        .sort((a, b) => (a.date === b.date ? a.hour - b.hour || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0) : a.date < b.date ? -1 : 1));
    },

    async health(from: string, to: string): Promise<HealthFact[]> {
      const rows = await db
        .select()
        .from(healthMetrics)
        .where(and(eq(healthMetrics.userId, userId), gte(healthMetrics.date, from), lte(healthMetrics.date, to)))
        .orderBy(asc(healthMetrics.date));
      return rows.map((r) => ({
        date: r.date,
        sleep: r.sleep,
        water: r.water,
        exercise: r.exercise,
        nutrition: r.nutrition,
        stress: r.stress,
        energy: r.energy,
        mood: r.mood,
        weight: r.weight,
        steps: r.steps,
        heartRate: r.heartRate,
        meditation: r.meditation,
        screenTime: r.screenTime,
      }));
    },

    async people(): Promise<PersonFact[]> {
      return db
        .select({ id: relationships.id, name: relationships.name, notes: relationships.notes, lastContact: relationships.lastContact, cadenceDays: relationships.cadenceDays })
        .from(relationships)
        .where(eq(relationships.userId, userId))
        .orderBy(sql`${relationships.lastContact} asc nulls first`, asc(relationships.name));
    },

    async person(id: string): Promise<PersonFact | undefined> {
      const rows = await db
        .select({
          id: relationships.id,
          name: relationships.name,
          notes: relationships.notes,
          lastContact: relationships.lastContact,
          cadenceDays: relationships.cadenceDays,
          createdAt: relationships.createdAt,
        })
        .from(relationships)
        .where(and(eq(relationships.userId, userId), eq(relationships.id, id)))
        .limit(1);
      return rows[0];
    },

    async interactions(options: { from?: string; to?: string; relationshipId?: string; limit?: number } = {}): Promise<InteractionFact[]> {
      const where = [eq(interactions.userId, userId)];
      if (options.from) where.push(gte(interactions.date, options.from));
      if (options.to) where.push(lte(interactions.date, options.to));
      if (options.relationshipId) where.push(eq(interactions.relationshipId, options.relationshipId));
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
      return options.limit ? query.limit(options.limit) : query;
    },

    async goals(): Promise<GoalFact[]> {
      return db
        .select({
          id: goals.id,
          title: goals.title,
          category: goals.category,
          timeframe: goals.timeframe,
          startDate: goals.startDate,
          endDate: goals.endDate,
          progress: goals.progress,
          completedMilestones: goals.completedMilestones,
          totalMilestones: goals.totalMilestones,
          updatedAt: goals.updatedAt,
        })
        .from(goals)
        .where(eq(goals.userId, userId))
        .orderBy(asc(goals.endDate), asc(goals.title));
    },

    async createBlock(values: Omit<BlockFact, 'category'> & { category?: TimeBlockCategory }): Promise<BlockRow> {
      const rows = await db
        .insert(timeBlocks)
        .values({ ...values, category: values.category ?? 'focus', userId })
        .returning(blockColumns);
      return rows[0];
    },

    /** Records the interaction and moves lastContact forward, as the relationships feature does. */
    async logInteraction(relationshipId: string, values: { date: string; type: InteractionType; notes: string }): Promise<string | undefined> {
      return (await recordInteraction(db, userId, relationshipId, values))?.id;
    },
  };
}

export type UserData = ReturnType<typeof createUserData>;
