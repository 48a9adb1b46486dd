import { useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import {
  HEALTH_METRICS,
  WEIGHT_UNITS,
  fromShownValue,
  minTarget,
  shownMetric,
  toShownValue,
  type HealthMetricKey,
  type HealthTargets,
  type WeightUnit,
} from '../../../shared/health-metrics';
import { healthTargetsUpdateSchema, type HealthTargetsUpdate } from '../../../shared/schemas/health-metrics';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectInput } from '@/components/select-field';
import { useUpdateHealthPreferences } from './api/update-health-preferences';

type Texts = Record<HealthMetricKey, string>;

const UNIT_NAMES: Record<WeightUnit, string> = { lbs: 'Pounds (lbs)', kg: 'Kilograms (kg)' };

function textsFor(targets: HealthTargets, unit: WeightUnit): Texts {
  return Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, String(toShownValue(m.key, targets[m.key], unit))])) as Texts;
}

/** A typed target in the stored unit, rounded to the metric's step; null when the field is empty (the default). */
function storedTarget(key: HealthMetricKey, text: string, unit: WeightUnit): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return Number.NaN;
  const metric = HEALTH_METRICS.find((m) => m.key === key)!;
  const stored = fromShownValue(key, value, unit);
  return Number((Math.round(stored / metric.step) * metric.step).toFixed(6));
}

/** The user's own targets and weight unit; the default targets are what an empty field returns to. */
export function HealthPreferencesDialog({ targets, weightUnit }: { targets: HealthTargets; weightUnit: WeightUnit }) {
  const [open, setOpen] = useState(false);
  const [unit, setUnit] = useState<WeightUnit>(weightUnit);
  const [texts, setTexts] = useState<Texts>(() => textsFor(targets, weightUnit));
  const [errors, setErrors] = useState<Partial<Record<HealthMetricKey, string>>>({});
  const save = useUpdateHealthPreferences();

  const reset = (nextOpen: boolean) => {
    if (nextOpen) {
      setUnit(weightUnit);
      setTexts(textsFor(targets, weightUnit));
      setErrors({});
    }
    setOpen(nextOpen);
  };

  const changeUnit = (next: WeightUnit) => {
    // The weight target typed so far keeps its meaning in the new unit.
    const stored = storedTarget('weight', texts.weight, unit);
    setTexts((prev) => ({ ...prev, weight: stored === null || Number.isNaN(stored) ? prev.weight : String(toShownValue('weight', stored, next)) }));
    setUnit(next);
  };

  const submit = () => {
    const changes: HealthTargetsUpdate = {};
    for (const m of HEALTH_METRICS) {
      const stored = storedTarget(m.key, texts[m.key], unit);
      // The default target is not stored: it stays the default if the defaults ever change.
      changes[m.key] = stored === m.target ? null : stored;
    }
    const parsed = healthTargetsUpdateSchema.safeParse(changes);
    if (!parsed.success) {
      const next: Partial<Record<HealthMetricKey, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as HealthMetricKey;
        const metric = HEALTH_METRICS.find((m) => m.key === key)!;
        const shown = shownMetric(metric, unit);
        next[key] = `Enter a target from ${toShownValue(key, minTarget(metric), unit)} to ${shown.max} ${shown.unit}`;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate({ weightUnit: unit, healthTargets: parsed.data }, { onSuccess: () => setOpen(false) });
  };

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <SlidersHorizontal aria-hidden="true" />
          Targets and units
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Targets and units</DialogTitle>
          <DialogDescription>Your own target for each metric (empty returns it to the default) and the unit weight is shown and entered in.</DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <SelectInput
            id="weight-unit"
            label="Weight unit"
            value={unit}
            onChange={changeUnit}
            triggerClassName="w-full sm:w-56"
            options={WEIGHT_UNITS.map((u) => ({ value: u, label: UNIT_NAMES[u] }))}
          />
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-medium">Targets</legend>
            {HEALTH_METRICS.map((metric) => {
              const shown = shownMetric(metric, unit);
              const id = `target-${metric.key}`;
              const error = errors[metric.key];
              return (
                <div key={metric.key} className="space-y-1">
                  <Label htmlFor={id}>
                    {metric.label} target ({shown.unit})
                  </Label>
                  <Input
                    id={id}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={shown.max}
                    step="any"
                    placeholder={`Default ${toShownValue(metric.key, metric.target, unit)}`}
                    value={texts[metric.key]}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(event) => setTexts((prev) => ({ ...prev, [metric.key]: event.target.value }))}
                  />
                  {error && (
                    <p id={`${id}-error`} className="text-xs text-destructive">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
          <DialogFooter className="gap-2">
            <Button
              type="button"
              variant="ghost"
              onClick={() => setTexts(textsFor(Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, m.target])) as HealthTargets, unit))}
            >
              Use default targets
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
