// @vitest-environment node
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { webDataDiscipline } from '../../scripts/structure-counts.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const onlyRestrictedSyntax = { ruleFilter: ({ ruleId }: { ruleId: string }) => ruleId === 'no-restricted-syntax' };
// The fences need no types: without them a file that exists only in the test lints, and quickly.
const eslint = new ESLint({ cwd: root, ...onlyRestrictedSyntax, overrideConfig: tseslint.configs.disableTypeChecked });

const literalKey = expect.stringContaining('never a literal');

/** The data-discipline messages ESLint reports for `source` as if it were the file at `file` (relative to the repository). */
async function reported(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${root}${file}` });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('the web reads API data through its schemas and names query keys from factories', () => {
  it('a cast of an answer, a typed query and a literal key fail; a factory may hold the literal', async () => {
    const file = 'src/web/features/goals/api/example.ts';
    expect(await reported(file, 'export const read = async (res: Response) => (await res.json()) as { id: string };')).toEqual([
      expect.stringContaining('readJson'),
    ]);
    expect(
      await reported(file, "import { useQuery } from '@tanstack/react-query';\nexport const q = () => useQuery<string[]>({ queryKey: ['goals'] });"),
    ).toEqual([expect.stringContaining('no type arguments'), literalKey]);
    expect(await reported(file, "export const key = ['/api/goals'] as const;")).toEqual([literalKey]);
    expect(await reported('src/web/features/goals/api/query-keys.ts', "export const goalKeys = { all: ['/api/goals'] as const };")).toEqual([]);
  });

  it('invalidating the whole cache, or a hand-picked filter of it, fails outside lib/query-keys.ts', async () => {
    const source = (call: string) => `import type { QueryClient } from '@tanstack/react-query';\nexport const f = (qc: QueryClient) => ${call};`;
    expect(await reported('src/web/features/goals/api/example.ts', source('qc.invalidateQueries()'))).toEqual([expect.stringContaining('not the whole cache')]);
    expect(await reported('src/web/features/goals/api/example.ts', source('qc.invalidateQueries({ predicate: () => true })'))).toEqual([
      expect.stringContaining('hand-picked filter'),
    ]);
    expect(await reported('src/web/lib/query-keys.ts', source('qc.invalidateQueries({ predicate: () => true })'))).toEqual([]);
  });

  it('counts 0 casts of API data and 0 literal query keys outside the factories on the whole web', async () => {
    const { files, casts, literalKeys, wholeCacheCalls } = await webDataDiscipline();
    console.info(
      `web files: ${files}; casts of API data: ${casts.length}; literal query keys outside factories: ${literalKeys.length}; ` +
        `whole-cache invalidations outside lib/query-keys.ts: ${wholeCacheCalls.length}`,
    );
    expect({ casts, literalKeys, wholeCacheCalls }).toEqual({ casts: [], literalKeys: [], wholeCacheCalls: [] });
  }, 300_000);
});
