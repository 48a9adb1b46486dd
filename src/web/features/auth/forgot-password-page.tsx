import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { PASSWORD_RESET_MINUTES } from '../../../shared/constants';
import { forgotPasswordSchema } from '../../../shared/schemas/sign-in';
import { LabeledInput } from '@/components/labeled-input';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { useAuthConfig } from './api/get-auth-config';
import { useForgotPassword } from './api/password-reset';
import { AuthCard, FormAlert } from './auth-card';

const backToSignIn = (
  <Link href="/login" className="font-medium text-primary underline underline-offset-4">
    Back to sign in
  </Link>
);

/** Without email, the instance's administrator makes the link: the page says how. */
function AskTheAdmin() {
  return (
    <div className="space-y-3 text-sm">
      <p>This instance does not send email, so its administrator resets passwords. Ask them to run:</p>
      <pre className="whitespace-pre-wrap rounded-md bg-muted p-3 font-mono text-xs [overflow-wrap:anywhere]">twelvefold reset-password your@email.example</pre>
      <p className="text-muted-foreground">It prints a link that lets you choose a new password. The link works once, for {PASSWORD_RESET_MINUTES} minutes.</p>
    </div>
  );
}

function EmailForm() {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter a valid email address');
    setError(null);
    forgot.mutate(parsed.data.email, { onSuccess: () => setSentTo(parsed.data.email), onError: (err) => setError(errorMessage(err)) });
  }

  if (sentTo) {
    return (
      <p role="status" className="text-sm">
        If an account signs in with <span className="font-medium">{sentTo}</span>, a link to choose a new password is on its way. It works once, for{' '}
        {PASSWORD_RESET_MINUTES} minutes. Check your spam folder if it does not arrive.
      </p>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Forgot password">
      <LabeledInput label="Email" type="email" autoComplete="email" value={email} onValueChange={setEmail} error={error} />
      <FormAlert message={null} />
      <Button type="submit" className="w-full" disabled={forgot.isPending}>
        {forgot.isPending ? 'Sending…' : 'Email me a link'}
      </Button>
    </form>
  );
}

export default function ForgotPasswordPage() {
  const config = useAuthConfig();
  return (
    <AuthCard title="Forgot your password?" description="Choose a new one with a link that only you can open." footer={backToSignIn}>
      {config.isLoading ? <Skeleton className="h-24 w-full" /> : config.data?.email ? <EmailForm /> : <AskTheAdmin />}
    </AuthCard>
  );
}
