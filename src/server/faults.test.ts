import { afterAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  createRelationship,
  sigtermWithRequestsInFlight,
  signUp,
  startServer,
  waitUntilHealthy,
  writeStream,
  type ServerProcess,
} from './test/server-process.js';

// The real server as a child process on an external PostgreSQL (DATABASE_URL), under the faults a deployment
// meets: every connection ended by the database (a restart, a failover, pg_terminate_backend), then SIGTERM with
// requests in flight. The embedded database's faults are in db/embedded.test.ts.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twelvefold-faults-'));
const name = `tf_faults_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const admin = new pg.Client({ connectionString: inject('dbAdminUrl') });
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('with an external PostgreSQL', () => {
  // A server started cold, three rounds of writes and a drain: more than the route tests' 30 s on two busy cores.
  it('survives pg_terminate_backend of every connection during writes, keeps every acknowledged write, and finishes requests in flight on SIGTERM', async () => {
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('dbTemplate')}`);
    const url = new URL(inject('dbAdminUrl'));
    url.pathname = `/${name}`;
    server = await startServer({ dataDir, databaseUrl: url.toString() });
    await waitUntilHealthy(server);
    const cookie = await signUp(server, 'faults@example.com');
    const relationshipId = await createRelationship(server, cookie);

    const stream = writeStream(server, cookie, relationshipId);
    let terminated = 0;
    for (let round = 0; round < 3; round++) {
      await stream.progress(15, 'writes are acknowledged');
      const result = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      terminated += result.rowCount ?? 0;
    }
    await stream.progress(15, 'writes succeed again after the connections were ended');
    await stream.stop();

    expect(terminated).toBeGreaterThan(0);
    expect(stream.unexpected).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).toMatch(/database connection lost/);

    const held = await sigtermWithRequestsInFlight(server, cookie, relationshipId);

    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const stored = await client
      .query<{ notes: string }>('select notes from interactions where relationship_id = $1', [relationshipId])
      .finally(() => client.end());
    const notes = new Set(stored.rows.map((row) => row.notes));
    expect([...stream.acknowledged, ...held].filter((n) => !notes.has(n))).toEqual([]);
  }, 90_000);
});
