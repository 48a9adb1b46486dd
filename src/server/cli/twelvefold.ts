#!/usr/bin/env node
import 'dotenv/config';
import { COMMANDS } from './commands/index.js';
import { runCli } from './run.js';

process.exitCode = await runCli(process.argv.slice(2), COMMANDS, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  env: process.env,
});
