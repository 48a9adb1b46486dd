import type { TimeBlock, TimeBlockCategory } from '../../../shared/schemas/time-blocks';
import { formatBlockTime, piecesOn } from '../../../shared/time-blocks-layout';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { DashboardSection, EmptyNote } from './dashboard-section';

const CATEGORY_LABELS: Record<TimeBlockCategory, string> = { focus: 'Focus', meeting: 'Meeting', break: 'Break', completed: 'Completed' };
const CATEGORY_CLASSES: Record<TimeBlockCategory, string> = {
  focus: 'border-sky-700 bg-sky-100 text-sky-950 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-50',
  meeting: 'border-violet-700 bg-violet-100 text-violet-950 dark:border-violet-400 dark:bg-violet-950 dark:text-violet-50',
  break: 'border-amber-700 bg-amber-100 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50',
  completed: 'border-emerald-700 bg-emerald-100 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50',
};

/** Today's blocks; one of yesterday's that runs past midnight shows as its continuation. */
export function TodaySchedule({ blocks, date }: { blocks: TimeBlock[]; date: string }) {
  const fmt = useFormat();
  const pieces = piecesOn(blocks, date);
  return (
    <DashboardSection title="Today's schedule" link={{ href: '/time-blocking', label: 'Open time blocking' }}>
      {pieces.length === 0 ? (
        <EmptyNote>Nothing blocked today. Plan your day in twelve-hour blocks in Time Blocking.</EmptyNote>
      ) : (
        <ol className="space-y-2">
          {pieces.map(({ block, continued, continues }) => (
            <li
              key={block.id}
              className={cn('flex flex-col gap-0.5 rounded-md border-l-4 px-3 py-2', CATEGORY_CLASSES[block.category], continued && 'border-dashed')}
            >
              <span className="break-words font-medium">
                {block.title}
                {continued && ' (continued)'}
              </span>
              <span className="text-xs">
                {continued && `From ${fmt.date(block.date, 'day')} · `}
                {formatBlockTime(block, fmt)}
                {continues && ' (ends tomorrow)'} · {CATEGORY_LABELS[block.category]}
              </span>
            </li>
          ))}
        </ol>
      )}
    </DashboardSection>
  );
}
