import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN_LENGTH } from '../../../shared/constants';
import { changePasswordSchema, type ChangePasswordInput } from '../../../shared/schemas/account';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { toast } from '@/components/ui/use-toast';
import { errorIssues } from '@/lib/errors';
import { showFieldIssues } from '@/lib/form-issues';
import { PASSWORD_CHANGE_FAILED, useChangePassword } from './api/change-password';
import { SettingsSection } from './settings-section';
import { TextField } from '@/components/text-field';

const FIELDS = ['currentPassword', 'newPassword'] as const;

export function PasswordSection() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: { currentPassword: '', newPassword: '' } });

  function onSubmit(values: ChangePasswordInput) {
    change.mutate(values, {
      onSuccess: () => form.reset(),
      onError: (error) => {
        const named = errorIssues(error).some((i) => FIELDS.some((f) => f === i.path));
        if (named) showFieldIssues(form.setError, error, FIELDS);
        else toast({ title: PASSWORD_CHANGE_FAILED, variant: 'destructive' });
      },
    });
  }

  return (
    <SettingsSection title="Password" description="Changing it signs out your other sessions; this one stays signed in.">
      <Form {...form}>
        <form onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="grid gap-4 sm:grid-cols-2" noValidate>
          <TextField control={form.control} name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
          <TextField
            control={form.control}
            name="newPassword"
            label="New password"
            type="password"
            autoComplete="new-password"
            description={`At least ${PASSWORD_MIN_LENGTH} characters; a few unrelated words work well.`}
          />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Changing…' : 'Change password'}
            </Button>
          </div>
        </form>
      </Form>
    </SettingsSection>
  );
}
