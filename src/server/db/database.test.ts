import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from './database.js';

describe('openDatabase', () => {
  it('closes once however often it is asked, as when a process receives two signals', async () => {
    const database = openDatabase(inject('dbAdminUrl'), 2);
    await database.pool.query('select 1');
    await expect(Promise.all([database.close(), database.close()])).resolves.toEqual([undefined, undefined]);
    await expect(database.close()).resolves.toBeUndefined();
    expect(database.pool.ended).toBe(true);
  });
});
