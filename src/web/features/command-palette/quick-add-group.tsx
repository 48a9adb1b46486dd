import { Command } from 'cmdk';
import { CalendarPlus, TriangleAlert } from 'lucide-react';
import { repeatWords } from '../../../shared/recurrence-form';
import type { TimeBlock, TimeBlockInput } from '../../../shared/schemas/time-blocks';
import { formatBlockTime } from '../../../shared/time-blocks-layout';
import { ToastAction } from '@/components/ui/toast';
import { overlapWords, useCreateTimeBlock, useDraftOverlaps } from '@/features/time-blocking';
import { useFormat } from '@/lib/use-format';

export const groupClass =
  '[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:text-muted-foreground';
export const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground data-[disabled=true]:opacity-50';

/**
 * Adding the typed block: what it would overlap on its day (the day before too, for blocks past midnight), and a
 * create whose toast says so and offers to view that day.
 */
export function useQuickAdd(draft: TimeBlockInput | null, onView: (date: string) => void) {
  const overlaps = useDraftOverlaps(draft);
  const create = useCreateTimeBlock((block) =>
    overlaps.length === 0
      ? undefined
      : {
          description: `${overlapWords(overlaps)}.`,
          action: (
            <ToastAction altText="Press F8, then View, to see the day" onClick={() => onView(block.date)}>
              View
            </ToastAction>
          ),
        },
  );
  return { overlaps, create };
}

/** The block the typed line would add, with its day, time and any overlap. */
export function QuickAddGroup({ draft, overlaps, pending, onAdd }: { draft: TimeBlockInput; overlaps: TimeBlock[]; pending: boolean; onAdd: () => void }) {
  const fmt = useFormat();
  return (
    <Command.Group heading="Add a time block" className={groupClass}>
      <Command.Item value="quick-add" disabled={pending} className={itemClass} onSelect={onAdd}>
        <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0">
          <span className="font-medium">{draft.title}</span>
          <span className="block text-xs text-muted-foreground" data-testid="quick-add-preview">
            {fmt.date(draft.date, 'long')}, {formatBlockTime({ ...draft, duration: draft.durationMinutes / 60 }, fmt)}
            {draft.rrule && `, ${repeatWords(draft.rrule, draft.date)}`}
          </span>
          {overlaps.length > 0 && (
            <span className="flex items-center gap-1 text-xs text-amber-700 dark:text-amber-300" data-testid="quick-add-overlap">
              <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
              {overlapWords(overlaps)}
            </span>
          )}
        </span>
      </Command.Item>
    </Command.Group>
  );
}
