import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { TRUSTED_DEVICE_DAYS } from '../../../shared/constants';
import { recoveryCodeSchema, totpCodeSchema, type TwoFactorRequired } from '../../../shared/schemas/sign-in';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage, errorStatus } from '@/lib/errors';
import { useSecondStep } from './api/second-step';
import { AuthCard, FormAlert } from './auth-card';
import { PasskeySignInButton } from './passkey-sign-in-button';

type Mode = 'code' | 'recovery';
const FIELD: Record<Mode, { label: string; hint: string; switchTo: string }> = {
  code: { label: 'Code from your authenticator app', hint: 'Six digits; a new one every 30 seconds.', switchTo: 'Use a recovery code instead' },
  recovery: {
    label: 'Recovery code',
    hint: 'One of the codes you saved when you set up two-factor sign-in. Each works once.',
    switchTo: 'Use your authenticator app instead',
  },
};

/** The second step of signing in: a code from the app, a recovery code or a passkey. */
export function SecondStepCard({ methods, onRestart }: { methods: TwoFactorRequired['methods']; onRestart: () => void }) {
  const [, navigate] = useLocation();
  const step = useSecondStep();
  const [mode, setMode] = useState<Mode>('code');
  const [value, setValue] = useState('');
  const [trust, setTrust] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { input: useId(), hint: useId(), trust: useId() };
  const field = FIELD[mode];

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = (mode === 'code' ? totpCodeSchema : recoveryCodeSchema).safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the code');
      return;
    }
    setError(null);
    const input = mode === 'code' ? { code: parsed.data, trustDevice: trust } : { recoveryCode: parsed.data, trustDevice: trust };
    step.mutate(input, {
      onSuccess: () => navigate('/', { replace: true }),
      onError: (err) => {
        const message = errorMessage(err);
        if (errorStatus(err) === 401 && /took too long/.test(message)) onRestart();
        setError(message);
        setValue('');
      },
    });
  }

  return (
    <AuthCard title="Two-factor sign-in" description="Your password was right. One more step proves it is you.">
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Second step">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.input}>{field.label}</Label>
          <Input
            id={ids.input}
            key={mode}
            autoFocus
            value={value}
            onChange={(e) => setValue(e.target.value)}
            autoComplete="one-time-code"
            inputMode={mode === 'code' ? 'numeric' : 'text'}
            aria-describedby={ids.hint}
            aria-invalid={error ? true : undefined}
            className="font-mono tracking-widest"
          />
          <p id={ids.hint} className="text-sm text-muted-foreground">
            {field.hint}
          </p>
        </div>
        <div className="flex items-start gap-2">
          <input id={ids.trust} type="checkbox" checked={trust} onChange={(e) => setTrust(e.target.checked)} className="mt-0.5 size-4 accent-primary" />
          <Label htmlFor={ids.trust} className="font-normal">
            Trust this device for {TRUSTED_DEVICE_DAYS} days
          </Label>
        </div>
        <FormAlert message={error} />
        <Button type="submit" className="w-full" disabled={step.isPending}>
          {step.isPending ? 'Checking…' : 'Verify'}
        </Button>
      </form>
      {methods.includes('passkey') && <PasskeySignInButton label="Use a passkey instead" trustDevice={trust} />}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          onClick={() => {
            setMode(mode === 'code' ? 'recovery' : 'code');
            setValue('');
            setError(null);
          }}
        >
          {field.switchTo}
        </Button>
        <Button type="button" variant="link" className="h-auto p-0" onClick={onRestart}>
          Start over
        </Button>
      </div>
    </AuthCard>
  );
}
