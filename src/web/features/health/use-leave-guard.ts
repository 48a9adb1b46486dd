import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';

const here = () => window.location.pathname + window.location.search;

/**
 * While `dirty`, leaving the page asks first: closing or reloading the tab through the browser's own prompt
 * (beforeunload), and moving elsewhere in the app (a link, Back or Forward) through `pending`, which the page shows
 * as a dialog. wouter has no navigation blocker, so links are caught on the document before its Link handles them.
 */
export function useLeaveGuard(dirty: boolean) {
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      // Another site, or a server route such as /api/logout, unloads the page: beforeunload asks then.
      if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
      const to = url.pathname + url.search + url.hash;
      if (url.pathname + url.search === here()) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    // Back and Forward: the address has already changed, so put it back and ask.
    const stayed = here();
    const onPopState = (event: PopStateEvent) => {
      const to = here() + window.location.hash;
      if (here() === stayed) return;
      event.stopImmediatePropagation();
      window.history.pushState(window.history.state, '', stayed);
      setPending(to);
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [dirty]);

  const stay = useCallback(() => setPending(null), []);
  const leave = useCallback(() => {
    if (pending === null) return;
    setPending(null);
    navigate(pending);
  }, [navigate, pending]);

  return { pending, stay, leave };
}
