/** Whether the keyboard is an Apple one, where the Command key stands for Ctrl. */
export function isApple(nav: Pick<Navigator, 'platform' | 'userAgent'> = navigator): boolean {
  return /Mac|iPhone|iPad|iPod/.test(nav.platform || nav.userAgent);
}

/** The command palette's shortcut as the user's keyboard writes it, and as aria-keyshortcuts names it. */
export function paletteShortcut(nav?: Pick<Navigator, 'platform' | 'userAgent'>): { label: string; keys: string } {
  return isApple(nav) ? { label: '⌘K', keys: 'Meta+K' } : { label: 'Ctrl+K', keys: 'Control+K' };
}
