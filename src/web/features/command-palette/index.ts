import { lazy } from 'react';

export { useCommandPaletteShortcut } from './use-command-palette-shortcut';
// The palette loads the first time it is opened.
export const CommandPalette = /* @__PURE__ */ lazy(() => import('./command-palette').then((m) => ({ default: m.CommandPalette })));
