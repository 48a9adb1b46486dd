import { useEffect, useRef } from 'react';

/** Whether a key press belongs to something else: typing in a field, a dialog, a menu or a tab list's arrows. */
function isBusyTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return target.closest('[role="dialog"],[role="alertdialog"],[role="listbox"],[role="menu"],[role="tablist"]') !== null;
}

/**
 * Single-key shortcuts of one page (keys as KeyboardEvent.key). None fires while typing, with a modifier held, or
 * while a dialog is open.
 */
export function usePageShortcuts(handlers: Record<string, () => void>) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (isBusyTarget(event.target) || document.querySelector('[role="dialog"],[role="alertdialog"]')) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const run = latest.current[key];
      if (!run) return;
      event.preventDefault();
      run();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
