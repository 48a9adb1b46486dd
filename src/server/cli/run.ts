import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { CliError, type CliCommand, type CliContext, type CliDatabase } from './command.js';
import { openCliDatabase } from './database.js';

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
  env: NodeJS.ProcessEnv;
}

const USAGE_ERROR = 2;

export function helpText(commands: CliCommand[]): string {
  const width = Math.max(...commands.map((command) => `${command.name} ${command.usage}`.trim().length));
  const lines = commands.map((command) => `  ${`${command.name} ${command.usage}`.trim().padEnd(width)}  ${command.summary}`);
  return [
    'Usage: twelvefold <command> [arguments]',
    '',
    'Commands:',
    ...lines,
    '',
    'It reads the same configuration as the server (environment and .env): DATABASE_URL, or the embedded',
    'database in DATA_DIR, which it shares with a running server or starts for the command.',
  ].join('\n');
}

function usageOf(command: CliCommand): string {
  return `Usage: twelvefold ${command.name} ${command.usage}`.trimEnd();
}

/** Runs one command line and returns the process's exit code. */
export async function runCli(argv: string[], commands: CliCommand[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    io.out(`${helpText(commands)}\n`);
    return name ? 0 : USAGE_ERROR;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    io.err(`Unknown command "${name}".\n\n${helpText(commands)}\n`);
    return USAGE_ERROR;
  }

  let parsed: { positionals: string[]; values: CliContext['values'] };
  try {
    parsed = parseArgs({ args: rest, options: command.options ?? {}, allowPositionals: true, strict: true });
  } catch (error) {
    io.err(`${(error as Error).message}\n${usageOf(command)}\n`);
    return USAGE_ERROR;
  }
  const { min, max } = command.positionals ?? { min: 0, max: 0 };
  if (parsed.positionals.length < min || parsed.positionals.length > max) {
    io.err(`${usageOf(command)}\n`);
    return USAGE_ERROR;
  }

  let config: Config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(`${error.message}\n`);
      return 1;
    }
    throw error;
  }

  let opened: Promise<CliDatabase> | undefined;
  const context: CliContext = {
    config,
    positionals: parsed.positionals,
    values: parsed.values,
    database: () => (opened ??= openCliDatabase(config)),
    print: (line = '') => io.out(`${line}\n`),
  };
  try {
    return (await command.run(context)) ?? 0;
  } catch (error) {
    if (error instanceof CliError) {
      io.err(`${error.message}\n`);
      return error.exitCode;
    }
    io.err(`twelvefold ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 1;
  } finally {
    if (opened) await (await opened.catch(() => undefined))?.close();
  }
}
