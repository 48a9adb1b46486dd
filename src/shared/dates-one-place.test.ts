import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const MODULE = 'src/shared/dates.ts';

/** What reads a zone's clock or does date arithmetic that belongs in the module. */
const ZONE_MATHS: [string, RegExp][] = [
  ['a zone other than UTC given to Intl', /timeZone\s*:\s*(?!\s*['"]UTC['"])/],
  ["the device's zone", /resolvedOptions\(\)\s*\.timeZone|getTimezoneOffset/],
  ['the parts of an instant on a clock', /formatToParts/],
  ["fields of the device's clock", /\.(?:get|set)(?:Hours|Minutes|Seconds|Day|Date|Month|FullYear)\(/],
  ['weekday and week arithmetic', /getUTCDay\(|getISODay|startOfWeek|weekStartsOn/],
  ['offset arithmetic', /\boffset\w*\s*\*\s*60_?000|\b\d+\s*\*\s*(?:HOUR_MS|3_600_000)\b/i],
];

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.(?:ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each line outside the module that does zone or week arithmetic, as "file:line: what". */
function zoneMathsOutsideTheModule(): string[] {
  const found: string[] = [];
  for (const file of ['src', 'scripts', 'e2e'].flatMap(sources)) {
    if (file === MODULE) continue;
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const [what, pattern] of ZONE_MATHS) if (pattern.test(line)) found.push(`${file}:${i + 1}: ${what}`);
      });
  }
  return found;
}

describe('dates and zones', () => {
  it('are worked out only in src/shared/dates.ts', () => {
    const found = zoneMathsOutsideTheModule();
    const places = new Set(found.map((f) => f.split(':')[0]));
    console.info(`zone arithmetic outside ${MODULE}: ${places.size} files, ${found.length} lines`);
    expect(found).toEqual([]);
  });

  it('would find a copy', () => {
    const copy = "new Intl.DateTimeFormat('en-GB', { timeZone: user.timezone, hour: '2-digit' }).formatToParts(now)";
    expect(ZONE_MATHS.filter(([, pattern]) => pattern.test(copy)).map(([what]) => what)).toEqual([
      'a zone other than UTC given to Intl',
      'the parts of an instant on a clock',
    ]);
    expect(ZONE_MATHS.some(([, pattern]) => pattern.test("new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })"))).toBe(false);
    expect(ZONE_MATHS.some(([, pattern]) => pattern.test('const start = Date.parse(day) - 14 * HOUR_MS;'))).toBe(true);
  });
});
