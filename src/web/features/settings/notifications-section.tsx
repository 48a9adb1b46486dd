import { useEffect, useId, useState } from 'react';
import { BLOCK_REMINDER_MINUTES_MAX, notificationSettingsSchema, type NotificationSettings } from '../../../shared/schemas/push';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import {
  NOTIFICATION_SETTINGS_FAILED,
  NOTIFICATION_SETTINGS_SAVED,
  TEST_NOTIFICATION_FAILED,
  TEST_NOTIFICATION_SENT,
  useNotificationSettings,
  useSaveNotificationSettings,
  useSendTestNotification,
} from './api/notification-settings';
import { PUSH_CHANGE_FAILED, pushState, turnOffPush, turnOnPush, type PushState } from './api/push-subscription';
import { SettingsSection } from './settings-section';

const STATE_TEXT: Record<PushState, string> = {
  unsupported: 'This browser cannot receive notifications from Twelvefold (install the app or open it over https).',
  denied: 'Notifications are blocked for this site in the browser settings.',
  off: 'Notifications are off in this browser.',
  on: 'Notifications are on in this browser.',
};

type Toggle = 'blockReminders' | 'peopleDue' | 'morningPlan' | 'dueTasks' | 'weeklyReview';

const KINDS: { key: Toggle; label: string; time?: 'peopleDueTime' | 'morningPlanTime' | 'weeklyReviewTime'; timeLabel?: string }[] = [
  { key: 'blockReminders', label: 'A time block is about to start' },
  { key: 'peopleDue', label: 'People due for contact today', time: 'peopleDueTime', timeLabel: 'at' },
  { key: 'morningPlan', label: "The day's plan in the morning", time: 'morningPlanTime', timeLabel: 'at' },
  { key: 'dueTasks', label: "Tasks due today with no time yet, at the morning plan's time" },
  { key: 'weeklyReview', label: 'Your weekly review is ready', time: 'weeklyReviewTime', timeLabel: 'on Mondays at' },
];

export function NotificationsSection() {
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const test = useSendTestNotification();
  const [draft, setDraft] = useState<NotificationSettings | null>(null);
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    if (settings.data) setDraft(settings.data);
  }, [settings.data]);
  useEffect(() => {
    void pushState().then(setState, () => setState('unsupported'));
  }, []);

  async function toggleBrowser() {
    setBusy(true);
    try {
      setState(state === 'on' ? await turnOffPush() : await turnOnPush());
    } catch (err) {
      toast({ variant: 'destructive', title: PUSH_CHANGE_FAILED, description: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }

  function onSave(event: React.FormEvent) {
    event.preventDefault();
    const parsed = notificationSettingsSchema.safeParse(draft);
    if (!parsed.success) {
      toast({ variant: 'destructive', title: NOTIFICATION_SETTINGS_FAILED, description: parsed.error.issues[0]?.message });
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => toast({ title: NOTIFICATION_SETTINGS_SAVED }),
      onError: (err) => toast({ variant: 'destructive', title: NOTIFICATION_SETTINGS_FAILED, description: errorMessage(err) }),
    });
  }

  return (
    <SettingsSection title="Notifications" description="Reminders that reach you when the app is closed, at times in your time zone.">
      {settings.isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load notification settings. {errorMessage(settings.error)}
        </p>
      ) : !draft ? (
        <Skeleton className="h-48 w-full" aria-label="Loading notification settings" />
      ) : (
        <form onSubmit={onSave} className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm" aria-live="polite">
              {state ? STATE_TEXT[state] : 'Checking this browser…'}
            </p>
            {(state === 'on' || state === 'off') && (
              <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => void toggleBrowser()}>
                {state === 'on' ? 'Turn off in this browser' : 'Turn on in this browser'}
              </Button>
            )}
          </div>
          <fieldset className="space-y-3">
            <legend className="sr-only">What to send</legend>
            {KINDS.map((kind) => (
              <div key={kind.key} className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <input
                  id={`${id}-${kind.key}`}
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={draft[kind.key]}
                  onChange={(e) => setDraft({ ...draft, [kind.key]: e.target.checked })}
                />
                <Label htmlFor={`${id}-${kind.key}`}>{kind.label}</Label>
                {kind.key === 'blockReminders' && (
                  <span className="flex items-center gap-2 text-sm">
                    <Input
                      id={`${id}-minutes`}
                      type="number"
                      min={1}
                      max={BLOCK_REMINDER_MINUTES_MAX}
                      className="h-8 w-20"
                      aria-label="Minutes before a block starts"
                      value={Number.isNaN(draft.blockReminderMinutes) ? '' : draft.blockReminderMinutes}
                      onChange={(e) => setDraft({ ...draft, blockReminderMinutes: e.target.valueAsNumber })}
                    />
                    minutes before
                  </span>
                )}
                {kind.time && (
                  <span className="flex items-center gap-2 text-sm">
                    {kind.timeLabel}
                    <Input
                      type="time"
                      className="h-8 w-28"
                      aria-label={`Time for: ${kind.label}`}
                      value={draft[kind.time]}
                      onChange={(e) => setDraft({ ...draft, [kind.time!]: e.target.value })}
                    />
                  </span>
                )}
              </div>
            ))}
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              Save notification settings
            </Button>
            <Button
              type="button"
              variant="outline"
              disabled={test.isPending || state !== 'on'}
              onClick={() =>
                test.mutate(undefined, {
                  onSuccess: () => toast({ title: TEST_NOTIFICATION_SENT }),
                  onError: (err) => toast({ variant: 'destructive', title: TEST_NOTIFICATION_FAILED, description: errorMessage(err) }),
                })
              }
            >
              Send a test notification
            </Button>
          </div>
        </form>
      )}
    </SettingsSection>
  );
}
