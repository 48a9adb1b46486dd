import { hourIn } from '../../../shared/dates';
import { useAuth } from '@/lib/use-auth';
import { InsightCards } from '@/features/insights';
import { DailyRitualCard } from '@/features/tasks';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/use-format';
import { useMediaQuery } from '@/lib/use-media-query';
import { ActiveGoals } from './active-goals';
import { useDashboard } from './api/get-dashboard';
import { useSampleDataStatus } from './api/get-sample-data';
import { DashboardSkeleton } from './dashboard-skeleton';
import { greetingFor } from './dashboard-format';
import { KeyRelationships } from './key-relationships';
import { LifeAreaCards } from './life-area-cards';
import { SampleDataNotice, WelcomeCard } from './sample-data-controls';
import { StatTiles } from './stat-tiles';
import { TodayMetrics } from './today-metrics';
import { TodaySchedule } from './today-schedule';
import { TodayTasks } from './today-tasks';

const PHONE = '(max-width: 639px)';

export default function DashboardPage() {
  const { user } = useAuth();
  const fmt = useFormat();
  const { data, isLoading, isError } = useDashboard();
  const sample = useSampleDataStatus();
  const name = user?.firstName?.trim();
  // The hour on the user's clock, not the browser's: the greeting agrees with the day the page shows.
  const greeting = greetingFor(hourIn(fmt.timezone));
  // A phone shows one thing at a time: today's schedule comes first, before the tiles of figures.
  const phone = useMediaQuery(PHONE);

  return (
    <div className="space-y-6">
      <section aria-labelledby="dashboard-heading" className="space-y-4">
        <div className="space-y-1.5">
          <h1 id="dashboard-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {name ? `${greeting}, ${name}` : greeting}
          </h1>
          {data ? (
            <p className="text-muted-foreground">{fmt.date(data.date, 'long')} — your day, health, people and goals at a glance.</p>
          ) : (
            isLoading && <Skeleton className="h-5 w-72 max-w-full" />
          )}
        </div>
        {data && !phone && <StatTiles stats={data.stats} />}
      </section>
      {data && phone && (
        <>
          <TodaySchedule blocks={data.schedule} date={data.date} />
          <StatTiles stats={data.stats} />
        </>
      )}

      {isLoading ? (
        <DashboardSkeleton />
      ) : isError || !data ? (
        <Card>
          <CardContent className="p-6 text-sm">Your dashboard could not be loaded. Please reload the page to try again.</CardContent>
        </Card>
      ) : (
        <>
          {data.isEmpty && <WelcomeCard />}
          {sample.data?.loaded && <SampleDataNotice />}
          <DailyRitualCard />
          <InsightCards drawWhenEmpty={!data.isEmpty} />
          <LifeAreaCards areas={data.lifeAreas} />
          <div className="grid gap-6 lg:grid-cols-2">
            {!phone && <TodaySchedule blocks={data.schedule} date={data.date} />}
            <TodayTasks date={data.date} />
            <TodayMetrics health={data.health} score={data.stats.healthScore} />
            <KeyRelationships people={data.relationships} birthdays={data.birthdays} />
            <ActiveGoals goals={data.goals} />
          </div>
        </>
      )}
    </div>
  );
}
