import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

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
