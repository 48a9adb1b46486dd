import { ToastAction } from '@/components/ui/toast';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';

export const UNDO_FAILURE = 'Failed to undo';

/**
 * The success notification for a delete (docs/product.md, Notifications), with an Undo action while it shows (the server keeps the item longer,
 * so a slow click still works). Undo puts the item back and says so, or says why it could not.
 */
export function toastDeleted({ title, restoredTitle, undo }: { title: string; restoredTitle: string; undo: () => Promise<unknown> }) {
  return toastWithUndo({ title, undoneTitle: restoredTitle, undo });
}

/** A success toast for any change that loses work (a move, a delete), with an Undo action that reverses it. */
export function toastWithUndo<T>({
  title,
  description,
  undoneTitle,
  undoneDescription,
  undo,
}: {
  title: string;
  description?: string;
  undoneTitle: string;
  /** What the Undo's answer adds to its toast, such as what it left in place and why. */
  undoneDescription?: (undone: T) => string | undefined;
  undo: () => Promise<T>;
}) {
  let used = false;
  async function run() {
    if (used) return;
    used = true;
    try {
      const undone = await undo();
      toast({ title: undoneTitle, description: undoneDescription?.(undone) });
    } catch (err) {
      toast({ variant: 'destructive', title: UNDO_FAILURE, description: errorMessage(err) });
    }
  }
  const shown = toast({
    title,
    description,
    action: (
      <ToastAction altText="Press F8 to reach the Undo button" onClick={() => void run()}>
        Undo
      </ToastAction>
    ),
  });
  // The same Undo for a control shown in the item's place: it runs once, whichever is pressed.
  return { ...shown, undo: run };
}
