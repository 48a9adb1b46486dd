import { runMigrations } from '../../db/database.js';
import { backupSigningKey, readDump, restoreDump, RestoreFileError } from '../../features/backups/index.js';
import { CliError, type CliCommand } from '../command.js';

export const restoreCommand: CliCommand = {
  name: 'restore',
  usage: '<file> --yes',
  summary: "replace all data with a backup's (stop other instances first)",
  options: { yes: { type: 'boolean' } },
  positionals: { min: 1, max: 1 },
  async run({ positionals, values, config, database, print }) {
    const file = positionals[0];
    let sqlText: string;
    try {
      sqlText = readDump(file, backupSigningKey(config.dataDir, false));
    } catch (error) {
      if (error instanceof RestoreFileError) throw new CliError(error.message);
      throw error;
    }
    if (!values.yes) {
      throw new CliError(
        `This replaces every account's data with the backup's; what was written since it was taken is lost.\n` +
          'With several instances on one database, stop the others first.\n' +
          `To go ahead: twelvefold restore ${file} --yes`,
        2,
      );
    }
    const { db, url, appRunning } = await database();
    await restoreDump(url, sqlText);
    // A backup from an older version is brought up to this one's schema.
    await runMigrations(db);
    print(`Restored ${file}.`);
    if (appRunning) print('Restart Twelvefold now, so that it drops what it cached from before the restore.');
  },
};
