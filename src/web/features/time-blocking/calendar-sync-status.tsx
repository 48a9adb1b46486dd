import { RefreshCw } from 'lucide-react';
import type { CaldavStatus } from '../../../shared/schemas/calendar';
import { Button } from '@/components/ui/button';
import { useSyncCalendar } from './api/sync-calendar';

type SyncAccount = NonNullable<CaldavStatus['account']>;

function statusText(account: SyncAccount): string {
  const calendar = account.calendarName ?? 'your calendar';
  if (account.pendingChanges === 0) return `Calendar: in sync with ${calendar}`;
  return `Calendar: ${account.pendingChanges} ${account.pendingChanges === 1 ? 'change' : 'changes'} waiting to sync with ${calendar}`;
}

/** Where the two-way calendar sync stands, and a button to sync now. */
export function CalendarSyncStatus({ account }: { account: SyncAccount }) {
  const syncNow = useSyncCalendar();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {account.state === 'error' ? (
          <span role="alert" className="text-destructive dark:text-red-300">
            Calendar sync error: {account.lastError}
          </span>
        ) : (
          statusText(account)
        )}
      </p>
      <Button type="button" variant="outline" size="sm" disabled={syncNow.isPending} onClick={() => syncNow.mutate()}>
        <RefreshCw aria-hidden="true" className={syncNow.isPending ? 'animate-spin' : undefined} />
        {syncNow.isPending ? 'Syncing…' : 'Sync now'}
      </Button>
    </div>
  );
}
