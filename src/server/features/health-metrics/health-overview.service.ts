import { shiftDate, todayIn } from '../../../shared/dates.js';
import { createFormatter, DEFAULT_REPLY_LOCALE } from '../../../shared/format.js';
import { resolveHealthTargets } from '../../../shared/health-metrics.js';
import type { HealthOverview } from '../../../shared/schemas/health-overview.js';
import type { UserRow } from '../../plugins/session.js';
import type { TimeBlocksService } from '../time-blocks/index.js';
import { buildOverview, CORRELATION_DAYS } from './correlations.js';
import type { HealthMetricsService } from './health-metrics.service.js';

type OverviewUser = Pick<UserRow, 'id' | 'timezone' | 'numberBase' | 'timeFormat' | 'weightUnit' | 'healthTargets'>;

/** The 12 × 12 picture of the user's own last twelve weeks: their health records and the blocks of the same days. */
export function createHealthOverviewService(deps: { health: HealthMetricsService; blocks: Pick<TimeBlocksService, 'list'>; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** `locale` is the request's language, for the dates in the findings' sentences. */
    async load(user: OverviewUser, locale?: string): Promise<HealthOverview> {
      const at = now();
      const today = todayIn(user.timezone, at);
      const from = shiftDate(today, -(CORRELATION_DAYS - 1));
      const [health, blocks] = await Promise.all([deps.health.listRange(user.id, { from, to: today }), deps.blocks.list(user, { from, to: today })]);
      const fmt = createFormatter({
        numberBase: user.numberBase,
        timeFormat: user.timeFormat,
        timezone: user.timezone,
        locale: locale ?? DEFAULT_REPLY_LOCALE,
        now: () => at,
      });
      const targets = resolveHealthTargets(user.healthTargets);
      return buildOverview({ health, blocks, today, targets, weightUnit: user.weightUnit, fmt });
    },
  };
}

export type HealthOverviewService = ReturnType<typeof createHealthOverviewService>;
