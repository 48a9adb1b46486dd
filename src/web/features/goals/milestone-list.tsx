import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { MILESTONE_TITLE_MAX, type Goal, type Milestone } from '../../../shared/schemas/goals';
import { Input } from '@/components/ui/input';
import { useUpdateMilestone } from './api/update-milestone';

function MilestoneRow({ goal, milestone }: { goal: Goal; milestone: Milestone }) {
  const update = useUpdateMilestone();
  const [title, setTitle] = useState(milestone.title ?? '');
  const at = { goalId: goal.id, index: milestone.index };
  const what = milestone.title ?? `Milestone ${milestone.index}`;
  const saveTitle = (event: FocusEvent<HTMLInputElement> | KeyboardEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value.trim();
    if (value !== (milestone.title ?? '')) update.mutate({ ...at, title: value === '' ? null : value });
  };
  return (
    <li className="flex flex-wrap items-center gap-2">
      <input
        type="checkbox"
        className="size-5 shrink-0 cursor-pointer accent-primary"
        aria-label={`Done: ${what}`}
        // The tick shows at once; the goal catches up when the answer comes.
        checked={update.isPending && update.variables.done !== undefined ? update.variables.done : milestone.doneAt !== null}
        onChange={(e) => update.mutate({ ...at, done: e.target.checked })}
      />
      <Input
        aria-label={`Name of milestone ${milestone.index}`}
        className="h-9 min-w-0 flex-1 basis-40"
        maxLength={MILESTONE_TITLE_MAX}
        placeholder={`Milestone ${milestone.index}`}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        onBlur={saveTitle}
        onKeyDown={(e) => e.key === 'Enter' && saveTitle(e)}
      />
      <Input
        type="date"
        aria-label={`Date of ${what}`}
        className="h-9 w-40"
        value={milestone.dueDate ?? ''}
        onChange={(e) => update.mutate({ ...at, dueDate: e.target.value === '' ? null : e.target.value })}
      />
    </li>
  );
}

/** A goal's twelve milestones to name, date and tick; once one is named or ticked, they make the goal's progress. */
export function MilestoneList({ goal }: { goal: Goal }) {
  // The rows are drawn once opened: a page of goals stays light.
  const [open, setOpen] = useState(false);
  return (
    <details className="rounded-md border p-3" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium">Name, date and tick milestones</summary>
      {open && (
        <ol className="mt-3 space-y-2" aria-label={`Milestones of ${goal.title}`}>
          {goal.milestones.map((m) => (
            <MilestoneRow key={m.index} goal={goal} milestone={m} />
          ))}
        </ol>
      )}
    </details>
  );
}
