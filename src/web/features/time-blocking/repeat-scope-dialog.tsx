import { Button } from '@/components/ui/button';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

export type RepeatScope = 'one' | 'following' | 'all';

const SCOPES: { scope: RepeatScope; label: string }[] = [
  { scope: 'one', label: 'This one' },
  { scope: 'following', label: 'This and following' },
  { scope: 'all', label: 'All' },
];

/** Asks which occurrences of a repeating block a change or a delete applies to. */
export function RepeatScopeDialog({
  open,
  action,
  onChoose,
  onCancel,
}: {
  open: boolean;
  action: 'change' | 'delete';
  onChoose: (scope: RepeatScope) => void;
  onCancel: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{action === 'change' ? 'Change a repeating block' : 'Delete a repeating block'}</AlertDialogTitle>
          <AlertDialogDescription>
            {action === 'change'
              ? 'Apply the change to this one, to this and the following ones, or to all of them?'
              : 'Delete this one, this and the following ones, or all of them?'}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter className="flex-wrap gap-2">
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          {SCOPES.map(({ scope, label }) => (
            <Button key={scope} type="button" variant={action === 'delete' ? 'destructive' : 'default'} onClick={() => onChoose(scope)}>
              {label}
            </Button>
          ))}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The query of a change or delete for the chosen scope of an occurrence. */
export function scopeQuery(scope: RepeatScope, occurrence: string | null) {
  if (scope === 'all' || occurrence === null) return {};
  return scope === 'one' ? { occurrence } : { occurrence, scope: 'following' as const };
}
