import type { Goal } from '../../../shared/schemas/goals';
import { Progress } from '@/components/ui/progress';
import { Count } from './count';
import { DashboardSection, EmptyNote } from './dashboard-section';

export function ActiveGoals({ goals, base }: { goals: Goal[]; base: 'decimal' | 'dozenal' }) {
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
                <span className="shrink-0 text-sm tabular-nums">{goal.progress}%</span>
              </div>
              <Progress value={goal.progress} aria-label={`${goal.title}: ${goal.progress}%`} />
              <p className="text-xs text-muted-foreground">
                {goal.category} · <Count value={goal.completedMilestones} base={base} /> of <Count value={goal.totalMilestones} base={base} />{' '}
                milestones · <Count value={goal.daysLeft} base={base} /> {goal.daysLeft === 1 ? 'day' : 'days'} left
              </p>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
