// @vitest-environment node
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The fences need no types: without them a file that exists only in the test lints, and quickly.
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

/** The fence messages ESLint reports for `source` as if it were the file at `file` (relative to the repository). */
async function fences(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = value;\n`, { filePath: `${root}${file}` });
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('web import fences', () => {
  it("a feature reaching into another feature's folder fails, by alias or by relative path", async () => {
    const byAlias = await fences('src/web/features/settings/example.ts', "import { healthKeys as value } from '@/features/health/api/query-keys';");
    expect(byAlias).toEqual([expect.stringContaining('only through its index.ts')]);
    const relative = await fences(
      'src/web/features/relationships/example.tsx',
      "import { AiSuggestionButton as value } from '../ai-suggestion/ai-suggestion-button';",
    );
    expect(relative).toEqual([expect.stringContaining('only through its index.ts')]);
  });

  it("another feature's index.ts and the feature's own files are allowed", async () => {
    expect(await fences('src/web/features/settings/example.ts', "import { healthKeys as value } from '@/features/health';")).toEqual([]);
    expect(await fences('src/web/features/settings/example.ts', "import { useUpdateProfile as value } from './api/update-profile';")).toEqual([]);
    expect(await fences('src/web/features/settings/api/example.ts', "import { ProfileSection as value } from '@/features/settings/profile-section';")).toEqual(
      [],
    );
  });

  it('the app composes features through their index.ts, never their internals', async () => {
    expect(await fences('src/web/app/example.tsx', "import value from '@/features/goals/goals-page';")).toEqual([
      expect.stringContaining('through their index.ts'),
    ]);
    expect(await fences('src/web/app/example.tsx', "import { GoalsPage as value } from '@/features/goals';")).toEqual([]);
  });

  it('lib/ and components/ never import a feature, not even its index', async () => {
    expect(await fences('src/web/lib/example.ts', "import { healthKeys as value } from '@/features/health';")).toEqual([
      expect.stringContaining('never import a feature'),
    ]);
    expect(await fences('src/web/components/example.tsx', "import { InsightCards as value } from '../features/insights';")).toEqual([
      expect.stringContaining('never import a feature'),
    ]);
    expect(await fences('src/web/components/example.tsx', "import { useAuth as value } from '@/lib/use-auth';")).toEqual([]);
  });

  it('nothing imports the app shell: a feature, lib/ and components/ share through lib/', async () => {
    expect(await fences('src/web/features/command-palette/example.tsx', "import { AppLayout as value } from '@/app/app-layout';")).toEqual([
      expect.stringContaining('Nothing imports the app shell'),
    ]);
    expect(await fences('src/web/components/example.tsx', "import { AppLayout as value } from '../app/app-layout';")).toEqual([
      expect.stringContaining('Nothing imports the app shell'),
    ]);
    expect(await fences('src/web/features/command-palette/example.tsx', "import { NAV_ITEMS as value } from '@/lib/nav-items';")).toEqual([]);
  });

  it('the web app never imports server code, and may import shared code', async () => {
    expect(await fences('src/web/lib/example.ts', "import { loadConfig as value } from '../../server/config';")).toEqual([
      expect.stringContaining('never imports server code'),
    ]);
    expect(await fences('src/web/features/goals/example.ts', "import { loadConfig as value } from '../../../server/config';")).toEqual([
      expect.stringContaining('never imports server code'),
    ]);
    expect(await fences('src/web/lib/example.ts', "import { todayIn as value } from '../../shared/dates';")).toEqual([]);
  });
});
