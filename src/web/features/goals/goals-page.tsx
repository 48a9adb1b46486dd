import { useState } from 'react';
import { Plus, Target } from 'lucide-react';
import type { Goal } from '../../../shared/schemas/goals';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/use-format';
import { useOpenRequest } from '@/lib/use-open-request';
import { useGoals } from './api/get-goals';
import { GoalCard } from './goal-card';
import { GoalDialog } from './goal-dialog';

export const GOALS_EMPTY_TEXT = 'No goals yet — set one goal with 12 milestones to get started.';

function GoalsSkeleton() {
  return (
    <div role="status" aria-label="Loading goals" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="space-y-4 p-6">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-3 w-full" />
        </Card>
      ))}
    </div>
  );
}

function GoalSection({ id, title, goals, empty, onEdit }: { id: string; title: string; goals: Goal[]; empty: string; onEdit: (goal: Goal) => void }) {
  const fmt = useFormat();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="flex items-baseline gap-2 text-lg font-semibold">
        {title}
        <span className="text-sm font-normal text-muted-foreground">({fmt.count(goals.length)})</span>
      </h2>
      {goals.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {goals.map((goal) => (
            <li key={goal.id} className="flex">
              <div className="w-full">
                <GoalCard goal={goal} onEdit={onEdit} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function GoalsPage() {
  const { data: goals, isLoading, isError } = useGoals();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<Goal | null>(null);

  const openNew = () => {
    setEditing(null);
    setDialogOpen(true);
  };
  const openEdit = (goal: Goal) => {
    setEditing(goal);
    setDialogOpen(true);
  };
  useOpenRequest(goals, openEdit);

  const active = goals?.filter((g) => g.status === 'active') ?? [];
  const completed = goals?.filter((g) => g.status === 'completed') ?? [];

  return (
    <div>
      <PageHeader
        title="Goals"
        description="Set goals of 12 milestones over 12 days, 12 weeks or 12 months, and track your progress."
        actions={
          <Button onClick={openNew} data-focus-fallback>
            <Plus aria-hidden="true" />
            New goal
          </Button>
        }
      />

      {isLoading ? (
        <GoalsSkeleton />
      ) : isError ? (
        <Card>
          <CardContent className="p-6 text-sm">Your goals could not be loaded. Please reload the page to try again.</CardContent>
        </Card>
      ) : goals && goals.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
            <Target className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="max-w-sm text-muted-foreground">{GOALS_EMPTY_TEXT}</p>
          </CardContent>
        </Card>
      ) : (
        <div className="space-y-8">
          <GoalSection id="goals-active" title="Active goals" goals={active} empty="No active goals. Create a new goal to keep moving." onEdit={openEdit} />
          <GoalSection id="goals-completed" title="Completed goals" goals={completed} empty="Goals you take to 100% appear here." onEdit={openEdit} />
        </div>
      )}

      <GoalDialog open={dialogOpen} goal={editing} onOpenChange={setDialogOpen} />
    </div>
  );
}
