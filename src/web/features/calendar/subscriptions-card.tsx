import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SUBSCRIPTION_REFRESH_MINUTES } from '../../../shared/schemas/calendar-subscriptions';
import { errorMessage } from '@/lib/errors';
import { useFormat } from '@/lib/use-format';
import { useSubscriptions } from './api/get-subscriptions';
import { SubscriptionForm } from './subscription-form';
import { SubscriptionItem } from './subscription-item';

/** Calendars subscribed to by their address: read-only busy time in the planner, for Plan my day and the assistant. */
export function SubscriptionsCard() {
  const subscriptions = useSubscriptions();
  const fmt = useFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscribed calendars</CardTitle>
        <CardDescription>
          Add any calendar by its address: Google Calendar’s “secret address in iCal format”, Outlook’s published calendar (ICS link), an iCloud public
          calendar, a team or holiday calendar. Its events show as busy time, refreshed every {fmt.count(SUBSCRIPTION_REFRESH_MINUTES)} minutes; Twelvefold
          never changes them.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {subscriptions.isLoading ? (
          <div role="status" aria-label="Loading subscribed calendars" className="space-y-2">
            <Skeleton className="h-16 w-full" />
          </div>
        ) : subscriptions.isError ? (
          <p role="alert" className="text-destructive dark:text-red-300">
            Could not load subscribed calendars: {errorMessage(subscriptions.error)}
          </p>
        ) : subscriptions.data && subscriptions.data.length > 0 ? (
          <ul aria-label="Subscribed calendars" className="space-y-2">
            {subscriptions.data.map((s) => (
              <SubscriptionItem key={s.id} subscription={s} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No subscribed calendars yet.</p>
        )}
        <SubscriptionForm />
      </CardContent>
    </Card>
  );
}
