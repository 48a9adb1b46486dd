import { lazy, Suspense, useState } from 'react';
import { useToast } from '@/components/ui/use-toast';

export const loadToaster = () => import('@/components/ui/toaster');

const Toaster = lazy(() => loadToaster().then((module) => ({ default: module.Toaster })));

/**
 * The notification region, loaded with its first toast: on the landing page only the newsletter form shows toasts,
 * so the page's first load leaves the toast library out. Once shown it stays, as on every other page.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
