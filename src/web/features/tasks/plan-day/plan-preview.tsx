import { useState } from 'react';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { useFormat } from '@/lib/use-format';
import { useOpenTasks } from '../api/get-tasks';
import { useApplyDayPlan, useDayPlanPreview, type DayPlan, type PlannedBlock } from '../api/plan-day';

/** One proposed block; a task split into sessions is removed as a whole, from its first session. */
function ProposedBlock({ block, onRemove }: { block: PlannedBlock; onRemove: () => void }) {
  const fmt = useFormat();
  const start = block.hour + block.minute / 60;
  const { session } = block;
  return (
    <li className="flex items-center gap-2 rounded-md border-l-4 border-sky-700 bg-sky-100 px-3 py-1.5 text-sky-950 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-50">
      <span className="w-36 shrink-0 text-xs font-medium">{fmt.hourRange(start, start + block.durationMinutes / 60)}</span>
      <span className="min-w-0 flex-1 break-words text-sm">
        {block.title}
        {session && <span className="text-xs"> · session {`${fmt.count(session.index)} of ${fmt.count(session.count)}`}</span>}
      </span>
      {session && session.index > 1 ? (
        <span className="size-9 shrink-0" />
      ) : (
        <Button variant="ghost" size="icon" className="-my-1 shrink-0" aria-label={`Remove ${block.title} from the plan`} onClick={onRemove}>
          <X aria-hidden="true" />
        </Button>
      )}
    </li>
  );
}

/** "Re-plan the rest of today": the blocks of tasks not started yet are placed again around what has changed. */
function ReplanToggle({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-start gap-3 rounded-md border p-3">
      <input
        id="plan-replan"
        type="checkbox"
        aria-describedby="plan-replan-hint"
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <div className="text-sm">
        <label htmlFor="plan-replan" className="cursor-pointer font-medium">
          Re-plan the rest of today
        </label>
        <p id="plan-replan-hint" className="text-muted-foreground">
          Moves the blocks of tasks not started yet; meetings, started and done work stay.
        </p>
      </div>
    </div>
  );
}

/** The tasks the plan could not place, each with its reason. */
function Unplaced({ plan }: { plan: DayPlan }) {
  const { data: tasks } = useOpenTasks();
  if (plan.unplaced.length === 0) return null;
  const titleOf = (taskId: string) => tasks?.find((t) => t.id === taskId)?.title ?? 'A task';
  return (
    <section aria-labelledby="plan-unplaced" className="space-y-1">
      <h3 id="plan-unplaced" className="text-sm font-semibold">
        Not placed
      </h3>
      <ul className="space-y-1 text-sm">
        {plan.unplaced.map(({ taskId, reason }) => (
          <li key={taskId}>
            <span className="font-medium">{titleOf(taskId)}</span>: {reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The proposed plan: its notes, its blocks (each can be removed) and what did not fit; apply the rest or reject it. */
export function PlanPreview({ date, onClose }: { date: string; onClose: () => void }) {
  const fmt = useFormat();
  const [replan, setReplan] = useState(false);
  const preview = useDayPlanPreview(date, true, replan);
  const apply = useApplyDayPlan();
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const toggle = date === fmt.today && (
    <ReplanToggle
      checked={replan}
      onChange={(next) => {
        setReplan(next);
        setRemoved(new Set());
      }}
    />
  );
  if (preview.isLoading) {
    return (
      <div className="space-y-4">
        {toggle}
        <div role="status" aria-label="Planning your day" className="space-y-2">
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
        </div>
      </div>
    );
  }
  if (preview.isError || !preview.data) return <p role="alert">Your day could not be planned: {errorMessage(preview.error)}</p>;
  const plan = preview.data;
  const kept = plan.blocks.filter((b) => !removed.has(b.taskId));
  const keptTasks = [...new Set(kept.map((b) => b.taskId))];
  return (
    <div className="space-y-4">
      {toggle}
      {plan.notes.length > 0 && (
        <ul aria-label="Why the plan looks like this" className="space-y-1 rounded-md bg-muted p-3 text-sm">
          {plan.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {kept.length === 0 ? (
        <p className="text-sm text-muted-foreground">No blocks to add: every open task is planned already, or none fits.</p>
      ) : (
        <ol aria-label="Proposed blocks" className="space-y-1.5">
          {kept.map((block) => (
            <ProposedBlock
              key={`${block.taskId}-${block.session?.index ?? 1}`}
              block={block}
              onRemove={() => setRemoved(new Set([...removed, block.taskId]))}
            />
          ))}
        </ol>
      )}
      <Unplaced plan={plan} />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Reject
        </Button>
        <Button disabled={kept.length === 0 || apply.isPending} onClick={() => apply.mutate({ date, taskIds: keptTasks, replan }, { onSuccess: onClose })}>
          Apply {fmt.count(kept.length)} {kept.length === 1 ? 'block' : 'blocks'}
        </Button>
      </DialogFooter>
    </div>
  );
}
