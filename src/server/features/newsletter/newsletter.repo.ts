import type { Db } from '../../db/database.js';
import { newsletterSubscriptions } from '../../db/schema/index.js';

export function createNewsletterRepo(db: Db) {
  return {
    /** Keeps the address; false when it was subscribed already. */
    async subscribe(email: string): Promise<boolean> {
      const inserted = await db.insert(newsletterSubscriptions).values({ email }).onConflictDoNothing().returning({ id: newsletterSubscriptions.id });
      return inserted.length > 0;
    },
  };
}

export type NewsletterRepo = ReturnType<typeof createNewsletterRepo>;
