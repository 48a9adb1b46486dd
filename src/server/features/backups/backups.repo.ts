import { desc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { backups } from '../../db/schema/index.js';

export function createBackupsRepo(db: Db) {
  return {
    async record(values: { fileName: string; sizeBytes: number; trigger: 'schedule' | 'command'; createdAt: Date }) {
      await db.insert(backups).values(values);
    },
    async latest() {
      const rows = await db.select().from(backups).orderBy(desc(backups.createdAt)).limit(1);
      return rows[0];
    },
    async forget(fileNames: string[]) {
      if (fileNames.length > 0) await db.delete(backups).where(inArray(backups.fileName, fileNames));
    },
  };
}

export type BackupsRepo = ReturnType<typeof createBackupsRepo>;
