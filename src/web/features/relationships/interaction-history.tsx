import { useEffect, useRef, useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { Interaction } from '../../../shared/schemas/relationships';
import { LoadMore } from '@/components/load-more';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { allRows } from '@/lib/paged-query';
import { useInteractions } from './api/get-interactions';
import { useFormat } from '@/lib/use-format';
import { INTERACTION_LABELS } from './relationship-format';
import { useDeleteInteraction } from './api/delete-interaction';

export function InteractionHistory({ relationshipId, id }: { relationshipId: string; id: string }) {
  const { data: pages, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = useInteractions(relationshipId, true);
  const data = allRows(pages);
  const { listRef, onDelete } = useFocusAfterDelete(data, id);

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
        <ul ref={listRef} className="space-y-2 text-sm">
          {data.map((interaction, index) => (
            <HistoryEntry key={interaction.id} interaction={interaction} onDelete={() => onDelete(interaction.id, index)} />
          ))}
        </ul>
      )}
      <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} onLoad={() => void fetchNextPage()} label="Show older interactions" />
    </div>
  );
}

/**
 * When an entry whose Delete button had focus leaves the list, focus goes to the Delete button now in its place (or
 * the last one), else to the History button that shows the list: never to the page's body.
 */
function useFocusAfterDelete(data: Interaction[] | undefined, historyId: string) {
  const listRef = useRef<HTMLUListElement>(null);
  const [deleted, setDeleted] = useState<{ id: string; index: number } | null>(null);
  useEffect(() => {
    if (!deleted || !data || data.some((i) => i.id === deleted.id)) return;
    setDeleted(null);
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-delete-interaction]') ?? [];
    const next = buttons[Math.min(deleted.index, buttons.length - 1)] ?? document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(historyId)}"]`);
    next?.focus();
  }, [data, deleted, historyId]);
  return {
    listRef,
    onDelete: (id: string, index: number) => {
      if (listRef.current?.contains(document.activeElement)) setDeleted({ id, index });
    },
  };
}

/** One interaction: its date and kind, its note, and a Delete button (with Undo in the toast). */
function HistoryEntry({ interaction, onDelete }: { interaction: Interaction; onDelete: () => void }) {
  const fmt = useFormat();
  const remove = useDeleteInteraction();
  const when = fmt.date(interaction.date, 'short');
  return (
    <li className="flex flex-wrap items-center gap-x-2 border-l-2 border-border pl-3">
      <time dateTime={interaction.date} className="font-medium tabular-nums">
        {when}
      </time>
      <span>{INTERACTION_LABELS[interaction.type]}</span>
      <Button
        variant="ghost"
        size="icon"
        className="ml-auto size-8"
        data-delete-interaction
        disabled={remove.isPending}
        onClick={() => {
          onDelete();
          remove.mutate({ id: interaction.id, relationshipId: interaction.relationshipId });
        }}
      >
        <Trash2 aria-hidden="true" />
        <span className="sr-only">
          Delete {INTERACTION_LABELS[interaction.type].toLowerCase()} of {when}
        </span>
      </Button>
      {interaction.notes && <span className="w-full text-muted-foreground">{interaction.notes}</span>}
    </li>
  );
}
