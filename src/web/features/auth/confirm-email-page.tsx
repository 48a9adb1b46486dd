import { Link, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { useAuth } from '@/lib/use-auth';
import { useConfirmEmail } from './api/password-reset';
import { AuthCard, FormAlert } from './auth-card';

/** Opened from the email sent to a new sign-in address; a click (not the page load) confirms, as mail scanners open links. */
export default function ConfirmEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const { user } = useAuth();
  const confirm = useConfirmEmail();
  const next = (
    <Link href={user ? '/settings' : '/login'} className="font-medium text-primary underline underline-offset-4">
      {user ? 'Back to Settings' : 'Sign in'}
    </Link>
  );

  if (confirm.isSuccess) {
    return (
      <AuthCard title="Email confirmed" description="Your sign-in email is changed." footer={next}>
        <p role="status" className="text-sm">
          From now on you sign in with <span className="font-medium">{confirm.data.email}</span>.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Confirm your new email" description="Sign in with this address from now on." footer={next}>
      <FormAlert message={!token ? 'This link is incomplete. Open the whole link from your email.' : confirm.isError ? errorMessage(confirm.error) : null} />
      <Button className="w-full" disabled={!token || confirm.isPending} onClick={() => confirm.mutate(token)}>
        {confirm.isPending ? 'Confirming…' : 'Confirm new email'}
      </Button>
    </AuthCard>
  );
}
