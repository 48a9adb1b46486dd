import { MILESTONES_PER_GOAL } from '../../../shared/constants';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';

/** The twelve milestones as marks, and how many are done: a count against the goal's twelve, so in decimal in either base. */
export function MilestoneMarks({ done }: { done: readonly boolean[] }) {
  const fmt = useFormat();
  const count = done.filter(Boolean).length;
  return (
    <div className="space-y-1.5">
      <div aria-hidden="true" className="grid grid-cols-12 gap-1">
        {Array.from({ length: MILESTONES_PER_GOAL }, (_, i) => (
          <span
            key={i}
            data-milestone={done[i] ? 'done' : 'todo'}
            className={cn('h-2.5 rounded-full border', done[i] ? 'border-primary bg-primary' : 'border-muted-foreground/40 bg-transparent')}
          />
        ))}
      </div>
      <p className="text-sm text-muted-foreground">{fmt.ofTwelve(count)} milestones</p>
    </div>
  );
}
