import { useEffect, useId, useMemo } from 'react';
import { useForm, type Control, type UseFormSetValue } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { deviceTimezone } from '../../../shared/dates';
import { formatCount } from '../../../shared/dozenal';
import { createFormatter, resolveTimeFormat } from '../../../shared/format';
import { profileFormSchema, type ProfileFormValues } from '../../../shared/schemas/account';
import type { User } from '../../../shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useUpdateProfile } from './api/update-profile';
import { SettingsSection } from './settings-section';
import { RadioField } from '@/components/radio-field';
import { TextField } from '@/components/text-field';
import { WorkdayFields } from './workday-fields';

function allTimezones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

function valuesFor(user: User): ProfileFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    timezone: user.timezone || (deviceTimezone() ?? 'UTC'),
    numberBase: user.numberBase,
    timeFormat: user.timeFormat,
    workdayStart: user.workdayStart,
    workdayEnd: user.workdayEnd,
  };
}

const BASES = [
  { value: 'decimal', label: 'Decimal' },
  { value: 'dozenal', label: 'Dozenal' },
] as const;
const baseExample = (base: 'decimal' | 'dozenal') => [10, 11, 12].map((n) => formatCount(n, base)).join(', ');

const CLOCKS = [
  { value: null, label: 'Follow this browser' },
  { value: '12h', label: '12-hour' },
  { value: '24h', label: '24-hour' },
] as const;
const clockExample = (timeFormat: '12h' | '24h' | null) =>
  createFormatter({ numberBase: 'decimal', timeFormat, timezone: 'UTC', locale: navigator.language }).hourRange(9, 23);

function TimezoneField({
  control,
  setValue,
  timezone,
}: {
  control: Control<ProfileFormValues>;
  setValue: UseFormSetValue<ProfileFormValues>;
  timezone: string;
}) {
  const listId = useId();
  const timezones = useMemo(allTimezones, []);
  const deviceZone = useMemo(deviceTimezone, []);
  return (
    <FormField
      control={control}
      name="timezone"
      render={({ field }) => (
        <FormItem className="sm:col-span-2">
          <FormLabel>Time zone</FormLabel>
          <div className="flex flex-col gap-2 sm:flex-row">
            <FormControl>
              <Input list={listId} autoComplete="off" spellCheck={false} placeholder="Type to search, e.g. Europe/London" {...field} />
            </FormControl>
            {deviceZone && timezone !== deviceZone && (
              <Button type="button" variant="outline" onClick={() => setValue('timezone', deviceZone, { shouldDirty: true, shouldValidate: true })}>
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
  );
}

const baseOptions = BASES.map((base) => ({
  value: base.value,
  label: (
    <>
      {base.label} <span className="text-muted-foreground">({baseExample(base.value)})</span>
    </>
  ),
}));

function clockOptions(browserClock: string) {
  return CLOCKS.map((clock) => ({
    value: clock.value,
    label: (
      <>
        {clock.value === null ? `${clock.label}, ${browserClock}` : clock.label} <span className="text-muted-foreground">({clockExample(clock.value)})</span>
      </>
    ),
  }));
}

export function ProfileSection({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues>({ resolver: zodResolver(profileFormSchema), defaultValues: valuesFor(user) });
  const { reset } = form;

  useEffect(() => {
    reset(valuesFor(user));
  }, [user, reset]);

  function onSubmit(values: ProfileFormValues) {
    update.mutate(values);
  }

  const timezone = form.watch('timezone');
  const [numberBase, timeFormat] = form.watch(['numberBase', 'timeFormat']);
  // What the choices look like before they are saved.
  const preview = createFormatter({ numberBase, timeFormat, timezone: 'UTC', locale: navigator.language });
  const browserClock = resolveTimeFormat(null, navigator.language) === '12h' ? '12-hour' : '24-hour';

  return (
    <SettingsSection title="Profile" description="Your name, time zone, workday and how numbers and times are shown.">
      <Form {...form}>
        <form onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="grid gap-4 sm:grid-cols-2" noValidate>
          <TextField control={form.control} name="firstName" label="First name" autoComplete="given-name" />
          <TextField control={form.control} name="lastName" label="Last name" autoComplete="family-name" />
          <p className="text-sm text-muted-foreground sm:col-span-2">
            Email: {user.email ?? 'not shared'} {user.authProvider === 'local' ? '(change it under Sign-in email)' : '(managed by your sign-in provider)'}
          </p>
          <TimezoneField control={form.control} setValue={form.setValue} timezone={timezone} />
          <RadioField
            control={form.control}
            name="numberBase"
            className="sm:col-span-2"
            legend="Number display"
            description="How every count and figure is shown across the app, the assistant’s replies included. Dates, times and what you type stay decimal."
            options={baseOptions}
          />
          <RadioField
            control={form.control}
            name="timeFormat"
            className="sm:col-span-2"
            legend="Clock"
            description="How times are shown, in the day view, the dashboard and the chat."
            options={clockOptions(browserClock)}
          />
          <WorkdayFields control={form.control} />
          <p className="text-sm sm:col-span-2" aria-live="polite" data-testid="display-preview">
            <span className="text-muted-foreground">Preview: </span>
            {preview.figure(7.5)} hours of sleep · {preview.count(144)} steps · {preview.percent(75)} of target · {preview.hour(23)}
          </p>
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
