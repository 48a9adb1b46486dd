import { useState } from 'react';
import { formatCount } from '../../../shared/dozenal';
import {
  HEALTH_METRICS,
  emptyMetricValues,
  healthScore,
  normalizeMetricValue,
  type HealthMetricKey,
  type HealthMetricValues,
} from '../../../shared/health-metrics';
import type { HealthMetrics } from '../../../shared/schemas/health-metrics';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCreateHealthMetrics } from './api/create-health-metrics';
import { useUpdateHealthMetrics } from './api/update-health-metrics';
import { MetricCard } from './metric-card';

export const HEALTH_EMPTY_TEXT = 'No entry for this day yet — move the sliders and press Save.';

type Texts = Record<HealthMetricKey, string>;

function valuesOf(record: HealthMetrics | null): HealthMetricValues {
  if (!record) return emptyMetricValues();
  const values = emptyMetricValues();
  for (const m of HEALTH_METRICS) values[m.key] = record[m.key];
  return values;
}

function textsOf(values: HealthMetricValues): Texts {
  return Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, String(values[m.key])])) as Texts;
}

/** The chosen day's twelve metrics; edits stay in this local copy until Save (spec §4). */
export function HealthDayEditor({
  date,
  isToday,
  record,
  base,
}: {
  date: string;
  isToday: boolean;
  record: HealthMetrics | null;
  base: 'decimal' | 'dozenal';
}) {
  const [saved, setSaved] = useState<HealthMetricValues>(() => valuesOf(record));
  const [exists, setExists] = useState(record !== null);
  const [texts, setTexts] = useState<Texts>(() => textsOf(valuesOf(record)));
  const create = useCreateHealthMetrics();
  const update = useUpdateHealthMetrics();
  const saving = create.isPending || update.isPending;

  const values = Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, normalizeMetricValue(m, texts[m.key])])) as HealthMetricValues;
  const dirty = HEALTH_METRICS.some((m) => values[m.key] !== saved[m.key]);
  const score = healthScore(values);

  const onSaved = (next: HealthMetrics) => {
    const nextValues = valuesOf(next);
    setSaved(nextValues);
    setExists(true);
    setTexts(textsOf(nextValues));
  };

  const save = () => {
    if (exists) {
      const changes: Partial<HealthMetricValues> = {};
      for (const m of HEALTH_METRICS) if (values[m.key] !== saved[m.key]) changes[m.key] = values[m.key];
      update.mutate({ date, ...changes }, { onSuccess: onSaved });
    } else {
      create.mutate({ date, ...values }, { onSuccess: onSaved });
    }
  };

  return (
    <div className="space-y-4">
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm text-muted-foreground">{isToday ? "Today's health score" : 'Health score for this day'}</p>
          <p className="text-3xl font-bold tabular-nums" aria-live="polite">
            {exists || dirty ? `${formatCount(score, base)}%` : '—'}
          </p>
          <p className="text-xs text-muted-foreground">The average progress of the 12 metrics toward their targets.</p>
        </div>
        {!exists && <p className="max-w-xs text-sm">{HEALTH_EMPTY_TEXT}</p>}
      </Card>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {HEALTH_METRICS.map((metric) => (
          <MetricCard
            key={metric.key}
            metric={metric}
            text={texts[metric.key]}
            onTextChange={(text) => setTexts((prev) => ({ ...prev, [metric.key]: text }))}
          />
        ))}
      </div>

      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-3 border-t bg-background/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
        <p className="mr-auto text-sm" aria-live="polite">
          {dirty ? 'Unsaved changes' : exists ? 'All changes saved' : ''}
        </p>
        <Button onClick={save} disabled={saving || (!dirty && exists)}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </div>
  );
}
