import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { migrationsFolder, openDatabase, runMigrations } from './database.js';

describe('openDatabase', () => {
  it('closes once however often it is asked, as when a process receives two signals', async () => {
    const database = openDatabase(inject('dbAdminUrl'), 2);
    await database.pool.query('select 1');
    await expect(Promise.all([database.close(), database.close()])).resolves.toEqual([undefined, undefined]);
    await expect(database.close()).resolves.toBeUndefined();
    expect(database.pool.ended).toBe(true);
  });
});

describe('runMigrations', () => {
  it('lets instances that start together on an empty database take turns, so both start', async () => {
    const admin = new pg.Client({ connectionString: inject('dbAdminUrl') });
    await admin.connect();
    const name = `tf_migrate_${process.pid}_${Date.now()}`;
    await admin.query(`create database ${name}`);
    const url = new URL(inject('dbAdminUrl'));
    url.pathname = `/${name}`;
    const instances = [openDatabase(url.toString(), 2), openDatabase(url.toString(), 2)];
    try {
      await expect(Promise.all(instances.map((instance) => runMigrations(instance.db)))).resolves.toEqual([undefined, undefined]);
      const applied = await instances[0].pool.query<{ count: number }>('select count(*)::int as count from drizzle.__drizzle_migrations');
      expect(applied.rows[0].count).toBe(readMigrationFiles({ migrationsFolder }).length);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
