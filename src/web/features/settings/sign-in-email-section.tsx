import { useState, type FormEvent } from 'react';
import type { User } from '../../../shared/schemas/auth';
import { changeEmailSchema } from '../../../shared/schemas/sign-in';
import { LabeledInput } from '@/components/labeled-input';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorIssues, errorMessage } from '@/lib/errors';
import { emailChangedToast, useChangeEmail } from './api/change-email';
import { SettingsSection } from './settings-section';

type Errors = Partial<Record<'email' | 'password' | 'form', string>>;

export function SignInEmailSection({ user }: { user: User }) {
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = changeEmailSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: (result) => {
        setEmail('');
        setPassword('');
        if (result.status === 'changed') toast(emailChangedToast(result.email));
        else setPending(result.email);
      },
      onError: (err) => {
        const named = Object.fromEntries(
          errorIssues(err)
            .filter((i) => i.path === 'email' || i.path === 'password')
            .map((i) => [i.path, i.message]),
        );
        setErrors(Object.keys(named).length ? named : { form: errorMessage(err) });
      },
    });
  }

  return (
    <SettingsSection
      title="Sign-in email"
      description={
        <>
          You sign in with <span className="font-medium text-foreground">{user.email}</span>. Changing it asks for your password.
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <LabeledInput label="New email" type="email" autoComplete="email" value={email} onValueChange={setEmail} error={errors.email} />
        <LabeledInput label="Password" type="password" autoComplete="current-password" value={password} onValueChange={setPassword} error={errors.password} />
        <div className="space-y-2 sm:col-span-2" role="status">
          {errors.form && <p className="text-sm font-medium text-destructive dark:text-red-300">{errors.form}</p>}
          {pending && (
            <p className="text-sm">
              We emailed a link to <span className="font-medium">{pending}</span>. Your sign-in email changes when you open it (within 24 hours).
            </p>
          )}
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Changing…' : 'Change email'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
