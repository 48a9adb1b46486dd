import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { LIFE_AREAS, type LifeArea } from '../../../shared/life-areas';
import type { LifeAreaSummary } from '../../../shared/schemas/dashboard';
import { Progress } from '@/components/ui/progress';
import { useFormat } from '@/lib/use-format';
import { DashboardSection } from './dashboard-section';

function emptyText(area: LifeArea): string {
  switch (area.key) {
    case 'time':
      return 'Nothing blocked today yet.';
    case 'health':
      return "Today's metrics are not recorded yet.";
    case 'relationships':
      return 'No people added yet.';
    case 'goals':
      return 'No active goals yet.';
    case 'rest':
      return 'No data yet. Record your sleep, or add a goal in the category “Rest”.';
    default:
      return `No data yet. Add a goal in the category “${area.name}”.`;
  }
}

function Signal({ area, summary }: { area: LifeArea; summary: LifeAreaSummary | undefined }) {
  const fmt = useFormat();
  const signal = summary?.signal ?? null;
  if (!signal) return <p className="text-sm text-muted-foreground">{emptyText(area)}</p>;
  const value = signal.unit === 'count' ? fmt.count(signal.value) : signal.unit === 'percent' ? fmt.percent(signal.value) : fmt.figure(signal.value);
  return (
    <div className="space-y-2">
      <p className="text-sm">
        <span className="block text-xl font-semibold tabular-nums sm:inline">{value}</span> {signal.label}
      </p>
      {signal.progress !== null && <Progress value={signal.progress} aria-label={`${area.name}: ${fmt.percent(signal.progress)}`} />}
    </div>
  );
}

export function LifeAreaCards({ areas }: { areas: LifeAreaSummary[] }) {
  const fmt = useFormat();
  return (
    <DashboardSection title="Twelve life areas" description="Each area of life with a live signal from your own data.">
      <ul className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3 xl:grid-cols-4">
        {LIFE_AREAS.map((area, index) => {
          const summary = areas.find((a) => a.key === area.key);
          const body = (
            <>
              <div className="flex items-start justify-between gap-2">
                <h3 className="min-w-0 break-words font-semibold leading-tight">
                  <span className="mr-1.5 hidden text-xs font-medium tabular-nums text-muted-foreground sm:inline" aria-hidden="true">
                    {fmt.count(index + 1)}
                  </span>
                  {area.name}
                </h3>
                {area.href && <ArrowRight className="hidden size-4 shrink-0 text-primary sm:block" aria-hidden="true" />}
              </div>
              <p className="hidden text-xs text-muted-foreground sm:block">{area.description}</p>
              <Signal area={area} summary={summary} />
            </>
          );
          const frame = 'flex h-full flex-col gap-2 rounded-lg border p-3 sm:p-4';
          return (
            <li key={area.key} data-area={area.key}>
              {area.href ? (
                <Link
                  href={area.href}
                  className={`${frame} border-primary/40 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring`}
                >
                  {body}
                </Link>
              ) : (
                <div className={frame}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </DashboardSection>
  );
}
