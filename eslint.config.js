import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const web = join(import.meta.dirname, 'src/web');
const webFeatures = readdirSync(join(web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureIndex = join(web, 'features/*/index.ts');

/** The web fences (docs/architecture.md, Layers and fences): features meet only through each other's index.ts, composed in app/. */
const webFences = [
  ...webFeatures.map((feature) => ({
    target: join(web, 'features', feature),
    from: join(web, 'features/**'),
    except: [join(web, 'features', feature, '**'), featureIndex],
    message: `A feature imports another feature only through its index.ts (@/features/<name>).`,
  })),
  {
    target: [join(web, 'app'), join(web, '*.{ts,tsx}')],
    from: join(web, 'features/**'),
    except: [featureIndex],
    message: 'The app composes features through their index.ts (@/features/<name>).',
  },
  { target: [join(web, 'lib'), join(web, 'components')], from: join(web, 'features'), message: 'lib/ and components/ never import a feature.' },
  {
    target: [join(web, 'features'), join(web, 'lib'), join(web, 'components')],
    from: join(web, 'app'),
    message: 'Nothing imports the app shell (src/web/app): what a feature shares with it lives in lib/ or components/.',
  },
  { target: web, from: join(import.meta.dirname, 'src/server'), message: 'The web app never imports server code.' },
];

const server = join(import.meta.dirname, 'src/server');
const serverFeatures = readdirSync(join(server, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The server fences (docs/architecture.md, Layers and fences): features meet only through each other's index.ts. */
const serverFences = [
  ...serverFeatures.map((feature) => ({
    target: join(server, 'features', feature),
    from: join(server, 'features/**'),
    except: [join(server, 'features', feature, '**'), join(server, 'features/*/index.ts')],
    message: 'A server feature imports another feature only through its index.ts.',
  })),
  { target: server, from: join(import.meta.dirname, 'src/web'), message: 'The server never imports web code.' },
];

/** Only a repo touches the tables: everything else reads and changes data through a feature's repo or service. */
const tablesFence = { target: server, from: join(server, 'db/schema'), message: 'Only a *.repo.ts (or db/ itself) imports the tables in db/schema.' };

/**
 * The web's data discipline (docs/architecture.md, The web's data layer): an answer is read through its route's response schema
 * (`readJson`/`requestJson` in lib/api.ts), never cast; a query key comes from its feature's factory
 * (`features/<name>/api/query-keys.ts`, or lib/query-keys.ts for the signed-in user); a mutation invalidates the keys
 * it changed, never the whole cache (a change to all of the account goes through lib/query-keys.ts's one helper).
 */
const readJsonRule = {
  selector: "CallExpression[callee.property.name='json'][arguments.length=0]",
  message: 'Read an API answer with readJson(res, schema) or requestJson(…) from @/lib/api, so its type comes from the response schema.',
};
const literalKeyRules = [
  {
    selector: "Property[key.name='queryKey'] > ArrayExpression",
    message: "A query key comes from the feature's factory (features/<name>/api/query-keys.ts), never a literal.",
  },
  {
    selector: "ArrayExpression[elements.0.type='Literal'][elements.0.value=/^\\/api(\\/|$)/]",
    message: "A query key comes from the feature's factory (features/<name>/api/query-keys.ts), never a literal.",
  },
];
const apiDataRules = [
  readJsonRule,
  {
    selector: "TSAsExpression > CallExpression[callee.object.name='JSON'][callee.property.name='parse']",
    message: 'Parse JSON through a zod schema (schema.parse(JSON.parse(text))) rather than casting it.',
  },
  {
    selector: 'TSAsExpression > CallExpression[callee.property.name=/^(getQueryData|getQueriesData|fetchQuery|ensureQueryData)$/]',
    message: "Cached API data takes its type from the factory's query options: no cast.",
  },
  {
    selector:
      'CallExpression[callee.name=/^(useQuery|useSuspenseQuery|useInfiniteQuery|useSuspenseInfiniteQuery|queryOptions|infiniteQueryOptions)$/][typeArguments]',
    message: "A query's type comes from its fetcher's response schema: no type arguments, which would cast its data.",
  },
];
const queryKeyRules = [
  ...literalKeyRules,
  {
    selector: 'CallExpression[callee.property.name=/^(invalidateQueries|refetchQueries|resetQueries|removeQueries)$/][arguments.length=0]',
    message: 'Invalidate the keys the change touched, through their factories, not the whole cache.',
  },
  {
    selector:
      "CallExpression[callee.property.name=/^(invalidateQueries|refetchQueries|resetQueries|removeQueries)$/] > ObjectExpression > Property[key.name='predicate']",
    message: 'Invalidate the keys the change touched, through their factories (or invalidateAccountData), not a hand-picked filter.',
  },
];

const typedFiles = ['src/server/**/*.ts', 'src/web/**/*.{ts,tsx}'];

const { 'import-x/resolver': _defaultResolver, ...typescriptImportSettings } = importX.flatConfigs.typescript.settings;
const importSettings = {
  ...typescriptImportSettings,
  'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(import.meta.dirname, 'tsconfig.json') })],
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'src/server/db/migrations/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  // Type-aware rules on the server and the web (docs/decisions/0038-type-aware-lint.md): a promise left floating, a
  // promise where a callback's result is ignored, a switch that forgets a case.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: typedFiles })),
  {
    files: typedFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      // Fastify plugins must be async to be awaited, with or without an await inside (the decision record above).
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // A test reads an answer as light-my-request's `any` and its assertions are the check; vi.fn() spies pass methods around.
    files: ['src/server/**/*.test.ts', 'src/server/test/**', 'src/web/**/*.test.{ts,tsx}', 'src/web/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/web/**', 'react', 'fastify', 'drizzle-orm*'], message: 'src/shared imports only zod and its own files.' }] },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webFences }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/**/*.test.{ts,tsx}', 'src/web/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...apiDataRules, ...queryKeyRules] },
  },
  {
    files: ['src/web/lib/api.ts'],
    rules: { 'no-restricted-syntax': ['error', ...apiDataRules.filter((rule) => rule !== readJsonRule), ...queryKeyRules] },
  },
  {
    files: ['src/web/features/*/api/query-keys.ts'],
    rules: { 'no-restricted-syntax': ['error', ...apiDataRules, ...queryKeyRules.filter((rule) => !literalKeyRules.includes(rule))] },
  },
  {
    files: ['src/web/lib/query-keys.ts'],
    rules: { 'no-restricted-syntax': ['error', ...apiDataRules] },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...serverFences, tablesFence] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/app.ts', 'src/server/**/*.test.ts', 'src/server/test/**', 'src/server/cli/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name=/^create[A-Z]\\w*(Repo|Service)$/]',
          message: 'Repos and services are built once, in src/server/app.ts (the composition root), and handed to what needs them.',
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.repo.ts', 'src/server/db/**', 'src/server/test/**', 'src/server/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverFences }],
    },
  },
);
