import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { signInSchema, type SignInInput } from '../../../shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { errorMessage, errorStatus } from '@/lib/errors';
import { showFieldIssues } from '@/lib/form-issues';
import { useAuthConfig } from './api/get-auth-config';
import { useSignIn } from './api/sign-in';
import { AuthCard, FormAlert, OidcSignIn } from './auth-card';
import { TextField } from '@/components/text-field';
import type { TwoFactorRequired } from '../../../shared/schemas/sign-in';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { SecondStepCard } from './second-step-card';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export default function LoginPage() {
  const [secondStep, setSecondStep] = useState<TwoFactorRequired | null>(null);
  if (secondStep) return <SecondStepCard methods={secondStep.methods} onRestart={() => setSecondStep(null)} />;
  return <PasswordStep onSecondStep={setSecondStep} />;
}

function PasswordStep({ onSecondStep }: { onSecondStep: (step: TwoFactorRequired) => void }) {
  const [, navigate] = useLocation();
  const config = useAuthConfig();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<z.input<typeof signInSchema>, unknown, SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });

  async function onSubmit(values: SignInInput) {
    setFormError(null);
    try {
      const result = await signIn.mutateAsync(values);
      if ('twoFactorRequired' in result) onSecondStep(result);
      else navigate('/', { replace: true });
    } catch (err) {
      if (errorStatus(err) === 401) {
        setFormError(INVALID_CREDENTIALS);
        return;
      }
      if (showFieldIssues(form.setError, err, ['email', 'password'])) setFormError(errorMessage(err));
    }
  }

  const allowSignup = config.data?.allowSignup !== false;

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in to continue planning."
      footer={
        allowSignup ? (
          <p>
            New here?{' '}
            <Link href="/signup" className="font-medium text-primary underline underline-offset-4">
              Create an account
            </Link>
          </p>
        ) : undefined
      }
    >
      <OidcSignIn />
      <Form {...form}>
        <form noValidate onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="space-y-4" aria-label="Sign in">
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
          <TextField control={form.control} name="password" label="Password" type="password" autoComplete="current-password webauthn" />
          <p className="-mt-2 text-right text-sm">
            <Link href="/forgot-password" className="font-medium text-primary underline underline-offset-4">
              Forgot password?
            </Link>
          </p>
          <FormAlert message={formError} />
          <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
      </Form>
      <PasskeySignInButton />
    </AuthCard>
  );
}
