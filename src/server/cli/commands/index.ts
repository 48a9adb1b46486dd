import type { CliCommand } from '../command.js';
import { usersCommand } from './users.js';

/** Every command of `twelvefold`, in the order the help lists them. */
export const COMMANDS: CliCommand[] = [usersCommand];
