import { useRegisterSW } from 'virtual:pwa-register/react';
import { RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/lib/online-status';

/** The offline notice and, when a new version of the app is waiting, "Reload to update". */
export function PwaStatus() {
  const online = useOnline();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });

  if (online && !needRefresh) return null;
  return (
    <div className="border-b bg-muted text-sm" role="status">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        {!online && (
          <p className="flex items-center gap-2">
            <WifiOff className="size-4 shrink-0" aria-hidden="true" />
            You're offline. You're seeing what was last loaded; changes can't be saved until you're back online.
          </p>
        )}
        {needRefresh && (
          <p className="flex items-center gap-2">
            A new version of Twelvefold is ready.
            <Button size="sm" variant="outline" onClick={() => void updateServiceWorker(true)}>
              <RefreshCw aria-hidden="true" />
              Reload to update
            </Button>
          </p>
        )}
      </div>
    </div>
  );
}
