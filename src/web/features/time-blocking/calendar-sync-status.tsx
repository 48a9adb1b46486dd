import { RefreshCw } from 'lucide-react';
import type { CaldavStatus } from '../../../shared/schemas/calendar';
import type { Formatter } from '../../../shared/format';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/use-format';
import { useSyncCalendar } from './api/sync-calendar';

type SyncAccount = NonNullable<CaldavStatus['account']>;

function statusText(account: SyncAccount, fmt: Pick<Formatter, 'count'>): string {
  const calendar = account.calendarName ?? 'your calendar';
  if (account.pendingChanges === 0) return `Calendar: in sync with ${calendar}`;
  return `Calendar: ${fmt.count(account.pendingChanges)} ${account.pendingChanges === 1 ? 'change' : 'changes'} waiting to sync with ${calendar}`;
}

/** Where the two-way calendar sync stands, and a button to sync now. */
export function CalendarSyncStatus({ account }: { account: SyncAccount }) {
  const syncNow = useSyncCalendar();
  const fmt = useFormat();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {account.state === 'error' ? (
          <span role="alert" className="text-destructive dark:text-red-300">
            Calendar sync error: {account.lastError}
          </span>
        ) : (
          statusText(account, fmt)
        )}
      </p>
      <Button type="button" variant="outline" size="sm" disabled={syncNow.isPending} onClick={() => syncNow.mutate()}>
        <RefreshCw aria-hidden="true" className={syncNow.isPending ? 'animate-spin' : undefined} />
        {syncNow.isPending ? 'Syncing…' : 'Sync now'}
      </Button>
    </div>
  );
}
