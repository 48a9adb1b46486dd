import { metricProgress, normalizeMetricValue, type HealthMetricDefinition } from '../../../shared/health-metrics';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Slider } from '@/components/ui/slider';

/** One metric: a slider and a number input bound to the same local text, and its progress toward the target. */
export function MetricCard({
  metric,
  text,
  onTextChange,
}: {
  metric: HealthMetricDefinition;
  text: string;
  onTextChange: (text: string) => void;
}) {
  const value = normalizeMetricValue(metric, text);
  const progress = Math.round(metricProgress(metric, value));
  const inputId = `metric-${metric.key}`;
  const hintId = `metric-${metric.key}-hint`;
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold">{metric.label}</h3>
        <span className="text-sm tabular-nums">
          {value} <span className="text-muted-foreground">{metric.unit}</span>
        </span>
      </div>
      <Slider
        thumbLabel={metric.label}
        min={0}
        max={metric.max}
        step={metric.step}
        value={[value]}
        onValueChange={([next]) => onTextChange(String(next))}
      />
      <div className="flex items-center gap-2">
        <Label htmlFor={inputId} className="sr-only">
          {metric.label} value
        </Label>
        <Input
          id={inputId}
          type="number"
          inputMode="decimal"
          min={0}
          max={metric.max}
          step={metric.step}
          value={text}
          aria-describedby={hintId}
          onChange={(event) => onTextChange(event.target.value)}
          // Spec §5: a non-numeric entry becomes 0; out-of-range or off-step values settle on a valid one.
          onBlur={() => onTextChange(String(value))}
          className="w-28"
        />
        <span className="text-sm text-muted-foreground">{metric.unit}</span>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        Target {metric.target} {metric.unit}
        {metric.lowerIsBetter ? ' or less' : ''} · max {metric.max} · step {metric.step}
      </p>
      <div className="flex items-center gap-2">
        <Progress value={progress} aria-label={`${metric.label} progress toward target`} className="flex-1" />
        <span className="w-10 text-right text-xs tabular-nums text-muted-foreground">{progress}%</span>
      </div>
    </Card>
  );
}
