import { useEffect, useState } from 'react';
import {
  HEALTH_METRICS,
  getMetric,
  healthScore,
  normalizeMetricValue,
  parseMetricInput,
  recordedMetricKeys,
  unrecordedMetrics,
  type HealthMetricKey,
  type HealthMetricRecord,
  type HealthTargets,
  type WeightUnit,
} from '../../../shared/health-metrics';
import type { HealthMetrics } from '../../../shared/schemas/health-metrics';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useFormat } from '@/lib/use-format';
import { useCreateHealthMetrics } from './api/create-health-metrics';
import { useUpdateHealthMetrics } from './api/update-health-metrics';
import { MetricCard } from './metric-card';
import { entryText, metricEntryProblem } from './metric-entry';

export const HEALTH_EMPTY_TEXT = 'No entry for this day yet — move the sliders and press Save.';

/** What each field holds, in the unit shown; null is a metric not recorded. */
type Texts = Record<HealthMetricKey, string | null>;

function recordOf(record: HealthMetrics | null): HealthMetricRecord {
  const values = unrecordedMetrics();
  if (record) for (const m of HEALTH_METRICS) values[m.key] = record[m.key];
  return values;
}

function textsOf(values: HealthMetricRecord, unit: WeightUnit): Texts {
  return Object.fromEntries(
    HEALTH_METRICS.map((m) => {
      const value = values[m.key];
      return [m.key, value === null ? null : entryText(m, value, unit)];
    }),
  ) as Texts;
}

/**
 * Whether a field differs from what the saved value shows as: a weight kept to the millionth of a pound and shown
 * in kilograms to a tenth is not changed by being shown, so it is never sent back rounded.
 */
function fieldChanged(text: string | null, savedText: string | null): boolean {
  if (text === null || savedText === null) return text !== savedText;
  return parseMetricInput(text) !== parseMetricInput(savedText);
}

/**
 * The chosen day's twelve metrics; edits stay in this local copy until Save (docs/product.md, Health tracker). Only the metrics the user
 * touched are sent, as typed: the others stay as they are, and a recorded one can be cleared again.
 */
export function HealthDayEditor({
  date,
  isToday,
  record,
  weightUnit,
  targets,
  onDirtyChange,
}: {
  date: string;
  isToday: boolean;
  record: HealthMetrics | null;
  weightUnit: WeightUnit;
  targets: HealthTargets;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const fmt = useFormat();
  const [saved, setSaved] = useState<HealthMetricRecord>(() => recordOf(record));
  const [exists, setExists] = useState(record !== null);
  const [texts, setTexts] = useState<Texts>(() => textsOf(recordOf(record), weightUnit));
  const [textsUnit, setTextsUnit] = useState<WeightUnit>(weightUnit);
  const create = useCreateHealthMetrics();
  const update = useUpdateHealthMetrics();
  const saving = create.isPending || update.isPending;

  // A weight typed before the unit changed keeps its meaning in the new unit.
  if (textsUnit !== weightUnit) {
    const weight = texts.weight === null ? null : normalizeMetricValue(getMetric('weight'), texts.weight, textsUnit);
    setTexts((prev) => ({ ...prev, weight: weight === null ? null : entryText(getMetric('weight'), weight, weightUnit) }));
    setTextsUnit(weightUnit);
  }

  const savedTexts = textsOf(saved, textsUnit);
  const values = Object.fromEntries(
    HEALTH_METRICS.map((m) => [m.key, texts[m.key] === null ? null : normalizeMetricValue(m, texts[m.key] as string, textsUnit)]),
  ) as HealthMetricRecord;
  const changed = HEALTH_METRICS.filter((m) => fieldChanged(texts[m.key], savedTexts[m.key])).map((m) => m.key);
  const invalid = HEALTH_METRICS.some((m) => texts[m.key] !== null && metricEntryProblem(m, texts[m.key] as string, textsUnit) !== null);
  const dirty = changed.length > 0;
  const recorded = recordedMetricKeys(values).length;
  const score = invalid ? null : healthScore(values, targets);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  const onSaved = (next: HealthMetrics) => {
    const nextValues = recordOf(next);
    setSaved(nextValues);
    setExists(true);
    setTexts(textsOf(nextValues, weightUnit));
  };

  const save = () => {
    const changes = Object.fromEntries(changed.map((key) => [key, values[key]])) as Partial<HealthMetricRecord>;
    if (exists) update.mutate({ date, ...changes }, { onSuccess: onSaved });
    else create.mutate({ date, ...changes }, { onSuccess: onSaved });
  };

  return (
    <div className="space-y-4">
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm text-muted-foreground">{isToday ? "Today's health score" : 'Health score for this day'}</p>
          <p className="text-3xl font-bold tabular-nums" aria-live="polite" data-testid="health-score">
            {score === null ? (
              <>
                <span aria-hidden="true">—</span>
                <span className="sr-only">Not recorded</span>
              </>
            ) : (
              fmt.percent(score)
            )}
          </p>
          <p className="text-xs text-muted-foreground" data-testid="health-score-basis">
            {score === null
              ? 'No metric recorded yet: the score counts only the metrics you record.'
              : `The average score of the recorded ${recorded === 1 ? 'metric' : 'metrics'} (${fmt.ofTwelve(recorded)}) against your targets.`}
          </p>
        </div>
        {!exists && <p className="max-w-xs text-sm">{HEALTH_EMPTY_TEXT}</p>}
      </Card>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {HEALTH_METRICS.map((metric) => (
          <MetricCard
            key={metric.key}
            metric={metric}
            text={texts[metric.key]}
            weightUnit={textsUnit}
            target={targets[metric.key]}
            onTextChange={(text) => setTexts((prev) => ({ ...prev, [metric.key]: text }))}
            onClear={() => setTexts((prev) => ({ ...prev, [metric.key]: null }))}
          />
        ))}
      </div>

      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
        <p className="mr-auto text-sm" aria-live="polite">
          {invalid ? 'Fix the values marked above to save' : dirty ? 'Unsaved changes' : exists ? 'All changes saved' : ''}
        </p>
        <Button onClick={save} disabled={saving || !dirty || invalid}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </div>
  );
}
