import { useId, useState } from 'react';
import { deletionPhrase } from '../../../shared/schemas/account';
import type { User } from '../../../shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDeleteAccount } from './api/delete-account';
import { SettingsSection } from './settings-section';

export function DangerZoneSection({ user }: { user: User }) {
  const inputId = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const phrase = deletionPhrase(user);
  const matches = user.authProvider === 'local' ? typed.trim().toLowerCase() === phrase.toLowerCase() : typed.trim() === phrase;

  return (
    <SettingsSection title="Danger zone" tone="danger" description="Deleting your account removes everything you keep here, for good.">
      <p className="mb-3 text-sm text-muted-foreground">Export your data first if you may want it later.</p>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped('');
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Every plan, record, person, goal, review and message in this account is deleted and you are signed out everywhere. This cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (matches) remove.mutate({ confirm: typed.trim() });
            }}
            className="grid gap-4"
          >
            <div className="grid gap-2">
              <Label htmlFor={inputId}>
                Type <span className="font-mono font-semibold">{phrase}</span> to confirm
              </Label>
              <Input id={inputId} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
                {remove.isPending ? 'Deleting…' : 'Delete my account'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}
