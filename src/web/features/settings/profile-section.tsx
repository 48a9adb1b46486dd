import { useEffect, useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { profileFormSchema, type ProfileFormValues } from '../../../shared/schemas/account';
import type { User } from '../../../shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useUpdateProfile } from './api/update-profile';
import { SettingsSection } from './settings-section';
import { TextField } from '@/components/text-field';

function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function allTimezones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

function valuesFor(user: User): ProfileFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.authProvider === 'local' ? (user.email ?? '') : undefined,
    timezone: user.timezone || browserTimezone(),
    numberBase: user.numberBase,
  };
}

const BASES = [
  { value: 'decimal', label: 'Decimal', example: '10, 11, 12' },
  { value: 'dozenal', label: 'Dozenal', example: '↊, ↋, 10' },
] as const;

export function ProfileSection({ user }: { user: User }) {
  const listId = useId();
  const timezones = useMemo(allTimezones, []);
  const deviceZone = useMemo(browserTimezone, []);
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues>({ resolver: zodResolver(profileFormSchema), defaultValues: valuesFor(user) });
  const { reset, setError } = form;

  useEffect(() => {
    reset(valuesFor(user));
  }, [user, reset]);

  function onSubmit(values: ProfileFormValues) {
    update.mutate(values, {
      onError: (error) => {
        if (error.message.startsWith('409')) setError('email', { message: 'An account with this email already exists' });
      },
    });
  }

  const timezone = form.watch('timezone');
  const isLocal = user.authProvider === 'local';

  return (
    <SettingsSection title="Profile" description="Your name, email, time zone and how numbers are shown.">
      <Form {...form}>
        <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2" noValidate>
          <TextField control={form.control} name="firstName" label="First name" autoComplete="given-name" />
          <TextField control={form.control} name="lastName" label="Last name" autoComplete="family-name" />
          {isLocal ? (
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem className="sm:col-span-2">
                  <FormLabel>Email</FormLabel>
                  <FormControl>
                    <Input type="email" autoComplete="email" {...field} value={field.value ?? ''} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          ) : (
            <p className="text-sm text-muted-foreground sm:col-span-2">
              Email: {user.email ?? 'not shared'} (managed by your sign-in provider)
            </p>
          )}
          <FormField
            control={form.control}
            name="timezone"
            render={({ field }) => (
              <FormItem className="sm:col-span-2">
                <FormLabel>Time zone</FormLabel>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <FormControl>
                    <Input list={listId} autoComplete="off" spellCheck={false} placeholder="Type to search, e.g. Europe/London" {...field} />
                  </FormControl>
                  {deviceZone && timezone !== deviceZone && (
                    <Button type="button" variant="outline" onClick={() => form.setValue('timezone', deviceZone, { shouldDirty: true, shouldValidate: true })}>
                      Use this device’s ({deviceZone})
                    </Button>
                  )}
                </div>
                <datalist id={listId}>
                  {timezones.map((zone) => (
                    <option key={zone} value={zone} />
                  ))}
                </datalist>
                <FormDescription>Decides what “today” means for your plans and reviews.</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="numberBase"
            render={({ field }) => (
              <FormItem className="sm:col-span-2">
                <fieldset>
                  <legend className="text-sm font-medium">Number display</legend>
                  <p className="mt-1 text-sm text-muted-foreground">How counts and stats are shown across the app.</p>
                  <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:gap-6">
                    {BASES.map((base) => (
                      <label key={base.value} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm">
                        <input
                          type="radio"
                          name={field.name}
                          value={base.value}
                          checked={field.value === base.value}
                          onChange={() => field.onChange(base.value)}
                          onBlur={field.onBlur}
                          className="size-4 accent-primary"
                        />
                        <span>
                          {base.label} <span className="text-muted-foreground">({base.example})</span>
                        </span>
                      </label>
                    ))}
                  </div>
                </fieldset>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving…' : 'Save profile'}
            </Button>
          </div>
        </form>
      </Form>
    </SettingsSection>
  );
}
