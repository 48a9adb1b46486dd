import { nextPage } from '../../pagination.js';
import type { Insight } from '../../../shared/schemas/insights.js';
import type { AiContextFactory, AiProvider, AiUser } from '../assistant/index.js';
import type { InsightRow, InsightsRepo } from './insights.repo.js';

function toDto(row: InsightRow): Insight {
  return { id: row.id, kind: row.kind, title: row.title, body: row.body, createdAt: row.createdAt.toISOString() };
}

export function createInsightsService(deps: { context: AiContextFactory; repo: InsightsRepo; ai: AiProvider; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async list(user: AiUser, limit: number, before?: string) {
      const rows = await nextPage({
        rows: await deps.repo.list(user.id, limit, before),
        before,
        cursorExists: (id) => deps.repo.exists(user.id, id),
        what: 'Insight',
      });
      return rows.map(toDto);
    },

    async generate(user: AiUser) {
      const drafts = await deps.ai.insights(deps.context(user, now()));
      return (await deps.repo.insertBatch(user.id, drafts)).map(toDto);
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
