import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * Server and shared tests that never reach PostgreSQL: pure functions, parsers, ESLint's fences, and the embedded
 * database's own start-up (which always runs its own server). CI runs the `api` project a second time on another
 * PostgreSQL; these would only repeat themselves there.
 */
const withoutDatabase = [
  'src/shared/**/*.test.ts',
  'src/server/config.test.ts',
  'src/server/lint-fences.test.ts',
  'src/server/db/connection-errors.test.ts',
  'src/server/db/embedded.test.ts',
  'src/server/plugins/response-serializer.test.ts',
  'src/server/test/authenticator.test.ts',
  'src/server/features/assistant/correlations.test.ts',
  'src/server/features/assistant/providers/builtin-chat.test.ts',
  'src/server/features/assistant/providers/builtin-reconnection.test.ts',
  'src/server/features/auth/password.test.ts',
  'src/server/features/backups/backup-files.test.ts',
  'src/server/features/calendar/ics/ics-series.test.ts',
  'src/server/features/health-metrics/apple-health-limits.test.ts',
  'src/server/features/health-metrics/health-ingest-map.test.ts',
  'src/server/features/sessions/user-agent.test.ts',
];

const server = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks' } as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'unit', include: withoutDatabase, ...server },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          exclude: withoutDatabase,
          globalSetup: ['src/server/test/global-setup.ts'],
          ...server,
        },
      },
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
