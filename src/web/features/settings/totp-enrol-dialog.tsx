import { useEffect, useState, type FormEvent } from 'react';
import type { TotpEnrolment } from '../../../shared/schemas/sign-in';
import { totpCodeSchema } from '../../../shared/schemas/sign-in';
import { LabeledInput } from '@/components/labeled-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorIssues, errorMessage } from '@/lib/errors';
import { TOTP_START_FAILED, useConfirmTotp, useStartTotp } from './api/two-factor';
import { RecoveryCodesView } from './recovery-codes-view';

/** The otpauth URL as a QR code (SVG), drawn in the browser: the secret never goes to another service. */
function QrCode({ url }: { url: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode').then((qr) => qr.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })).then((text) => live && setSvg(text));
    return () => {
      live = false;
    };
  }, [url]);
  if (!svg) return <Skeleton className="size-44" />;
  return (
    <img
      src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
      alt="QR code to scan with your authenticator app"
      className="size-44 rounded-md bg-white p-1"
    />
  );
}

const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function ConfirmStep({ enrolment, onConfirmed }: { enrolment: TotpEnrolment; onConfirmed: (codes: string[]) => void }) {
  const confirm = useConfirmTotp();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the code');
    setError(null);
    confirm.mutate(parsed.data, {
      onSuccess: (result) => onConfirmed(result.recoveryCodes),
      onError: (err) => setError(errorIssues(err)[0]?.message ?? errorMessage(err)),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
        <li>Open an authenticator app (Aegis, 2FAS, Google Authenticator, 1Password, Bitwarden…).</li>
        <li>Scan the code, or type the key by hand.</li>
        <li>Enter the six digits the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <QrCode url={enrolment.otpauthUrl} />
        <div className="w-full min-w-0">
          <LabeledInput
            label="Secret key"
            hint="To type in when you cannot scan."
            readOnly
            value={grouped(enrolment.secret)}
            onValueChange={() => undefined}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-xs"
          />
        </div>
      </div>
      <LabeledInput label="Code from the app" value={code} onValueChange={setCode} autoComplete="one-time-code" inputMode="numeric" error={error} />
      <DialogFooter>
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Checking…' : 'Turn on'}
        </Button>
      </DialogFooter>
    </form>
  );
}

export function TotpEnrolDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const start = useStartTotp();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { mutate, reset } = start;

  useEffect(() => {
    if (!open) return;
    setCodes(null);
    reset();
    mutate(undefined, { onError: (err) => toast({ title: TOTP_START_FAILED, description: errorMessage(err), variant: 'destructive' }) });
  }, [open, mutate, reset]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{codes ? 'Save your recovery codes' : 'Set up an authenticator app'}</DialogTitle>
          <DialogDescription>
            {codes ? 'Two-factor sign-in is on. Your other sessions were signed out.' : 'Signing in will ask for a code from your app after your password.'}
          </DialogDescription>
        </DialogHeader>
        {codes ? (
          <RecoveryCodesView codes={codes} onDone={() => onOpenChange(false)} />
        ) : start.data ? (
          <ConfirmStep enrolment={start.data} onConfirmed={setCodes} />
        ) : (
          <Skeleton className="h-64 w-full" aria-label="Preparing" />
        )}
      </DialogContent>
    </Dialog>
  );
}
