import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Pencil, Trash2 } from 'lucide-react';
import { formatCount } from '../../../shared/dozenal';
import type { Goal } from '../../../shared/schemas/goals';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LinkedTasks } from '@/features/tasks';
import { useDeleteGoal } from './api/delete-goal';
import { goalKeys } from './api/query-keys';
import { GoalProgress } from './goal-progress';
import { MilestoneList } from './milestone-list';
import { MilestoneMarks } from './milestone-marks';
import { useFormat } from '@/lib/use-format';

function daysLeftText(goal: Goal, base: 'decimal' | 'dozenal') {
  if (goal.status === 'completed') return 'Completed';
  if (goal.daysLeft === 0) return 'Ends today';
  return `${formatCount(goal.daysLeft, base)} ${goal.daysLeft === 1 ? 'day' : 'days'} left`;
}

export function GoalCard({ goal, onEdit }: { goal: Goal; onEdit: (goal: Goal) => void }) {
  const fmt = useFormat();
  const base = fmt.numberBase;
  const deleteGoal = useDeleteGoal();
  const queryClient = useQueryClient();

  return (
    <Card className="flex flex-col">
      <CardHeader className="gap-2 pb-4">
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="break-words text-base sm:text-lg">{goal.title}</CardTitle>
          <div className="-mr-2 -mt-2 flex shrink-0">
            <Button variant="ghost" size="icon" aria-label={`Edit ${goal.title}`} data-focus-key={`edit-goal-${goal.id}`} onClick={() => onEdit(goal)}>
              <Pencil aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="icon" aria-label={`Delete ${goal.title}`} disabled={deleteGoal.isPending} onClick={() => deleteGoal.mutate(goal.id)}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{goal.category}</Badge>
          <Badge variant="outline">{goal.timeframe}</Badge>
        </div>
        {goal.description && <p className="whitespace-pre-line break-words text-sm text-muted-foreground">{goal.description}</p>}
      </CardHeader>
      <CardContent className="mt-auto space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
          <span className="inline-flex items-center gap-1.5 text-muted-foreground">
            <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
            <span>
              {fmt.date(goal.startDate, 'short')} <span aria-hidden="true">→</span>
              <span className="sr-only">to</span> {fmt.date(goal.endDate, 'short')}
            </span>
          </span>
          <span className="font-medium">{daysLeftText(goal, base)}</span>
        </div>
        <GoalProgress goal={goal} />
        <MilestoneMarks done={goal.milestones.map((m, i) => (goal.progressSource === 'milestones' ? m.doneAt !== null : i < goal.completedMilestones))} />
        <MilestoneList goal={goal} />
        <LinkedTasks link={{ goalId: goal.id }} owner={goal.title} heading="h4" onDone={() => queryClient.invalidateQueries({ queryKey: goalKeys.all })} />
      </CardContent>
    </Card>
  );
}
