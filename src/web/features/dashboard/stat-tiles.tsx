import type { ReactNode } from 'react';
import { CalendarClock, HeartPulse, Target, Users } from 'lucide-react';
import type { DashboardStats } from '../../../shared/schemas/dashboard';
import { useFormat } from '@/lib/use-format';

const NONE = (
  <>
    <span aria-hidden="true">—</span>
    <span className="sr-only">None</span>
  </>
);

function Tile({ label, value, detail, icon }: { label: string; value: ReactNode; detail: ReactNode; icon: ReactNode }) {
  return (
    <li className="flex flex-col gap-1 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
        <span className="text-primary" aria-hidden="true">
          {icon}
        </span>
      </div>
      <span className="text-3xl font-bold tabular-nums tracking-tight" data-testid="stat-value">
        {value}
      </span>
      <span className="text-xs text-muted-foreground">{detail}</span>
    </li>
  );
}

export function StatTiles({ stats }: { stats: DashboardStats }) {
  const fmt = useFormat();
  return (
    <ul aria-label="Today at a glance" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Tile
        label="Hours blocked"
        icon={<CalendarClock className="size-5" />}
        value={fmt.figure(stats.hoursBlocked)}
        detail={
          <>
            {fmt.count(stats.blocksToday)} {stats.blocksToday === 1 ? 'block' : 'blocks'} today
          </>
        }
      />
      <Tile
        label="Health score"
        icon={<HeartPulse className="size-5" />}
        value={stats.healthScore === null ? NONE : fmt.percent(stats.healthScore)}
        detail={stats.healthScore === null ? 'Not recorded today' : `of today's targets, ${fmt.ofTwelve(stats.healthMetricsRecorded)} metrics recorded`}
      />
      <Tile
        label="People due"
        icon={<Users className="size-5" />}
        value={fmt.count(stats.peopleDue)}
        detail={
          <>
            of {fmt.count(stats.peopleTotal)} {stats.peopleTotal === 1 ? 'person' : 'people'} to contact
          </>
        }
      />
      <Tile
        label="Goal progress"
        icon={<Target className="size-5" />}
        value={stats.averageGoalProgress === null ? NONE : fmt.percent(stats.averageGoalProgress)}
        detail={
          <>
            average of {fmt.count(stats.activeGoals)} active {stats.activeGoals === 1 ? 'goal' : 'goals'}
          </>
        }
      />
    </ul>
  );
}
