import { useState } from 'react';
import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { shiftDate } from '../../../shared/dates';
import {
  HEALTH_METRICS,
  getMetric,
  shownMetric,
  summarizeMetric,
  toShownValue,
  type HealthMetricKey,
  type HealthTargets,
  type WeightUnit,
} from '../../../shared/health-metrics';
import { Skeleton } from '@/components/ui/skeleton';
import { SelectInput } from '@/components/select-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { Formatter } from '../../../shared/format';
import { scaleFigure, useFormat, withUnit } from '@/lib/use-format';
import { useHealthMetricsRange } from './api/get-health-metrics-range';

export const TREND_PERIODS = [{ days: 7 }, { days: 30 }, { days: 84, label: '12 weeks' }] as const;

/** A period's name: its days counted in the user's base, but the 12 weeks are the product's own twelve (decision 0009). */
function periodName(days: number, fmt: Pick<Formatter, 'count'>): string {
  const named = TREND_PERIODS.find((p) => p.days === days);
  return named && 'label' in named ? named.label : `${fmt.count(days)} days`;
}

interface TrendPoint {
  date: string;
  label: string;
  /** In the unit shown; null on a day the metric was not recorded, which breaks the line there. */
  value: number | null;
}

/**
 * A point's dot: every dot on the short periods, and on the 12-week view only a day with no recorded neighbour,
 * which would otherwise draw nothing at all.
 */
function TrendDot(props: { cx?: number; cy?: number; index?: number; payload?: TrendPoint; points: TrendPoint[]; always: boolean }) {
  const { cx, cy, index = 0, payload, points, always } = props;
  if (cx === undefined || cy === undefined || !payload || payload.value === null) return null;
  const isolated = (points[index - 1]?.value ?? null) === null && (points[index + 1]?.value ?? null) === null;
  if (!always && !isolated) return null;
  return <circle cx={cx} cy={cy} r={3} fill="var(--background)" stroke="var(--chart-1)" strokeWidth={2} />;
}

function TrendChart({
  metricKey,
  days,
  today,
  weightUnit,
  targets,
}: {
  metricKey: HealthMetricKey;
  days: number;
  today: string;
  weightUnit: WeightUnit;
  targets: HealthTargets;
}) {
  const fmt = useFormat();
  const metric = getMetric(metricKey);
  const shown = shownMetric(metric, weightUnit);
  const target = toShownValue(metricKey, targets[metricKey], weightUnit);
  const from = shiftDate(today, -(days - 1));
  const { data, isLoading, isError } = useHealthMetricsRange(from, today);

  if (isLoading) {
    return (
      <div role="status" aria-label="Loading trend" className="space-y-3">
        <Skeleton className="h-60 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  if (isError || !data) return <p className="text-sm text-destructive">The trend could not be loaded. Please try again later.</p>;

  const byDate = new Map(data.map((record) => [record.date, record[metricKey]]));
  // One point per date: a day without a value is null, so the line stops there instead of bridging the gap.
  const points: TrendPoint[] = Array.from({ length: days }, (_, i) => {
    const date = shiftDate(from, i);
    const value = byDate.get(date) ?? null;
    return { date, label: fmt.date(date, 'short'), value: value === null ? null : toShownValue(metricKey, value, weightUnit) };
  });
  const summary = summarizeMetric(data, metricKey);
  const average = summary.average === null ? null : toShownValue(metricKey, summary.average, weightUnit);
  const periodLabel = periodName(days, fmt);
  const covered = `over ${fmt.count(summary.days)} of ${fmt.count(days)} days`;

  return (
    <div className="grid gap-4 md:grid-cols-[1fr_14rem]">
      <div role="region" aria-label={`${metric.label} trend chart`} className="h-60 w-full min-w-0">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 16, right: 16, bottom: 0, left: -8 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: 'var(--muted-foreground)' }} minTickGap={16} />
            <YAxis
              domain={[0, shown.max]}
              tick={{ fontSize: 12, fill: 'var(--muted-foreground)' }}
              tickFormatter={(tick: number) => scaleFigure(tick, shown.unit, fmt)}
              width={48}
            />
            <Tooltip
              contentStyle={{ background: 'var(--popover)', color: 'var(--popover-foreground)', border: '1px solid var(--border)', borderRadius: 8 }}
              formatter={(value) => [value === null || value === undefined ? 'Not recorded' : withUnit(Number(value), shown.unit, fmt), metric.label]}
            />
            <ReferenceLine
              y={target}
              stroke="var(--chart-3)"
              strokeDasharray="6 4"
              label={{ value: `Target ${scaleFigure(target, shown.unit, fmt)}`, position: 'insideTopRight', fill: 'var(--foreground)', fontSize: 12 }}
            />
            <Line
              type="monotone"
              dataKey="value"
              name={metric.label}
              stroke="var(--chart-1)"
              strokeWidth={2}
              connectNulls={false}
              dot={(props) => <TrendDot key={props.index} {...props} points={points} always={days <= 30} />}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <dl className="grid grid-cols-2 content-start gap-x-4 gap-y-2 text-sm md:grid-cols-1" aria-label={`${metric.label} over the last ${periodLabel}`}>
        <div>
          <dt className="text-muted-foreground">Average</dt>
          <dd className="font-semibold tabular-nums">
            {average === null ? (
              'No data'
            ) : (
              <>
                <span>{withUnit(average, shown.unit, fmt)}</span> <span className="font-normal text-muted-foreground">{covered}</span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Days recorded</dt>
          <dd className="font-semibold tabular-nums">
            {fmt.count(summary.days)} of {fmt.count(days)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Target</dt>
          <dd className="font-semibold tabular-nums">
            {withUnit(target, shown.unit, fmt)}
            {metric.direction === 'lower' ? ' or less' : metric.direction === 'closer' ? ', nearer is better' : ''}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** Loaded lazily: recharts stays out of the tracker's first paint. */
export default function HealthTrends({ today, weightUnit, targets }: { today: string; weightUnit: WeightUnit; targets: HealthTargets }) {
  const fmt = useFormat();
  const [metricKey, setMetricKey] = useState<HealthMetricKey>('sleep');
  const [period, setPeriod] = useState('7');
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <SelectInput
          id="trend-metric"
          label="Metric"
          value={metricKey}
          onChange={setMetricKey}
          triggerClassName="w-full sm:w-48"
          options={HEALTH_METRICS.map((m) => ({ value: m.key, label: m.label }))}
        />
      </div>
      <Tabs value={period} onValueChange={setPeriod}>
        <TabsList aria-label="Trend period">
          {TREND_PERIODS.map((p) => (
            <TabsTrigger key={p.days} value={String(p.days)}>
              {periodName(p.days, fmt)}
            </TabsTrigger>
          ))}
        </TabsList>
        {TREND_PERIODS.map((p) => (
          // Every panel stays mounted so each tab's aria-controls points at a real element.
          <TabsContent key={p.days} value={String(p.days)} forceMount className="data-[state=inactive]:hidden">
            {period === String(p.days) && <TrendChart metricKey={metricKey} days={p.days} today={today} weightUnit={weightUnit} targets={targets} />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
