import { LoadMore } from '@/components/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { allRows } from '@/lib/paged-query';
import { useInteractions } from './api/get-interactions';
import { useFormat } from '@/lib/use-format';
import { INTERACTION_LABELS } from './relationship-format';

export function InteractionHistory({ relationshipId, id }: { relationshipId: string; id: string }) {
  const { data: pages, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = useInteractions(relationshipId, true);
  const data = allRows(pages);
  const fmt = useFormat();

  return (
    <div id={id} className="mt-2">
      {isLoading ? (
        <div role="status" aria-label="Loading history" className="space-y-2">
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : isError ? (
        <p className="text-sm text-destructive dark:text-red-300">The history could not be loaded.</p>
      ) : !data || data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No interactions yet. Log a call, message or meeting above.</p>
      ) : (
        <ul className="space-y-2 text-sm">
          {data.map((interaction) => (
            <li key={interaction.id} className="flex flex-wrap gap-x-2 border-l-2 border-border pl-3">
              <time dateTime={interaction.date} className="font-medium tabular-nums">
                {fmt.date(interaction.date, 'short')}
              </time>
              <span>{INTERACTION_LABELS[interaction.type]}</span>
              {interaction.notes && <span className="w-full text-muted-foreground">{interaction.notes}</span>}
            </li>
          ))}
        </ul>
      )}
      <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} onLoad={() => void fetchNextPage()} label="Show older interactions" />
    </div>
  );
}
