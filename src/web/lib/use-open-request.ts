import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

/** The search parameter by which a link (a command palette result) asks a page to open one of its items. */
export const OPEN_PARAM = 'open';

/** A link to `path` that opens the item `id` there, with any other parameters: "/goals?open=…". */
export function openItemHref(path: string, id: string, params: Record<string, string> = {}): string {
  return `${path}?${new URLSearchParams({ ...params, [OPEN_PARAM]: id })}`;
}

/**
 * Opens the item a link asks for (`?open=<id>`) once the page's list holds it, then drops the request from the
 * address, so reloading or going back does not open it again. A list that does not hold it yet (still loading, or
 * another day's) leaves the request waiting.
 */
export function useOpenRequest<T extends { id: string }>(items: readonly T[] | undefined, open: (item: T) => void): void {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const openRef = useRef(open);
  openRef.current = open;
  const id = new URLSearchParams(search).get(OPEN_PARAM);
  useEffect(() => {
    const item = id ? items?.find((i) => i.id === id) : undefined;
    if (!item) return;
    const params = new URLSearchParams(search);
    params.delete(OPEN_PARAM);
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
    openRef.current(item);
  }, [id, items, search, location, navigate]);
}
