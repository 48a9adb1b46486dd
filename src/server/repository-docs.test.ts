import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { exportDocumentSchema } from '../shared/schemas/export.js';

const ROOT = join(import.meta.dirname, '../..');
const DECISIONS = join(ROOT, 'docs/decisions');

interface Record {
  file: string;
  number: string;
  title: string;
  date: string | undefined;
  status: string | undefined;
  supersededBy: string | undefined;
}

function records(): Record[] {
  return readdirSync(DECISIONS)
    .filter((file) => /^\d{4}-.*\.md$/.test(file))
    .map((file) => {
      const text = readFileSync(join(DECISIONS, file), 'utf8');
      const field = (name: string) => new RegExp(`^- \\*\\*${name}:\\*\\* (\\S+)`, 'm').exec(text)?.[1];
      const heading = /^# (\d{4}): (.+)$/m.exec(text);
      return {
        file,
        number: heading?.[1] ?? '',
        title: heading?.[2] ?? '',
        date: field('Date'),
        status: field('Status'),
        supersededBy: field('Superseded by'),
      };
    });
}

describe('decision records', () => {
  it('each carry their number, a date, a status and what supersedes them', () => {
    const all = records();
    const numbers = new Set(all.map((r) => r.number));
    for (const r of all) {
      expect(r.number, r.file).toBe(r.file.slice(0, 4));
      expect(r.date, r.file).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(['proposed', 'accepted', 'superseded'], r.file).toContain(r.status);
      if (r.status === 'superseded') expect(numbers.has(r.supersededBy ?? ''), r.file).toBe(true);
      else expect(r.supersededBy, r.file).toBe('none');
    }
    expect(numbers.size).toBe(all.length);
  });

  it('are each listed in the index as they say', () => {
    const index = readFileSync(join(DECISIONS, 'README.md'), 'utf8');
    for (const r of records()) {
      expect(index, r.file).toContain(`| [${r.number}](${r.file}) | ${r.title} | ${r.date} | ${r.status} | ${r.supersededBy} |`);
    }
    const rows = index.split('\n').filter((line) => /^\| \[\d{4}\]/.test(line));
    expect(rows).toHaveLength(records().length);
  });
});

describe('the repository', () => {
  it('cites no file outside itself', () => {
    const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && !/\.(png|ico|woff2?|gz|br|lock)$|package-lock\.json$/.test(file) && file !== 'src/server/repository-docs.test.ts');
    const outside = /DESIGN\.md|product-spec|\.\.\/shared\/(?:tools|spec)|\/work\/shared/;
    const citing = files.filter((file) => outside.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(citing).toEqual([]);
  });
});

/** The fields of a document schema: an object's keys, and those of the objects and lists of objects it holds. */
function fieldsOf(schema: z.ZodType, nested: boolean): string[] {
  const def = schema._zod.def as { type: string; in?: z.ZodType; innerType?: z.ZodType; element?: z.ZodType; shape?: { [key: string]: z.ZodType } };
  if (def.type === 'pipe') return fieldsOf(def.in!, nested);
  if (def.innerType) return fieldsOf(def.innerType, nested);
  if (def.type === 'array') return fieldsOf(def.element!, nested);
  if (def.type !== 'object') return [];
  return Object.entries(def.shape!).flatMap(([key, value]) => [key, ...(nested ? fieldsOf(value, nested) : [])]);
}

describe('the README', () => {
  it('describes every field of the export document, as the schema holds them', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const doc = /The file is a versioned document\. Version 1:\n\n```jsonc\n([\s\S]*?)```/.exec(readme)![1];
    const lists = doc.split(/\n(?= {2}"\w+":)/).map((entry) => [...entry.matchAll(/"(\w+)"/g)].map((m) => m[1]));
    const byKey = new Map(lists.filter((words) => words.length > 0).map(([key, ...fields]) => [key, fields]));
    const shape = exportDocumentSchema.shape;
    expect([...byKey.keys()]).toEqual(Object.keys(shape));
    for (const [key, schema] of Object.entries(shape)) {
      // A profile's health targets are a map of metrics, not fields of the document.
      const expected = new Set(fieldsOf(schema, key !== 'profile'));
      expect(new Set(byKey.get(key)!.filter((word) => !['twelvefold', 'export'].includes(word))), key).toEqual(expected);
    }
  });
});
