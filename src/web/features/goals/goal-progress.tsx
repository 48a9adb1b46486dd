import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { parseProgressInput } from '../../../shared/goals';
import type { Goal } from '../../../shared/schemas/goals';
import { Input } from '@/components/ui/input';
import { Slider } from '@/components/ui/slider';
import { useFormat } from '@/lib/use-format';
import { useUpdateGoal } from './api/update-goal';

/** Progress once milestones are in use: worked out from the ticked ones, and the card says so. */
function FromMilestones({ goal }: { goal: Goal }) {
  const fmt = useFormat();
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <span className="font-medium">Progress</span>
      <span>
        <span className="font-medium">{fmt.percent(goal.progress)}</span>
        <span className="text-muted-foreground"> · from the ticked milestones</span>
      </span>
    </div>
  );
}

/** Progress set by hand: a percentage typed or slid, until a milestone is named or ticked. */
export function GoalProgress({ goal }: { goal: Goal }) {
  const inputId = useId();
  const updateGoal = useUpdateGoal();
  const [progress, setProgress] = useState(goal.progress);
  const [text, setText] = useState(String(goal.progress));
  // The value last sent, so Enter followed by blur does not send (and toast) the same change twice.
  const sent = useRef(goal.progress);

  useEffect(() => {
    sent.current = goal.progress;
    setProgress(goal.progress);
    setText(String(goal.progress));
  }, [goal.progress]);

  if (goal.progressSource === 'milestones') return <FromMilestones goal={goal} />;

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
  );
}
