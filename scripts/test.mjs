import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

const chromium = ensureChromium();
const env = { ...process.env, CHROMIUM_PATH: chromium };
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;

const unit = run('npx', ['vitest', 'run']);
const e2e = run('npx', ['playwright', 'test']);
process.exit(unit || e2e);
