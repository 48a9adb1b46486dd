import type { HealthTargets, WeightUnit } from '../../../../shared/health-metrics';

/** The health feature's query keys: every query of its data, and every invalidation of it, names them from here. */
export const healthKeys = {
  /** Every health query starts with it, so a saved day refreshes the trends and the overview too. */
  all: ['/api/health-metrics'] as const,
  day: (date: string) => [...healthKeys.all, date] as const,
  range: (from: string, to: string) => [...healthKeys.all, 'range', from, to] as const,
  /** Keyed by the targets and weight unit too, so changing them draws the picture again. */
  overview: (prefs: { targets: HealthTargets; weightUnit: WeightUnit }) =>
    [...healthKeys.all, 'overview', prefs.weightUnit, JSON.stringify(prefs.targets)] as const,
};
