import { nextPage } from '../../pagination.js';
import { todayIn } from '../../../shared/dates.js';
import { cycleAnchor, reviewWeekNumber, reviewWeekOf } from '../../../shared/review-weeks.js';
import type { ProgressReview } from '../../../shared/schemas/progress-reviews.js';
import type { AiContextFactory, AiProvider, AiUser } from '../assistant/index.js';
import type { ProgressReviewRow, ProgressReviewsRepo } from './progress-reviews.repo.js';

function toDto(row: ProgressReviewRow): ProgressReview {
  return {
    id: row.id,
    weekNumber: row.weekNumber,
    startDate: row.startDate,
    endDate: row.endDate,
    aiReport: row.aiReport,
    achievements: row.achievements,
    patterns: row.patterns,
    recommendations: row.recommendations,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createProgressReviewsService(deps: { context: AiContextFactory; repo: ProgressReviewsRepo; ai: AiProvider; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async list(user: AiUser, before?: string) {
      const rows = await nextPage({
        rows: await deps.repo.list(user.id, before),
        before,
        cursorExists: (id) => deps.repo.exists(user.id, id),
        what: 'Progress review',
      });
      return rows.map(toDto);
    },

    /** Reviews the current Monday–Sunday week in the user's timezone, numbered within their 12-week cycle. */
    async generate(user: AiUser) {
      const t = now();
      const week = reviewWeekOf(todayIn(user.timezone, t));
      const [reviewed, content] = await Promise.all([deps.repo.weekStarts(user.id), deps.ai.review(deps.context(user, t), week)]);
      const weekNumber = reviewWeekNumber(cycleAnchor(reviewed, week.startDate), week.startDate);
      return toDto(await deps.repo.upsert(user.id, { ...week, weekNumber, ...content }));
    },
  };
}

export type ProgressReviewsService = ReturnType<typeof createProgressReviewsService>;
