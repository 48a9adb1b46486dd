import { shiftDate } from '../../../shared/dates.js';
import type { HealthOverview } from '../../../shared/schemas/health-overview.js';
import { type AiContext, healthPrefs } from '../assistant/index.js';
import { buildOverview, CORRELATION_DAYS } from './correlations.js';

/** The 12 × 12 picture of the signed-in user's own last twelve weeks. */
export async function loadHealthOverview(ctx: AiContext): Promise<HealthOverview> {
  const from = shiftDate(ctx.today, -(CORRELATION_DAYS - 1));
  const [health, blocks] = await Promise.all([ctx.data.health(from, ctx.today), ctx.data.blocks(from, ctx.today)]);
  const prefs = healthPrefs(ctx.user);
  return buildOverview({ health, blocks, today: ctx.today, targets: prefs.targets, weightUnit: prefs.weightUnit, fmt: ctx.fmt });
}
