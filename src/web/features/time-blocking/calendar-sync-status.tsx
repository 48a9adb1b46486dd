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

/** Where the two-way calendar sync stands (in words where there is room), and a button to sync now. */
export function CalendarSyncStatus({ account }: { account: SyncAccount }) {
  const syncNow = useSyncCalendar();
  const fmt = useFormat();
  const failed = account.state === 'error';
  return (
    <div className="flex min-w-0 items-center gap-1">
      <p className="max-w-72 truncate text-xs text-muted-foreground max-lg:sr-only" aria-live="polite">
        {failed ? (
          <span role="alert" className="text-destructive dark:text-red-300">
            Calendar sync error: {account.lastError}
          </span>
        ) : (
          statusText(account, fmt)
        )}
      </p>
      <Button
        type="button"
        variant="ghost"
        className="h-7 px-2"
        disabled={syncNow.isPending}
        title={failed ? `Calendar sync error: ${account.lastError}` : statusText(account, fmt)}
        onClick={() => syncNow.mutate()}
      >
        <RefreshCw aria-hidden="true" className={syncNow.isPending ? 'animate-spin' : failed ? 'text-destructive dark:text-red-300' : undefined} />
        <span className="max-md:sr-only">{syncNow.isPending ? 'Syncing…' : 'Sync now'}</span>
      </Button>
    </div>
  );
}
