import { useQuery } from '@tanstack/react-query';
import { formatBlockTime, piecesOn } from '../../../../shared/time-blocks-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { timeBlocksForDateQueryOptions } from '@/features/time-blocking';
import { useFormat } from '@/lib/use-format';

/** What is already in today's calendar, in time order. */
export function CalendarStep({ today }: { today: string }) {
  const fmt = useFormat();
  const { data, isLoading, isError } = useQuery(timeBlocksForDateQueryOptions(today));
  if (isLoading) return <Skeleton className="h-16 w-full" />;
  if (isError || !data) return <p className="text-sm">Today's calendar could not be loaded.</p>;
  const pieces = piecesOn(data, today);
  if (pieces.length === 0) return <p className="text-sm text-muted-foreground">Nothing in your calendar today yet.</p>;
  return (
    <ol className="space-y-2" aria-label="Today's calendar">
      {pieces.map(({ block }) => (
        <li key={`${block.id}-${block.date}`} className="flex flex-col rounded-md border px-3 py-2 text-sm">
          <span className="break-words font-medium">{block.title}</span>
          <span className="text-xs text-muted-foreground">{formatBlockTime(block, fmt)}</span>
        </li>
      ))}
    </ol>
  );
}
