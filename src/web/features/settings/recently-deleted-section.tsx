import { UNDO_KEEP_MS } from '../../../shared/constants';
import type { DeletedItem, DeletedKind } from '../../../shared/schemas/recently-deleted';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/use-format';
import { useRecentlyDeleted, useRestoreDeleted } from './api/recently-deleted';
import { SettingsSection } from './settings-section';

const KIND_LABELS: Record<DeletedKind, string> = {
  'time-block': 'Time block',
  'series-tail': 'Repeating block, later dates',
  relationship: 'Person',
  interaction: 'Interaction',
  goal: 'Goal',
  task: 'Task',
  'sample-data': 'Sample data',
};

function DeletedRow({ item }: { item: DeletedItem }) {
  const fmt = useFormat();
  const restore = useRestoreDeleted();
  const what =
    item.kind === 'series-tail' && item.occurrence
      ? `Repeating block, dates from ${fmt.date(item.occurrence, 'short')} on`
      : item.repeats
        ? 'Repeating block, all dates'
        : KIND_LABELS[item.kind];
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="break-words font-medium">{item.title}</p>
        <p className="text-sm text-muted-foreground">
          {what} · deleted {fmt.time(item.deletedAt)}, restorable until {fmt.time(item.expiresAt)}
        </p>
      </div>
      <Button variant="outline" size="sm" disabled={restore.isPending} onClick={() => restore.mutate(item)}>
        Restore<span className="sr-only"> {item.title}</span>
      </Button>
    </li>
  );
}

/** What the server still keeps after a delete (10 minutes), each with a Restore button. */
export function RecentlyDeletedSection() {
  const items = useRecentlyDeleted();
  const minutes = `${useFormat().count(UNDO_KEEP_MS / 60_000)} minutes`;
  return (
    <SettingsSection title="Recently deleted" description={`Blocks, people, interactions, goals and tasks you deleted stay restorable for ${minutes}.`}>
      {items.isLoading ? (
        <Skeleton className="h-12 w-full" aria-label="Loading recently deleted items" />
      ) : items.isError || !items.data ? (
        <p className="text-sm text-muted-foreground">The list could not be loaded. Reload the page to try again.</p>
      ) : items.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing deleted in the last {minutes}.</p>
      ) : (
        <ul className="divide-y" aria-label="Recently deleted items">
          {items.data.map((item) => (
            <DeletedRow key={`${item.kind}:${item.id}`} item={item} />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
