import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { TWO_FACTOR_OFF, useDisableTotp, useNewRecoveryCodes, useTwoFactorStatus } from './api/two-factor';
import { PasswordConfirmDialog } from './password-confirm-dialog';
import { RecoveryCodesView } from './recovery-codes-view';
import { SettingsSection } from './settings-section';
import { TotpEnrolDialog } from './totp-enrol-dialog';

type Open = 'enrol' | 'disable' | 'codes' | null;

function TwoFactorOn({ codesLeft, onOpen }: { codesLeft: number; onOpen: (dialog: Open) => void }) {
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge>On</Badge>
        Signing in asks for a code from your authenticator app.{' '}
        <span className={codesLeft <= 3 ? 'font-medium text-destructive dark:text-red-300' : 'text-muted-foreground'}>
          {codesLeft} of 10 recovery codes left.
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => onOpen('codes')}>
          New recovery codes
        </Button>
        <Button variant="outline" onClick={() => onOpen('disable')}>
          Turn off
        </Button>
      </div>
    </div>
  );
}

export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const disable = useDisableTotp();
  const newCodes = useNewRecoveryCodes();
  const [open, setOpen] = useState<Open>(null);
  const onOpenChange = (dialog: Open) => (next: boolean) => {
    setOpen(next ? dialog : null);
    if (!next) newCodes.reset();
  };

  return (
    <SettingsSection
      title="Two-factor sign-in"
      description="A code from an authenticator app after your password, so a stolen password alone cannot open your account."
    >
      {status.isLoading ? (
        <Skeleton className="h-16 w-full" aria-label="Loading two-factor sign-in" />
      ) : status.isError || !status.data ? (
        <p className="text-sm text-muted-foreground">Two-factor sign-in could not be loaded. Reload the page to try again.</p>
      ) : status.data.totp ? (
        <TwoFactorOn codesLeft={status.data.recoveryCodesLeft} onOpen={setOpen} />
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-muted-foreground">Off: your password alone signs you in.</p>
          <Button onClick={() => setOpen('enrol')}>Set up authenticator app</Button>
        </div>
      )}
      <TotpEnrolDialog open={open === 'enrol'} onOpenChange={onOpenChange('enrol')} />
      <PasswordConfirmDialog
        open={open === 'disable'}
        onOpenChange={onOpenChange('disable')}
        title="Turn off two-factor sign-in?"
        description="Your password alone will sign you in. Your recovery codes stop working and trusted devices are forgotten."
        action="Turn off"
        destructive
        askCode
        pending={disable.isPending}
        onConfirm={(values, onError) =>
          disable.mutate(values, {
            onSuccess: () => {
              setOpen(null);
              toast({ title: TWO_FACTOR_OFF });
            },
            onError,
          })
        }
      />
      <PasswordConfirmDialog
        open={open === 'codes'}
        onOpenChange={onOpenChange('codes')}
        title={newCodes.data ? 'Save your recovery codes' : 'New recovery codes?'}
        description={newCodes.data ? 'Your earlier recovery codes no longer work.' : 'Ten new codes replace every earlier one, used or not.'}
        action="Make new codes"
        pending={newCodes.isPending}
        onConfirm={(values, onError) => newCodes.mutate(values.password, { onError })}
      >
        {newCodes.data && <RecoveryCodesView codes={newCodes.data.recoveryCodes} onDone={() => setOpen(null)} />}
      </PasswordConfirmDialog>
    </SettingsSection>
  );
}
