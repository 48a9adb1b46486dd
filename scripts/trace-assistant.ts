import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, runMigrations } from '../src/server/db/database.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';
import { buildWorld, WORLD_NOW } from '../src/server/test/assistant-eval/world.js';

const USAGE = `npm run trace:assistant -- [message…] [--rounds n] [--profile out.cpuprofile]

Sends each message to the built-in assistant through the chat route in the evaluation world, under the CPU
profiler, and prints the files of src/server the call stacks pass through from the chat route on, in the order
first entered, with how many times the path enters each from another file.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { rounds: { type: 'string', default: '20' }, profile: { type: 'string' }, help: { type: 'boolean', default: false } },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const messages = positionals.length ? positionals : ['add yoga tomorrow at 7am and move the dentist to 5pm'];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

/** Where a stack enters the pipeline: the chat feature, or the assistant resumed after an await. */
const PIPELINE = ['src/server/features/chat/', 'src/server/features/assistant/'];
const root = path.resolve(import.meta.dirname, '..');
/** A frame's file under src/server, or null for the runtime, libraries and the harness. */
function fileOf(url: string): string | null {
  if (!url.startsWith('file://')) return null;
  const file = path.relative(root, new URL(url).pathname);
  return file.startsWith('src/server/') && !file.startsWith('src/server/test/') ? file : null;
}

/**
 * The files the sampled stacks pass through below the chat route, each with the distinct calls that enter it from
 * another file: an edge (caller's file and function → callee's function) counted once however often it was sampled.
 * A function resumed after an await starts a stack of its own and is not counted as entered again.
 */
function walk(nodes: ProfileNode[]) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const entries = new Map<string, Set<string>>();
  const order: string[] = [];
  const visit = (id: number, caller: { file: string; fn: string } | null, inPipeline: boolean) => {
    const node = byId.get(id)!;
    const file = fileOf(node.callFrame.url);
    const fn = `${file}:${node.callFrame.functionName || '(anonymous)'}`;
    const starts = inPipeline || PIPELINE.some((dir) => file?.startsWith(dir));
    let next = caller;
    if (file && starts) {
      if (!order.includes(file)) order.push(file);
      if (caller && caller.file !== file) {
        const edges = entries.get(file) ?? new Set<string>();
        edges.add(`${caller.fn} → ${fn}`);
        entries.set(file, edges);
      }
      next = { file, fn };
    }
    for (const child of node.children ?? []) visit(child, next, starts);
  };
  visit(nodes[0].id, null, false);
  return { order, entries };
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twelvefold-trace-'));
fs.chmodSync(workDir, 0o755);
const embedded = await startEmbeddedPostgres(path.join(workDir, 'postgres'));
const database = openDatabase(embedded.url, 4);
const session = new Session();
try {
  await runMigrations(database.db);
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: workDir, LOG_LEVEL: 'silent' }),
    db: database.db,
    sessionSecret: 'trace-secret-trace-secret-trace-0000',
    now: () => WORLD_NOW,
    authAttemptsPerIp: 100_000,
    aiCallsPerMinute: 100_000,
  });
  await app.ready();
  const { cookie } = await buildWorld(app);
  const send = (content: string) => app.inject({ method: 'POST', url: '/api/chat', headers: { cookie }, payload: { role: 'user', content } });
  for (const m of messages) await send(m);
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 50 });
  await session.post('Profiler.start');
  for (let i = 0; i < Number(values.rounds); i++) for (const m of messages) await send(m);
  const { profile } = await session.post('Profiler.stop');
  if (values.profile) fs.writeFileSync(values.profile, JSON.stringify(profile));
  const { order, entries } = walk(profile.nodes as ProfileNode[]);
  console.log(`${order.length} files, in the order first entered (entries from another file):`);
  for (const file of order) console.log(`  ${String(entries.get(file)?.size ?? 0).padStart(2)}  ${file}`);
  await app.close();
} finally {
  session.disconnect();
  await database.close();
  await embedded.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
