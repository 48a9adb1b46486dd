import { MILESTONES_PER_GOAL } from '../../../shared/constants';
import { formatCount } from '../../../shared/dozenal';
import { cn } from '@/lib/utils';

export function MilestoneMarks({ completed, base }: { completed: number; base: 'decimal' | 'dozenal' }) {
  return (
    <div className="space-y-1.5">
      <div aria-hidden="true" className="grid grid-cols-12 gap-1">
        {Array.from({ length: MILESTONES_PER_GOAL }, (_, i) => (
          <span
            key={i}
            data-milestone={i < completed ? 'done' : 'todo'}
            className={cn('h-2.5 rounded-full border', i < completed ? 'border-primary bg-primary' : 'border-muted-foreground/40 bg-transparent')}
          />
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        {formatCount(completed, base)} of {formatCount(MILESTONES_PER_GOAL, base)} milestones
      </p>
    </div>
  );
}
