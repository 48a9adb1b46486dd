export { backupsRoutes } from './backups.routes.js';
export { createBackupsRepo } from './backups.repo.js';
export { BACKUP_JOB, createBackupService, defineBackupJob, type BackupService, type BackupSettings } from './backups.service.js';
export { readDump, restoreDump, RestoreFileError } from './restore.js';
export { backupSigningKey } from './backup-signature.js';
