import { HEALTH_METRICS, metricScore, recordedMetricKeys, resolveHealthTargets, shownMetric, toShownValue } from '../../../shared/health-metrics';
import type { HealthMetrics } from '../../../shared/schemas/health-metrics';
import { Progress } from '@/components/ui/progress';
import { useAuth } from '@/lib/use-auth';
import { useFormat, withUnit } from '@/lib/use-format';
import { DashboardSection, EmptyNote } from './dashboard-section';

export function TodayMetrics({ health, score }: { health: HealthMetrics | null; score: number | null }) {
  const fmt = useFormat();
  const { user } = useAuth();
  const weightUnit = user?.weightUnit ?? 'lbs';
  const targets = resolveHealthTargets(user?.healthTargets);
  const recorded = health ? recordedMetricKeys(health).length : 0;
  return (
    <DashboardSection
      title="Today's health"
      description={
        score === null
          ? undefined
          : `${fmt.percent(score)} of today's targets met across the recorded ${recorded === 1 ? 'metric' : 'metrics'} (${fmt.ofTwelve(recorded)}).`
      }
      link={{ href: '/health-tracker', label: 'Open health tracker' }}
    >
      {health === null ? (
        <EmptyNote>No health metrics recorded today. Record your twelve metrics in the Health tracker.</EmptyNote>
      ) : (
        <ul className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {HEALTH_METRICS.map((metric) => {
            const value = health[metric.key];
            const shown = shownMetric(metric, weightUnit);
            const target = fmt.figure(toShownValue(metric.key, targets[metric.key], weightUnit));
            if (value === null) {
              return (
                <li key={metric.key} className="space-y-1">
                  <div className="flex items-baseline justify-between gap-2 text-sm">
                    <span className="font-medium">{metric.label}</span>
                    <span className="text-right italic text-muted-foreground">Not recorded · target {target}</span>
                  </div>
                </li>
              );
            }
            const progress = Math.round(metricScore(metric, value, targets[metric.key]));
            return (
              <li key={metric.key} className="space-y-1">
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium">{metric.label}</span>
                  <span className="text-right tabular-nums text-muted-foreground">
                    {withUnit(toShownValue(metric.key, value, weightUnit), shown.unit, fmt)} · target {target}
                  </span>
                </div>
                <Progress value={progress} aria-label={`${metric.label}: ${fmt.percent(progress)} of target`} />
              </li>
            );
          })}
        </ul>
      )}
    </DashboardSection>
  );
}
