import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation } from 'wouter';
import type { z } from 'zod';
import { signUpSchema, type SignUpInput } from '../../../shared/schemas/auth';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { errorMessage } from '@/lib/errors';
import { showFieldIssues } from '@/lib/form-issues';
import { useAuthConfig } from './api/get-auth-config';
import { useSignUp } from './api/sign-up';
import { AuthCard, FormAlert, OidcSignIn } from './auth-card';
import { TextField } from '@/components/text-field';

type SignUpFormValues = z.input<typeof signUpSchema>;
const FIELDS = ['email', 'password', 'firstName', 'lastName'] as const;

export default function SignupPage() {
  const [, navigate] = useLocation();
  const config = useAuthConfig();
  const signUp = useSignUp();
  const [formError, setFormError] = useState<string | null>(null);
  // An admin's invitation link (`twelvefold invite`) opens sign-up on a server closed to it.
  const invitation = new URLSearchParams(window.location.search).get('invitation') ?? undefined;
  const form = useForm<SignUpFormValues, unknown, SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '' },
  });

  async function onSubmit(values: SignUpInput) {
    setFormError(null);
    try {
      await signUp.mutateAsync({ ...values, invitation });
      navigate('/', { replace: true });
    } catch (err) {
      if (showFieldIssues(form.setError, err, FIELDS)) setFormError(errorMessage(err));
    }
  }

  const footer = (
    <p>
      Already have an account?{' '}
      <Link href="/login" className="font-medium text-primary underline underline-offset-4">
        Sign in
      </Link>
    </p>
  );

  if (config.data && !config.data.allowSignup && !invitation) {
    return (
      <AuthCard title="Create your account" description="New accounts are not open on this server." footer={footer}>
        <p className="text-sm">Ask the person who runs this server for an account, or sign in if you already have one.</p>
        <OidcSignIn />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      description={invitation ? 'You were invited to this server.' : 'Start planning your life in twelves.'}
      footer={footer}
    >
      <OidcSignIn />
      <Form {...form}>
        <form noValidate onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="space-y-4" aria-label="Create your account">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField control={form.control} name="firstName" label="First name" autoComplete="given-name" />
            <TextField control={form.control} name="lastName" label="Last name" autoComplete="family-name" />
          </div>
          <TextField control={form.control} name="email" label="Email" type="email" autoComplete="email" />
          <TextField
            control={form.control}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            description={<>At least {PASSWORD_MIN_LENGTH} characters</>}
          />
          <FormAlert message={formError} />
          <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Creating account…' : 'Create account'}
          </Button>
        </form>
      </Form>
    </AuthCard>
  );
}
