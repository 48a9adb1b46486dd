import { TIME_BLOCK_CATEGORIES, type TimeBlock } from '../../../shared/schemas/time-blocks';
import { HOURS_PER_DAY, hoursBlocked, hoursByCategory } from '../../../shared/time-blocks-layout';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { CATEGORY_LABELS, CATEGORY_SWATCH_CLASSES } from './category-styles';

/** Hours blocked on the day (a block from the day before counts the hours it runs into it), and each category's hours. */
export function TimeBlockTotals({ blocks, date, isLoading, dayLabel }: { blocks: TimeBlock[]; date: string; isLoading: boolean; dayLabel: string }) {
  const fmt = useFormat();
  const total = hoursBlocked(blocks, date);
  const byCategory = hoursByCategory(blocks, date);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="text-sm text-muted-foreground">Hours blocked {dayLabel}</p>
          {isLoading ? (
            <Skeleton className="mt-1 h-8 w-16" />
          ) : (
            <p className="text-3xl font-bold tabular-nums" data-testid="hours-blocked">
              {fmt.figure(total)}
              <span className="ml-1 text-base font-normal text-muted-foreground">of {fmt.figure(HOURS_PER_DAY)}</span>
            </p>
          )}
        </div>
        <div>
          <h2 className="sr-only">Categories</h2>
          <ul aria-label="Categories" className="grid grid-cols-2 gap-x-6 gap-y-1 sm:flex sm:flex-wrap sm:gap-x-5">
            {TIME_BLOCK_CATEGORIES.map((c) => (
              <li key={c} className="flex items-center gap-2 text-sm">
                <span aria-hidden="true" className={cn('size-3 shrink-0 rounded-sm', CATEGORY_SWATCH_CLASSES[c])} />
                <span>{CATEGORY_LABELS[c]}</span>
                <span className="tabular-nums text-muted-foreground">{isLoading ? '…' : `${fmt.figure(byCategory[c])} h`}</span>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
