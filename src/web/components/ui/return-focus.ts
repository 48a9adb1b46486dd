import { useRef } from 'react';

/**
 * Focus goes back to the control that opened a dialog when it closes (WAI-ARIA dialog pattern). Radix does this
 * only through its own Trigger; these dialogs are opened from state, so the opener is remembered here instead.
 * When the opener is gone by then (its row moved or was replaced, or it sat in a menu or sheet that closed), focus
 * goes, in order, to the control with the same `data-focus-key`, to the trigger of that menu or sheet, to the page's
 * `data-focus-fallback` control, and last to the main landmark: never to the document body.
 */

interface Opener {
  element: HTMLElement | null;
  key: string | undefined;
  containerTrigger: HTMLElement | null;
}

function canFocus(element: HTMLElement | null | undefined): element is HTMLElement {
  return !!element && element.isConnected && !element.matches(':disabled') && !element.closest('[inert]') && element.getClientRects().length > 0;
}

/** The control that opened the menu or dialog `element` sits in. */
function triggerOfContainer(element: HTMLElement): HTMLElement | null {
  const menu = element.closest<HTMLElement>('[role="menu"]');
  const labelledBy = menu?.getAttribute('aria-labelledby');
  if (labelledBy) return document.getElementById(labelledBy);
  const dialog = element.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  if (dialog?.id) return document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(dialog.id)}"]`);
  return null;
}

export function useReturnFocus() {
  const opener = useRef<Opener | null>(null);
  return {
    onOpenAutoFocus() {
      const active = document.activeElement;
      const element = active instanceof HTMLElement && active !== document.body ? active : null;
      opener.current = { element, key: element?.dataset.focusKey, containerTrigger: element ? triggerOfContainer(element) : null };
    },
    onCloseAutoFocus(event: Event) {
      const saved = opener.current;
      opener.current = null;
      const sameKey = saved?.key ? document.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(saved.key)}"]`) : null;
      const candidates = [
        saved?.element,
        sameKey,
        saved?.element?.isConnected ? null : saved?.containerTrigger,
        // A page may have one per layout (a phone's and a wide screen's): the one shown is focusable.
        ...document.querySelectorAll<HTMLElement>('[data-focus-fallback]'),
        document.getElementById('main-content'),
      ];
      const target = candidates.find(canFocus);
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
  };
}
