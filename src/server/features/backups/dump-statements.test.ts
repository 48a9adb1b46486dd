import { describe, expect, it } from 'vitest';
import { refusedStatement } from './dump-statements.js';

describe('what a restore refuses to run', () => {
  it('reads past strings, quoted names, comments and function bodies as PostgreSQL does', () => {
    const dump = [
      "SET search_path = '';",
      "INSERT INTO \"public\".\"tasks\" VALUES ('COMMIT; COPY x TO PROGRAM ''id''', E'it\\'s; ROLLBACK', $$ BEGIN $$, $tag$ END; $tag$);",
      '-- COMMIT;',
      '/* ROLLBACK; /* nested */ PROGRAM */',
      'CREATE FUNCTION "public"."f"() RETURNS int LANGUAGE plpgsql AS $body$ BEGIN COMMIT; RETURN 1; END $body$;',
      'SELECT 1 AS "program";',
    ].join('\n');
    expect(refusedStatement(dump)).toBeNull();
  });

  it('refuses transaction control, role changes, COPY and PROGRAM wherever the statement stands', () => {
    expect(refusedStatement('DROP SCHEMA public CASCADE;\ncommit;')).toMatch(/^COMMIT/);
    expect(refusedStatement('SELECT 1;\n  Start Transaction;')).toMatch(/^START/);
    expect(refusedStatement('select 1; set local role postgres;')).toMatch(/^SET LOCAL ROLE/);
    expect(refusedStatement('SET SESSION AUTHORIZATION postgres;')).toMatch(/^SET SESSION/);
    expect(refusedStatement("copy (select 1) to program 'id';")).toMatch(/^COPY/);
    expect(refusedStatement('SELECT 1 FROM x WHERE y IN (SELECT 1); CREATE TABLE t AS SELECT program FROM z;')).toMatch(/^PROGRAM/);
    expect(refusedStatement("SELECT 'never ends;")).toBe('a string, name or comment that never ends');
    expect(refusedStatement('SELECT 1;\n\\! id')).toBe('a psql command');
  });
});
