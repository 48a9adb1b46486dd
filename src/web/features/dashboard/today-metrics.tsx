import { HEALTH_METRICS, metricProgress } from '../../../shared/health-metrics';
import type { HealthMetrics } from '../../../shared/schemas/health-metrics';
import { Progress } from '@/components/ui/progress';
import { formatMetricValue } from './dashboard-format';
import { DashboardSection, EmptyNote } from './dashboard-section';

// "/10" reads as part of the number (7/10); every other unit follows after a space.
const withUnit = (value: number, unit: string) => (unit.startsWith('/') || unit === '%' ? `${formatMetricValue(value)}${unit}` : `${formatMetricValue(value)} ${unit}`);

export function TodayMetrics({ health, score }: { health: HealthMetrics | null; score: number | null }) {
  return (
    <DashboardSection
      title="Today's health"
      description={score === null ? undefined : `${score}% of today's targets met across the twelve metrics.`}
      link={{ href: '/health-tracker', label: 'Open health tracker' }}
    >
      {health === null ? (
        <EmptyNote>No health metrics recorded today. Record your twelve metrics in the Health tracker.</EmptyNote>
      ) : (
        <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {HEALTH_METRICS.map((metric) => {
            const value = health[metric.key];
            const progress = Math.round(metricProgress(metric, value));
            return (
              <li key={metric.key} className="space-y-1">
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium">{metric.label}</span>
                  <span className="text-right tabular-nums text-muted-foreground">
                    {withUnit(value, metric.unit)} · target {formatMetricValue(metric.target)}
                  </span>
                </div>
                <Progress value={progress} aria-label={`${metric.label}: ${progress}% of target`} />
              </li>
            );
          })}
        </ul>
      )}
    </DashboardSection>
  );
}
