import { lazy, Suspense, useMemo, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { shiftDate } from '../../../shared/dates';
import { resolveHealthTargets } from '../../../shared/health-metrics';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/use-auth';
import { useFormat } from '@/lib/use-format';
import { useHealthMetrics } from './api/get-health-metrics';
import { DiscardChangesDialog } from './discard-changes-dialog';
import { HealthDayEditor } from './health-day-editor';
import { HealthOverviewSection } from './health-overview';
import { HealthPreferencesDialog } from './health-preferences-dialog';
import { useLeaveGuard } from './use-leave-guard';

const HealthTrends = lazy(() => import('./health-trends'));

function EditorSkeleton() {
  return (
    <div role="status" aria-label="Loading health metrics" className="space-y-4">
      <Skeleton className="h-20 w-full" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 12 }, (_, i) => (
          <Card key={i} className="space-y-3 p-4">
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-10 w-28" />
            <Skeleton className="h-2 w-full" />
          </Card>
        ))}
      </div>
    </div>
  );
}

function TrendsSkeleton() {
  return (
    <div role="status" aria-label="Loading trends" className="space-y-3">
      <Skeleton className="h-10 w-48" />
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-60 w-full" />
    </div>
  );
}

export default function HealthPage() {
  const { user } = useAuth();
  const fmt = useFormat();
  const today = fmt.today;
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosen ?? today;
  const { data, isLoading, isError } = useHealthMetrics(date);
  const weightUnit = user?.weightUnit ?? 'lbs';
  const targets = useMemo(() => resolveHealthTargets(user?.healthTargets), [user?.healthTargets]);

  const [dirty, setDirty] = useState(false);
  const leaveGuard = useLeaveGuard(dirty);
  // Another date with unsaved edits asks first, in the same dialog as leaving the page.
  const [pendingDate, setPendingDate] = useState<string | null>(null);
  const goTo = (next: string | null) => {
    if ((next ?? today) === date) return;
    if (dirty) setPendingDate(next ?? today);
    else setChosen(next);
  };

  return (
    <div className="space-y-8">
      <PageHeader
        title="Health Tracker"
        description="Record any of 12 health metrics for a day and see how close you are to each target."
        actions={<HealthPreferencesDialog targets={targets} weightUnit={weightUnit} />}
      />

      <section aria-labelledby="health-day-heading" className="space-y-4">
        <h2 id="health-day-heading" className="sr-only">
          Metrics for {fmt.date(date, 'long')}
        </h2>
        <div className="flex flex-wrap items-end gap-2">
          <Button variant="outline" size="icon" aria-label="Previous day" onClick={() => goTo(shiftDate(date, -1))}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <div className="space-y-1.5">
            <Label htmlFor="health-date">Date</Label>
            <Input
              id="health-date"
              type="date"
              value={date}
              onChange={(event) => {
                if (event.target.value) goTo(event.target.value);
              }}
              className="w-44"
            />
          </div>
          <Button variant="outline" size="icon" aria-label="Next day" onClick={() => goTo(shiftDate(date, 1))}>
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button variant="ghost" onClick={() => goTo(null)} disabled={date === today}>
            Today
          </Button>
        </div>

        {isLoading ? (
          <EditorSkeleton />
        ) : isError || data === undefined ? (
          <p className="text-sm text-destructive">The health metrics for this day could not be loaded. Please try again later.</p>
        ) : (
          <HealthDayEditor key={date} date={date} isToday={date === today} record={data} weightUnit={weightUnit} targets={targets} onDirtyChange={setDirty} />
        )}
      </section>

      <section aria-labelledby="health-trends-heading" className="space-y-4">
        <h2 id="health-trends-heading" className="text-lg font-semibold">
          Trends
        </h2>
        <Card className="p-4 sm:p-6">
          <Suspense fallback={<TrendsSkeleton />}>
            <HealthTrends today={today} weightUnit={weightUnit} targets={targets} />
          </Suspense>
        </Card>
      </section>

      <section aria-labelledby="health-overview-heading" className="space-y-4">
        <div className="space-y-1">
          <h2 id="health-overview-heading" className="text-lg font-semibold">
            The last 12 weeks
          </h2>
          <p className="text-sm text-muted-foreground">Your 12 metrics week by week against their targets, and what tended to go together in your own data.</p>
        </div>
        <Card className="p-4 sm:p-6">
          <HealthOverviewSection targets={targets} weightUnit={weightUnit} />
        </Card>
      </section>

      <DiscardChangesDialog
        open={pendingDate !== null || leaveGuard.pending !== null}
        onStay={() => {
          setPendingDate(null);
          leaveGuard.stay();
        }}
        onDiscard={() => {
          if (pendingDate !== null) {
            setDirty(false);
            setChosen(pendingDate === today ? null : pendingDate);
            setPendingDate(null);
          } else leaveGuard.leave();
        }}
      />
    </div>
  );
}
