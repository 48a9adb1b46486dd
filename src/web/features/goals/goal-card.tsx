import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, Pencil, Trash2 } from 'lucide-react';
import { parseProgressInput } from '../../../shared/goals';
import { formatCount } from '../../../shared/dozenal';
import type { Goal } from '../../../shared/schemas/goals';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Slider } from '@/components/ui/slider';
import { LinkedTasks } from '@/features/tasks';
import { useDeleteGoal } from './api/delete-goal';
import { goalKeys } from './api/query-keys';
import { useUpdateGoal } from './api/update-goal';
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
  const inputId = useId();
  const updateGoal = useUpdateGoal();
  const deleteGoal = useDeleteGoal();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(goal.progress);
  const [text, setText] = useState(String(goal.progress));
  // The value last sent, so Enter followed by blur does not send (and toast) the same change twice.
  const sent = useRef(goal.progress);

  useEffect(() => {
    sent.current = goal.progress;
    setProgress(goal.progress);
    setText(String(goal.progress));
  }, [goal.progress]);

  function commit(value: number) {
    setProgress(value);
    setText(String(value));
    if (value === sent.current) return;
    sent.current = value;
    updateGoal.mutate({ id: goal.id, progress: value }, { onError: () => (sent.current = goal.progress) });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit(parseProgressInput(text));
    }
  }

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
        <div className="space-y-2">
          <div className="flex items-center justify-between gap-3">
            <label htmlFor={inputId} className="text-sm font-medium">
              Progress
            </label>
            <div className="flex items-center gap-1">
              <Input
                id={inputId}
                type="text"
                inputMode="numeric"
                aria-label={`Progress for ${goal.title}`}
                className="h-9 w-16 text-right"
                value={text}
                onChange={(e) => setText(e.target.value)}
                onBlur={() => commit(parseProgressInput(text))}
                onKeyDown={onKeyDown}
              />
              <span className="text-sm text-muted-foreground" aria-hidden="true">
                %
              </span>
            </div>
          </div>
          <Slider
            min={0}
            max={100}
            step={1}
            value={[progress]}
            thumbLabel={`Progress for ${goal.title}`}
            onValueChange={([v]) => {
              setProgress(v);
              setText(String(v));
            }}
            onValueCommit={([v]) => commit(v)}
          />
        </div>
        <MilestoneMarks completed={goal.completedMilestones} base={base} />
        <LinkedTasks link={{ goalId: goal.id }} owner={goal.title} heading="h4" onDone={() => queryClient.invalidateQueries({ queryKey: goalKeys.all })} />
      </CardContent>
    </Card>
  );
}
