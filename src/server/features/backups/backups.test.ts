import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../cli/run.js';
import { COMMANDS } from '../../cli/commands/index.js';
import { createTestApp, eventually, signUpUser, type TestContext } from '../../test/helpers.js';
import { BACKUP_JOB } from './backups.service.js';
import { backupSigningKey, signed, verified } from './backup-signature.js';

const verifiedSql = (key: Buffer, bytes: Buffer) => verified(key, bytes)!.toString('utf8');

const goal = { title: 'Run a half marathon — “twelve” weeks', category: 'Health', timeframe: '12 weeks', description: "it's O'Brien's\nplan \\ 100%" };

async function cli(argv: string[], env: Record<string, string>) {
  let out = '';
  let err = '';
  const code = await runCli(argv, COMMANDS, { out: (text) => (out += text), err: (text) => (err += text), env: { LOG_LEVEL: 'silent', ...env } });
  return { code, out, err };
}

describe('backups', () => {
  let ctx: TestContext;
  let dir: string;
  let env: Record<string, string>;
  let admin: { cookie: string };
  let other: { cookie: string };
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-backup-test-'));
    ctx = await createTestApp({ env: { BACKUP_DIR: dir, DATA_DIR: dir } });
    env = { DATABASE_URL: ctx.database.pool.options.connectionString!, BACKUP_DIR: dir, DATA_DIR: dir };
    admin = await signUpUser(ctx.app);
    other = await signUpUser(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const status = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/admin/backup', headers: { cookie } });
  const goals = async (cookie: string) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/goals', headers: { cookie } })).json<Array<{ id: string; title: string; description: string }>>();

  it('shows the admin that no backup was written yet, and nobody else anything; the user answer says who is the admin', async () => {
    expect((await status(admin.cookie)).json()).toEqual({ schedule: null, last: null });
    const response = await status(other.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route GET /api/admin/backup not found' });
    const isAdmin = async (cookie: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json<{ admin: boolean }>().admin;
    expect([await isAdmin(admin.cookie), await isAdmin(other.cookie)]).toEqual([true, false]);
  });

  it('brings deleted data back: data, backup, a deletion, restore, the data', async () => {
    const created = await ctx.app.inject({ method: 'POST', url: '/api/goals', headers: { cookie: other.cookie }, payload: goal });
    expect(created.statusCode).toBe(201);
    const before = await goals(other.cookie);

    const backup = await cli(['backup'], env);
    expect(backup).toMatchObject({ code: 0, err: '' });
    const file = backup.out.trim();
    expect(path.dirname(file)).toBe(dir);
    expect(path.basename(file)).toMatch(/^twelvefold-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z\.sql\.gz$/);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const sqlText = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
    expect(sqlText).toContain('-- PostgreSQL database dump complete');
    expect(sqlText).not.toContain('pgboss');

    const last = (await status(admin.cookie)).json<{ last: { fileName: string; sizeBytes: number; createdAt: string } }>().last;
    expect(last).toMatchObject({ fileName: path.basename(file), sizeBytes: fs.statSync(file).size });

    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/goals/${before[0].id}`, headers: { cookie: other.cookie } });
    expect(removed.statusCode).toBe(204);
    expect(await goals(other.cookie)).toEqual([]);

    const restore = await cli(['restore', file, '--yes'], env);
    expect(restore).toEqual({ code: 0, out: `Restored ${file}.\n`, err: '' });
    expect(await goals(other.cookie)).toEqual(before);
    expect(before[0]).toMatchObject({ title: goal.title, description: goal.description });
    // The log of backups written outlives the restore, so Settings still knows the latest one.
    expect((await status(admin.cookie)).json<{ last: unknown }>().last).toEqual(last);
  });

  it('asks for --yes before replacing anything, and refuses a file that is not a whole dump', async () => {
    const file = (await cli(['backup'], env)).out.trim();
    const withoutYes = await cli(['restore', file], env);
    expect(withoutYes.code).toBe(2);
    expect(withoutYes.err).toContain('stop the others first');
    expect(withoutYes.err).toContain(`twelvefold restore ${file} --yes`);

    const cut = path.join(dir, 'cut.sql.gz');
    const whole = zlib.gunzipSync(fs.readFileSync(file));
    fs.writeFileSync(cut, zlib.gzipSync(whole.subarray(0, whole.length - 400)));
    expect(await cli(['restore', cut, '--yes'], env)).toMatchObject({
      code: 1,
      err: `${cut} was not written by this instance's \`twelvefold backup\` (or was changed since): its signature does not match the key in DATA_DIR, so nothing was restored\n`,
    });
    const notes = path.join(dir, 'notes.txt');
    fs.writeFileSync(notes, 'hello');
    expect((await cli(['restore', notes, '--yes'], env)).err).toContain('is not a plain SQL dump');
    expect((await cli(['restore', path.join(dir, 'missing.sql.gz'), '--yes'], env)).err).toContain('ENOENT');
  });

  it('refuses a dump it did not sign, or one holding transaction control or PROGRAM, running nothing; a failed one keeps the data', async () => {
    const file = (await cli(['backup'], env)).out.trim();
    const marker = await ctx.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { cookie: other.cookie },
      payload: { ...goal, title: 'Written after the backup' },
    });
    expect(marker.statusCode).toBe(201);
    const kept = await goals(other.cookie);
    const key = backupSigningKey(dir)!;
    const sqlOf = () => verifiedSql(key, zlib.gunzipSync(fs.readFileSync(file)));
    const footer = '-- PostgreSQL database dump complete';
    /** The backup with `statements` before its closing lines, written as `name`, signed with the instance's key or not. */
    const tampered = (name: string, statements: string, sign: boolean) => {
      const sqlText = sqlOf().replace(footer, `${statements}\n${footer}`);
      const target = path.join(dir, name);
      fs.writeFileSync(target, zlib.gzipSync(sign ? signed(key, Buffer.from(sqlText)) : Buffer.from(sqlText)));
      return target;
    };
    const proof = path.join(dir, 'program-ran');
    const cases = [
      [tampered('unsigned.sql.gz', 'DROP SCHEMA public CASCADE;\nCOMMIT;', false), 'its signature does not match the key in DATA_DIR'],
      [tampered('commit.sql.gz', 'DROP SCHEMA public CASCADE;\nCOMMIT;\nBEGIN;', true), 'holds COMMIT (a statement outside what a backup holds)'],
      [tampered('program.sql.gz', `COPY (SELECT 1) TO PROGRAM 'touch ${proof}';`, true), 'holds COPY (a statement outside what a backup holds)'],
      [tampered('role.sql.gz', 'RESET ROLE;', true), 'holds RESET ROLE'],
    ] as const;
    for (const [target, why] of cases) {
      const refused = await cli(['restore', target, '--yes'], env);
      expect(refused.code, refused.err).toBe(1);
      expect(refused.err).toContain(why);
      expect(await goals(other.cookie)).toEqual(kept);
    }
    expect(fs.existsSync(proof)).toBe(false);

    // Signed and free of what is refused, but failing part way: the database is as it was.
    const failing = await cli(['restore', tampered('failing.sql.gz', 'SELECT 1 / 0;', true), '--yes'], env);
    expect(failing.code).toBe(1);
    expect(failing.err).toContain('division by zero');
    expect(await goals(other.cookie)).toEqual(kept);

    // The dump runs as a role that is no superuser: what it can do is what that role can do.
    const probe = tampered('probe.sql.gz', 'CREATE TABLE public.restored_by AS SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user;', true);
    expect((await cli(['restore', probe, '--yes'], env)).code).toBe(0);
    expect((await ctx.database.pool.query('select superuser from public.restored_by')).rows).toEqual([{ superuser: false }]);

    const good = await cli(['restore', file, '--yes'], env);
    expect(good).toMatchObject({ code: 0, err: '' });
    expect((await goals(other.cookie)).map((g) => g.title)).toEqual(kept.map((g) => g.title).filter((t) => t !== 'Written after the backup'));
  });

  it('runs as a job on the queue with the bundled pg_dump, and the backup restores', async () => {
    const worker = await createTestApp({ database: ctx.database, runJobs: true, env: { BACKUP_DIR: dir, DATA_DIR: dir } });
    try {
      const previous = (await status(admin.cookie)).json<{ last: { fileName: string } }>().last.fileName;
      const jobId = await worker.app.jobs.send(BACKUP_JOB, {});
      const job = await eventually(
        async () => {
          const found = await worker.app.jobs.boss.getJobById(BACKUP_JOB, jobId!);
          return found?.state === 'completed' || found?.state === 'failed' ? found : undefined;
        },
        30_000,
        'the backup job',
      );
      expect(job.state).toBe('completed');
      const last = (await status(admin.cookie)).json<{ last: { fileName: string } }>().last.fileName;
      expect(last).not.toBe(previous);
      expect(await cli(['restore', path.join(dir, last), '--yes'], env)).toMatchObject({ code: 0 });
    } finally {
      await worker.close();
    }
  });
});
