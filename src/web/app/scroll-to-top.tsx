import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Client-side navigation keeps the old scroll position; a new page should start at the top. */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [location]);
  return null;
}
