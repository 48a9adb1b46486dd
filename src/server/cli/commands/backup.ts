import { createBackupService, createBackupsRepo } from '../../features/backups/index.js';
import type { CliCommand } from '../command.js';

export const backupCommand: CliCommand = {
  name: 'backup',
  usage: '',
  summary: 'write a backup (compressed pg_dump) to the backup directory and print its path',
  async run({ config, database, print }) {
    const { db, url, embedded } = await database();
    const service = createBackupService({ repo: createBackupsRepo(db), databaseUrl: url, embedded, settings: config.backup, dataDir: config.dataDir });
    const written = await service.backUp('command');
    print(written.file);
  },
};
