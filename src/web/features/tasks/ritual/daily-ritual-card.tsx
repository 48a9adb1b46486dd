import { useId } from 'react';
import { Link } from 'wouter';
import { todayIn } from '../../../../shared/dates';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/use-auth';
import { cn } from '@/lib/utils';
import { useDailyPlan } from '../api/daily-plan';

/** The dashboard's line for the day: its intention, and the way into the morning and evening rituals. */
export function DailyRitualCard() {
  const { user } = useAuth();
  const today = todayIn(user?.timezone ?? 'UTC');
  const plan = useDailyPlan(today);
  const headingId = useId();
  const intention = plan.data?.intention;
  return (
    <Card role="region" aria-labelledby={headingId} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-6">
      <div className="min-w-0 flex-1 space-y-1">
        <h2 id={headingId} className="text-lg font-semibold leading-tight">
          Today's intention
        </h2>
        {plan.isLoading ? (
          <Skeleton className="h-5 w-64 max-w-full" />
        ) : (
          <p className={cn('break-words text-sm', !intention && 'text-muted-foreground')}>{intention || 'Not set yet: plan today to choose one.'}</p>
        )}
      </div>
      <div className="flex shrink-0 gap-2">
        <Link href="/plan-today" className={buttonVariants({ size: 'sm' })}>
          Plan today
        </Link>
        <Link href="/shut-down" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
          Shut down
        </Link>
      </div>
    </Card>
  );
}
