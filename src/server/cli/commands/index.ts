import type { CliCommand } from '../command.js';
import { backupCommand } from './backup.js';
import { restoreCommand } from './restore.js';
import { usersCommand } from './users.js';
import { inviteCommand } from './invite.js';
import { disableTwoFactorCommand, resetPasswordCommand } from './account-recovery.js';

/** Every command of `twelvefold`, in the order the help lists them. */
export const COMMANDS: CliCommand[] = [backupCommand, restoreCommand, usersCommand, inviteCommand, resetPasswordCommand, disableTwoFactorCommand];
