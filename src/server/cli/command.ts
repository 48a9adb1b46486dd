import type { ParseArgsConfig } from 'node:util';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';

/** A database opened for one command: the app's own when it runs, else one started for the command. */
export interface CliDatabase {
  db: Db;
  /** The connection string, for tools that open their own connection (pg_dump). */
  url: string;
  /** The embedded database of DATA_DIR rather than DATABASE_URL. */
  embedded: boolean;
  /** Whether a running app holds DATA_DIR (only known for the embedded database). */
  appRunning: boolean;
  close: () => Promise<void>;
}

export interface CliContext {
  config: Config;
  /** Positional arguments after the command's name, and the options its `options` declare. */
  positionals: string[];
  values: Record<string, string | boolean | Array<string | boolean> | undefined>;
  /** Opened on first use and closed when the command ends. */
  database: () => Promise<CliDatabase>;
  print: (line?: string) => void;
}

export interface CliCommand {
  name: string;
  /** The arguments as the help shows them, e.g. `<email>`. */
  usage: string;
  summary: string;
  options?: ParseArgsConfig['options'];
  /** How many positional arguments the command takes; any other count is a usage error. */
  positionals?: { min: number; max: number };
  /** The exit code (0 when it returns nothing). A CliError is printed without a stack. */
  run(context: CliContext): Promise<number | void>;
}

/** A failure the person at the terminal can act on: its message is printed as it is. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
