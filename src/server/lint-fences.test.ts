import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
// The fences need no types: without them a file that exists only in the test lints, and quickly.
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

/** The messages of `rule` ESLint reports for `source` as if it were the file at `file` (relative to the repository). */
async function reported(rule: string, file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = value;\n`, { filePath: `${root}${file}` });
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

const fences = (file: string, source: string) => reported('import-x/no-restricted-paths', file, source);

describe('server import fences', () => {
  it('only a repo imports the tables', async () => {
    expect(await fences('src/server/features/goals/goals.service.ts', "import { goals as value } from '../../db/schema/index.js';")).toEqual([
      expect.stringContaining('Only a *.repo.ts'),
    ]);
    expect(await fences('src/server/plugins/example.ts', "import { users as value } from '../db/schema/users.js';")).toEqual([
      expect.stringContaining('Only a *.repo.ts'),
    ]);
    expect(await fences('src/server/features/goals/goals.repo.ts', "import { goals as value } from '../../db/schema/index.js';")).toEqual([]);
    expect(await fences('src/server/db/example.ts', "import { users as value } from './schema/index.js';")).toEqual([]);
    expect(await fences('src/server/features/goals/example.test.ts', "import { goals as value } from '../../db/schema/index.js';")).toEqual([]);
  });

  it("a feature reaching into another feature's files fails, its index.ts is allowed", async () => {
    expect(
      await fences('src/server/features/goals/goals.service.ts', "import { createTimeBlocksRepo as value } from '../time-blocks/time-blocks.repo.js';"),
    ).toEqual([expect.stringContaining('only through its index.ts')]);
    expect(await fences('src/server/features/calendar/ics/example.ts', "import { createGoalsService as value } from '../../goals/goals.service.js';")).toEqual([
      expect.stringContaining('only through its index.ts'),
    ]);
    expect(await fences('src/server/features/goals/goals.service.ts', "import { createTimeBlocksService as value } from '../time-blocks/index.js';")).toEqual(
      [],
    );
    expect(await fences('src/server/features/calendar/ics/example.ts', "import { createCalendarRepo as value } from '../calendar.repo.js';")).toEqual([]);
  });

  it('the server never imports web code', async () => {
    expect(await fences('src/server/app.ts', "import { api as value } from '../web/lib/api.js';")).toEqual([expect.stringContaining('never imports web code')]);
  });
});

describe('the composition root', () => {
  const built = (file: string, source: string) => reported('no-restricted-syntax', file, source);

  it('a repo or service built outside app.ts fails, handed in it passes', async () => {
    const source = "import { createGoalsRepo, createGoalsService } from '../goals/index.js';\nconst value = createGoalsService({ repo: createGoalsRepo(db) });";
    expect(await built('src/server/features/tasks/example.ts', source)).toEqual([
      expect.stringContaining('built once, in src/server/app.ts'),
      expect.stringContaining('built once, in src/server/app.ts'),
    ]);
    expect(await built('src/server/app.ts', source)).toEqual([]);
    expect(await built('src/server/features/tasks/example.test.ts', source)).toEqual([]);
  });
});

describe('import cycles', () => {
  it('a module importing one that imports it back fails', async () => {
    // builtin-review.ts imports facts.ts: facts.ts importing it back closes a circle.
    const cycle = await reported(
      'import-x/no-cycle',
      'src/server/features/assistant/facts.ts',
      "import { renderReview as value } from './providers/builtin-review.js';",
    );
    expect(cycle).toEqual([expect.stringContaining('Dependency cycle')]);
  });

  it('a type-only import back is not a circle', async () => {
    const typeOnly = await reported(
      'import-x/no-cycle',
      'src/server/features/assistant/facts.ts',
      "import type { renderReview } from './providers/builtin-review.js';\nconst value = 1;",
    );
    expect(typeOnly).toEqual([]);
  });

  it('the web app is checked for circles too', async () => {
    const cycle = await reported('import-x/no-cycle', 'src/web/lib/api.ts', "import { useAuth as value } from './use-auth';");
    expect(cycle).toEqual([expect.stringContaining('Dependency cycle')]);
  });
});
