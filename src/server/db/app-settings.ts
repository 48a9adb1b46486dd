import { eq } from 'drizzle-orm';
import type { Db } from './database.js';
import { appSettings } from './schema/index.js';

/** The value stored under `key`, storing `value` there first when nothing is (the first writer wins). */
export async function settingOrFirst(db: Db, key: string, value: string): Promise<string | undefined> {
  await db.insert(appSettings).values({ key, value }).onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return row?.value;
}
