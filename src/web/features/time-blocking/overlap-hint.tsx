import { TriangleAlert } from 'lucide-react';
import { shiftDate } from '../../../shared/dates';
import type { TimeBlock, TimeBlockInput } from '../../../shared/schemas/time-blocks';
import { overlapsOn } from '../../../shared/time-blocks-layout';
import { isPending } from './api/create-time-block';
import { useTimeBlocksInRange } from './api/get-time-blocks-range';

/** What a new block is made of, as far as overlaps go. */
export type BlockDraft = Pick<TimeBlockInput, 'title' | 'date' | 'hour' | 'minute' | 'durationMinutes' | 'category'>;

/** The blocks a new block would overlap on its first date. */
export function draftOverlaps(draft: BlockDraft, blocks: readonly TimeBlock[]): TimeBlock[] {
  const { title, date, hour, minute, durationMinutes, category } = draft;
  const newBlock: TimeBlock = {
    id: '',
    title,
    date,
    hour,
    minute,
    durationMinutes,
    duration: durationMinutes / 60,
    category,
    source: 'manual',
    rrule: null,
    occurrence: null,
    taskId: null,
  };
  const key = (b: TimeBlock) => `${b.id}-${b.occurrence ?? ''}`;
  return overlapsOn([...blocks, newBlock], draft.date, key).get(key(newBlock)) ?? [];
}

/** "Overlaps Design review, Lunch": the words shown before adding and in the toast after. */
export const overlapWords = (others: readonly Pick<TimeBlock, 'title'>[]) => `Overlaps ${others.map((o) => o.title).join(', ')}`;

/** What a new block would overlap on its day (the day before too, for blocks past midnight). */
export function useDraftOverlaps(draft: BlockDraft | null): TimeBlock[] {
  const date = draft?.date ?? '2000-01-01';
  const day = useTimeBlocksInRange(shiftDate(date, -1), date, draft !== null);
  // A block shown before the server has answered for it is the one being added, not one it overlaps.
  return draft && day.data
    ? draftOverlaps(
        draft,
        day.data.filter((block) => !isPending(block)),
      )
    : [];
}

/** The blocks a new block would overlap, said as its fields change; nothing when it overlaps none. */
export function OverlapHint({ draft }: { draft: BlockDraft | null }) {
  const overlaps = useDraftOverlaps(draft);
  return (
    <p aria-live="polite" className="flex items-center gap-1 text-sm text-amber-700 empty:hidden dark:text-amber-300" data-testid="block-overlap">
      {overlaps.length > 0 && (
        <>
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          {overlapWords(overlaps)}
        </>
      )}
    </p>
  );
}
