import type { Goal } from '../../../shared/schemas/goals';
import { Progress } from '@/components/ui/progress';
import { useFormat } from '@/lib/use-format';
import { DashboardSection, EmptyNote } from './dashboard-section';

export function ActiveGoals({ goals }: { goals: Goal[] }) {
  const fmt = useFormat();
  return (
    <DashboardSection title="Active goals" link={{ href: '/goals', label: 'Open goals' }}>
      {goals.length === 0 ? (
        <EmptyNote>No active goals. Set a goal of 12 milestones over 12 days, 12 weeks or 12 months in Goals.</EmptyNote>
      ) : (
        <ul className="space-y-4">
          {goals.map((goal) => (
            <li key={goal.id} className="space-y-1.5">
              <div className="flex items-baseline justify-between gap-2">
                <span className="min-w-0 break-words font-medium">{goal.title}</span>
                <span className="shrink-0 text-sm tabular-nums">{fmt.percent(goal.progress)}</span>
              </div>
              <Progress value={goal.progress} aria-label={`${goal.title}: ${fmt.percent(goal.progress)}`} />
              <p className="text-xs text-muted-foreground">
                {goal.category} · {fmt.ofTwelve(goal.completedMilestones)} milestones · {fmt.count(goal.daysLeft)} {goal.daysLeft === 1 ? 'day' : 'days'} left
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
