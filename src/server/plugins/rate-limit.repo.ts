import { lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rateLimits } from '../db/schema/index.js';

/** Deletes the counters of windows that ended before `now` (the limiter itself never removes them). */
export async function purgeSpentRateLimits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expire, now.getTime()));
}
