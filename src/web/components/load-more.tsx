import { useEffect, useRef } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * Loads the next page when it scrolls into view, and is a button for keyboards and screen readers.
 * Renders nothing when there is no next page.
 */
export function LoadMore({ hasMore, loading, onLoad, label }: { hasMore: boolean; loading: boolean; onLoad: () => void; label: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !loading) onLoad();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading, onLoad]);
  if (!hasMore) return null;
  return (
    <div className="flex justify-center py-2">
      <Button ref={ref} variant="ghost" size="sm" onClick={onLoad} disabled={loading}>
        {loading && <Loader2 className="animate-spin" aria-hidden="true" />}
        {label}
      </Button>
    </div>
  );
}
