import { lazy, Suspense, useEffect, useState } from 'react';
import { useToast } from '@/components/ui/use-toast';

export const loadToaster = () => import('@/components/ui/toaster');

const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

const HOTKEY = 'F8';

/** Once the region is there, the F8 that loaded it is passed on to it, so it takes the focus as on every other page. */
function PassOnHotkey() {
  useEffect(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: HOTKEY, code: HOTKEY, bubbles: true }));
  }, []);
  return null;
}

/**
 * The notification region, loaded with its first toast or the first press of F8: on the landing page only the
 * newsletter form shows toasts, so the page's first load leaves the toast library out. Once shown it stays, as on
 * every other page.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState<'toast' | 'hotkey' | null>(null);
  if (!needed && toasts.length > 0) setNeeded('toast');
  useEffect(() => {
    if (needed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code === HOTKEY || event.key === HOTKEY) setNeeded('hotkey');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
      {needed === 'hotkey' && <PassOnHotkey />}
    </Suspense>
  );
}
