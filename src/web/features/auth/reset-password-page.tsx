import { useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { passwordSchema } from '../../../shared/schemas/auth';
import { LabeledInput } from '@/components/labeled-input';
import { Button } from '@/components/ui/button';
import { errorIssues, errorMessage } from '@/lib/errors';
import { useResetPassword } from './api/password-reset';
import { AuthCard, FormAlert } from './auth-card';

const link = (href: string, text: string) => (
  <Link href={href} className="font-medium text-primary underline underline-offset-4">
    {text}
  </Link>
);

export default function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(
    token ? null : 'This link is incomplete. Open the whole link from your email, or ask for a new one.',
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordSchema.safeParse(password);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Choose another password');
    setError(null);
    reset.mutate(
      { token, password: parsed.data },
      {
        onError: (err) => {
          const issues = errorIssues(err);
          const tokenIssue = issues.find((i) => i.path === 'token');
          if (tokenIssue) setLinkError(tokenIssue.message);
          else setError(issues.find((i) => i.path === 'password')?.message ?? errorMessage(err));
        },
      },
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthCard title="Password changed" description="You were signed out everywhere." footer={link('/login', 'Sign in')}>
        <p role="status" className="text-sm">
          Your new password is set. Sign in with it now.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Choose a new password"
      description="It replaces your old one and signs you out everywhere."
      footer={link('/forgot-password', 'Ask for a new link')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Choose a new password">
        <LabeledInput
          label="New password"
          type="password"
          autoComplete="new-password"
          value={password}
          onValueChange={setPassword}
          error={error}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters; a few unrelated words work well.`}
        />
        <FormAlert message={linkError} />
        <Button type="submit" className="w-full" disabled={reset.isPending || !token}>
          {reset.isPending ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  );
}
