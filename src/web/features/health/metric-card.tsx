import {
  metricScore,
  normalizeMetricValue,
  parseMetricInput,
  shownMetric,
  toShownValue,
  type HealthMetricDefinition,
  type WeightUnit,
} from '../../../shared/health-metrics';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Slider } from '@/components/ui/slider';
import { scaleFigure, unitLabel, useFormat, withUnit } from '@/lib/use-format';
import { metricEntryProblem } from './metric-entry';

export const NOT_RECORDED = 'Not recorded';

const DIRECTION_HINT = { higher: '', lower: ' or less', closer: ', nearer is better' } as const;

/**
 * One metric: a slider and a number input bound to the same local text, and its score against the target.
 * `text` null is a metric not recorded for the day: no value, no score, until the user sets one. The slider runs
 * to the slider's maximum (docs/product.md, Health metrics); the field takes anything a day can hold (26,000 steps), kept as typed.
 */
export function MetricCard({
  metric,
  text,
  onTextChange,
  onClear,
  weightUnit,
  target,
}: {
  metric: HealthMetricDefinition;
  text: string | null;
  onTextChange: (text: string) => void;
  onClear: () => void;
  weightUnit: WeightUnit;
  /** The user's target, in the stored unit. */
  target: number;
}) {
  const fmt = useFormat();
  const shown = shownMetric(metric, weightUnit);
  const problem = text === null ? null : metricEntryProblem(metric, text, weightUnit);
  const stored = text === null || problem ? null : normalizeMetricValue(metric, text, weightUnit);
  const value = text === null ? null : parseMetricInput(text);
  const score = stored === null ? null : Math.round(metricScore(metric, stored, target));
  const inputId = `metric-${metric.key}`;
  const hintId = `metric-${metric.key}-hint`;
  const errorId = `metric-${metric.key}-error`;
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold">{metric.label}</h3>
        <span className="text-sm tabular-nums" data-testid={`metric-${metric.key}-value`}>
          {value === null ? <span className="italic text-muted-foreground">{NOT_RECORDED}</span> : withUnit(value, shown.unit, fmt)}
        </span>
      </div>
      <Slider
        thumbLabel={metric.label}
        thumbValueText={value === null ? NOT_RECORDED : value > shown.max || value < 0 ? withUnit(value, shown.unit, fmt) : undefined}
        min={0}
        max={shown.max}
        step={shown.step}
        value={[Math.min(shown.max, Math.max(0, value ?? 0))]}
        onValueChange={([next]) => onTextChange(String(next))}
        className={value === null ? 'opacity-60' : undefined}
      />
      <div className="flex items-center gap-2">
        <Label htmlFor={inputId} className="sr-only">
          {metric.label} value
        </Label>
        <Input
          id={inputId}
          type="number"
          inputMode="decimal"
          min={toShownValue(metric.key, metric.least, weightUnit)}
          max={shown.most}
          step="any"
          value={text ?? ''}
          placeholder={NOT_RECORDED}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => onTextChange(event.target.value)}
          // A non-numeric entry becomes 0 (docs/product.md, Health metrics); a number stays as typed, never clamped nor rounded.
          onBlur={() => {
            if (value !== null && String(value) !== text) onTextChange(String(value));
          }}
          // Wide enough for the "Not recorded" placeholder beside the number field's arrows.
          className="w-40"
        />
        <span className="text-sm text-muted-foreground">{unitLabel(shown.unit, fmt)}</span>
        {text !== null && (
          <Button type="button" variant="ghost" size="sm" className="ml-auto" aria-label={`Clear ${metric.label}`} onClick={onClear}>
            Clear
          </Button>
        )}
      </div>
      {problem && (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {problem}
        </p>
      )}
      <p id={hintId} className="text-xs text-muted-foreground">
        Target {withUnit(toShownValue(metric.key, target, weightUnit), shown.unit, fmt)}
        {DIRECTION_HINT[metric.direction]} · slider to {scaleFigure(shown.max, shown.unit, fmt)} · up to {scaleFigure(shown.most, shown.unit, fmt)}
      </p>
      {problem ? null : score === null ? (
        <p className="text-xs text-muted-foreground">{NOT_RECORDED}: not counted in the score</p>
      ) : (
        <div className="flex items-center gap-2">
          <Progress value={score} aria-label={`${metric.label} progress toward target`} className="flex-1" />
          <span className="w-10 text-right text-xs tabular-nums text-muted-foreground">{fmt.percent(score)}</span>
        </div>
      )}
    </Card>
  );
}
