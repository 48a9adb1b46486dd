import { useId } from 'react';
import type { HealthTargets, WeightUnit } from '../../../shared/health-metrics';
import type { HealthOverview } from '../../../shared/schemas/health-overview';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { useFormat, withUnit } from '@/lib/use-format';
import { useHealthOverview } from './api/get-health-overview';

type Cell = HealthOverview['metrics'][number]['weeks'][number];

/** How a week's mean stands against the target, in words: the colour repeats it, never replaces it. */
export const BANDS = [
  { key: 'met', label: 'On target', min: 90, className: 'bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50' },
  { key: 'near', label: 'Close', min: 70, className: 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-50' },
  { key: 'off', label: 'Off target', min: 0, className: 'bg-rose-100 text-rose-950 dark:bg-rose-950 dark:text-rose-50' },
] as const;

function bandOf(score: number) {
  return BANDS.find((b) => score >= b.min) ?? BANDS[BANDS.length - 1];
}

function OverviewCell({ cell, unit }: { cell: Cell; unit: string }) {
  const fmt = useFormat();
  if (cell.mean === null || cell.score === null) {
    return (
      <td className="bg-muted/40 px-2 py-1.5 text-center text-muted-foreground">
        <span aria-hidden="true">–</span>
        <span className="sr-only">No data</span>
      </td>
    );
  }
  const band = bandOf(cell.score);
  return (
    <td className={cn('px-2 py-1.5 text-center align-top tabular-nums', band.className)}>
      <span className="block font-medium">{withUnit(cell.mean, unit, fmt)}</span>
      <span className="block text-xs">{band.label}</span>
      <span className="sr-only">
        , {fmt.percent(cell.score)} of target over {fmt.count(cell.days)} {cell.days === 1 ? 'day' : 'days'}
      </span>
    </td>
  );
}

function OverviewSkeleton() {
  return (
    <div role="status" aria-label="Loading the last 12 weeks" className="space-y-3">
      <Skeleton className="h-72 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

/**
 * The 12 × 12 picture: each metric's weekly mean over the last twelve weeks against its target, as a table whose
 * cells say the value and how it stands, and the strongest relationships in the user's own data.
 */
/** A narrow screen shows part of the 12 weeks: start at the newest, the ones read first. */
const newestInView = (scroller: HTMLDivElement | null) => {
  if (scroller) scroller.scrollLeft = scroller.scrollWidth;
};

export function HealthOverviewSection({ targets, weightUnit }: { targets: HealthTargets; weightUnit: WeightUnit }) {
  const fmt = useFormat();
  const captionId = useId();
  const findingsId = useId();
  const { data, isLoading, isError } = useHealthOverview({ targets, weightUnit });
  if (isLoading) return <OverviewSkeleton />;
  if (isError || !data) return <p className="text-sm text-destructive">The last 12 weeks could not be loaded. Please try again later.</p>;
  const empty = data.metrics.every((m) => m.weeks.every((w) => w.mean === null));
  return (
    <div className="space-y-6">
      {empty ? (
        <p className="text-sm text-muted-foreground">Nothing recorded in the last 12 weeks yet. Each week you log fills a column of this picture.</p>
      ) : null}
      <div
        ref={newestInView}
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="relative overflow-x-auto rounded-md border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <table className="w-full min-w-[56rem] border-collapse text-sm" data-testid="health-overview">
          <caption id={captionId} className="px-3 py-2 text-left text-sm text-muted-foreground">
            Weekly means from {fmt.date(data.from, 'short')} to {fmt.date(data.to, 'short')}, each against its target
          </caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="sticky left-0 bg-card px-3 py-2 text-left font-medium">
                Metric
              </th>
              {data.weeks.map((w) => (
                <th key={w.start} scope="col" className="px-2 py-2 text-center text-xs font-medium whitespace-nowrap">
                  <span className="sr-only">Week of </span>
                  {fmt.date(w.start, 'short')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.metrics.map((m) => (
              <tr key={m.key} className="border-b last:border-b-0">
                <th scope="row" className="sticky left-0 bg-card px-3 py-2 text-left font-medium whitespace-nowrap">
                  {m.label}
                  <span className="block text-xs font-normal text-muted-foreground">target {withUnit(m.target, m.unit, fmt)}</span>
                </th>
                {m.weeks.map((cell, i) => (
                  <OverviewCell key={data.weeks[i].start} cell={cell} unit={m.unit} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label="Legend" className="flex flex-wrap gap-3 text-xs">
        {BANDS.map((b) => (
          <li key={b.key} className={cn('rounded px-2 py-1', b.className)}>
            {b.label}: {b.key === 'off' ? `under ${fmt.percent(70)}` : `${fmt.percent(b.min)} or more`} of target
          </li>
        ))}
        <li className="rounded bg-muted/40 px-2 py-1 text-muted-foreground">–: no data</li>
      </ul>
      <div className="space-y-2">
        <h3 id={findingsId} className="font-semibold">
          What went together
        </h3>
        {data.findings.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No clear relationship yet. Each needs at least {fmt.count(data.minPairs)} days with both values recorded and a correlation of at least{' '}
            {fmt.figure(data.minStrength, 2)} either way, more on fewer days.
          </p>
        ) : (
          <>
            <ul aria-labelledby={findingsId} className="list-disc space-y-1 pl-5 text-sm">
              {data.findings.map((f) => (
                <li key={`${f.from}-${f.to}-${f.lag}`}>{f.sentence}</li>
              ))}
            </ul>
            <p className="text-sm text-muted-foreground">{data.caveat}</p>
          </>
        )}
      </div>
    </div>
  );
}
