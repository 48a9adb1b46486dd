import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';

/**
 * Server and shared tests that never reach PostgreSQL: pure functions, parsers and ESLint's fences. CI runs the
 * database's projects a second time on another PostgreSQL; these would only repeat themselves there.
 */
const withoutDatabase = [
  'src/shared/**/*.test.ts',
  'src/server/config.test.ts',
  'src/server/lint-fences.test.ts',
  'src/server/structure.test.ts',
  'src/server/repository-docs.test.ts',
  'src/server/db/connection-errors.test.ts',
  'src/server/plugins/response-serializer.test.ts',
  'src/server/test/authenticator.test.ts',
  'src/server/features/assistant/correlation-insights.test.ts',
  'src/server/features/assistant/facts.test.ts',
  'src/server/features/assistant/providers/builtin-chat.test.ts',
  'src/server/features/assistant/providers/builtin-reconnection.test.ts',
  'src/server/features/assistant/understand/**/*.test.ts',
  'src/server/features/auth/password.test.ts',
  'src/server/features/backups/backup-files.test.ts',
  'src/server/features/calendar/ics/ics-real-world.test.ts',
  'src/server/features/calendar/subscriptions/subscription-url.test.ts',
  'src/server/features/calendar/ics/ics-series.test.ts',
  'src/server/features/health-metrics/apple-health-limits.test.ts',
  'src/server/features/health-metrics/correlations.test.ts',
  'src/server/features/health-metrics/health-ingest-map.test.ts',
  'src/server/features/sessions/user-agent.test.ts',
  'src/server/features/tasks/task-import-read.test.ts',
];

/** The embedded database's own start-up: it always runs its own servers, never the suite's PostgreSQL. */
const embedded = ['src/server/db/embedded.test.ts'];

/** Tests that hold a server to a latency, memory or CPU bar: each runs alone, with nothing beside it on the machine. */
const measured = [
  'src/server/import-stall.test.ts',
  'src/server/features/health-metrics/apple-health-large.test.ts',
  'src/server/features/health-metrics/apple-health-bombs.test.ts',
];

/**
 * The assistant's understanding, played through the chat route against sets of phrasings: it measures words, not the
 * database, so CI's second PostgreSQL pass leaves it out.
 */
const understanding = ['src/server/test/assistant-eval/assistant-eval.test.ts'];

const server = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks' } as const;
const database = { globalSetup: ['src/server/test/global-setup.ts'] };
/**
 * A project of one worker runs its files one at a time; its own group order runs it after the others (Vitest runs
 * projects of one group order together), so nothing else is on the machine beside it.
 */
const alone = (groupOrder: number) => ({ maxWorkers: 1, sequence: { groupOrder } });

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single one on a two-core machine. Most test time is spent
    // waiting on PostgreSQL and child processes, so two files at a time keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'unit', include: withoutDatabase, ...server } },
      { test: { name: 'embedded', include: embedded, ...server, ...alone(1) } },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: [...withoutDatabase, ...embedded, ...measured, ...understanding],
          ...server,
          ...database,
        },
      },
      { test: { name: 'understanding', include: understanding, ...server, ...database } },
      { test: { name: 'api-measured', include: measured, ...server, ...database, ...alone(2) } },
      {
        resolve: { alias: { '@': fileURLToPath(new URL('./src/web', import.meta.url)) } },
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
