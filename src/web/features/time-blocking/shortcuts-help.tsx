import { useState } from 'react';
import { paletteShortcut } from '@/lib/shortcut-label';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';

/** The page's shortcuts; the palette's is written as the user's keyboard writes it. */
const timeBlockingShortcuts = (): [keys: string, what: string][] => [
  ['N', 'New time block'],
  ['T', 'Go to today'],
  ['← / →', 'Previous or next day, 3 days or week'],
  ['D / 3 / W / A', 'Day, 3 days, week or agenda view'],
  ['+ / −', 'Zoom in or out'],
  ['Alt + ↑ / ↓', 'Move the focused block 15 minutes earlier or later'],
  ['Alt + ← / →', 'Move the focused block a day'],
  ['Alt + Shift + ↑ / ↓', 'Make the focused block 15 minutes shorter or longer'],
  ['Shift + F10', "Open the focused block's menu: edit, mark done, delete"],
  ['↑ ↓ ← →', 'Move between the hours, days and blocks of the planner'],
  ['Delete', 'Delete the focused block (Undo in the notification, F8 to reach it)'],
  [paletteShortcut().label, 'Command palette: add a block by typing it, or go to a page'],
  ['?', 'This list'],
];

export function useShortcutsHelp() {
  const [open, setOpen] = useState(false);
  return { open, setOpen, show: () => setOpen(true) };
}

export function ShortcutsHelp({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Keyboard shortcuts</DialogTitle>
          <DialogDescription>They work on this page whenever you are not typing in a field.</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {timeBlockingShortcuts().map(([keys, what]) => (
            <div key={keys} className="contents">
              <dt>
                <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-xs">{keys}</kbd>
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
