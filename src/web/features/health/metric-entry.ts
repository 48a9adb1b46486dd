import {
  metricValueProblem,
  normalizeMetricValue,
  parseMetricInput,
  shownMetric,
  toShownValue,
  type HealthMetricDefinition,
  type WeightUnit,
} from '../../../shared/health-metrics';

/**
 * Why a typed entry cannot be saved, in the unit the user types in; null when it can. The rule is the server's
 * (what a day can physically hold): the slider's maximum bounds the slider only.
 */
export function metricEntryProblem(metric: HealthMetricDefinition, text: string, unit: WeightUnit): string | null {
  if (metricValueProblem(metric, normalizeMetricValue(metric, text, unit)) === null) return null;
  const shown = shownMetric(metric, unit);
  const bounds = { label: metric.label, least: toShownValue(metric.key, metric.least, unit), most: shown.most, unit: shown.unit };
  return metricValueProblem(bounds, parseMetricInput(text)) ?? metricValueProblem(metric, normalizeMetricValue(metric, text, unit));
}

/** A stored value as the field shows it: the user's unit, to two decimals at most (the value itself is kept whole). */
export function entryText(metric: Pick<HealthMetricDefinition, 'key'>, stored: number, unit: WeightUnit): string {
  return String(Number(toShownValue(metric.key, stored, unit).toFixed(2)));
}
