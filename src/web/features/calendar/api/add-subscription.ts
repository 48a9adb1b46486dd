import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionSchema, type Subscription, type SubscriptionCreateInput } from '../../../../shared/schemas/calendar-subscriptions';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { timeBlockingKeys } from '@/features/time-blocking';
import { calendarKeys } from './query-keys';

export const subscribedToast = (s: Subscription) => `Subscribed to ${s.name}: ${s.eventCount} ${s.eventCount === 1 ? 'event' : 'events'} added as busy time`;

export const addSubscription = (input: SubscriptionCreateInput) => requestJson('POST', '/api/calendar/subscriptions', subscriptionSchema, input);

export function useAddSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSubscription,
    onSuccess: async (created) => {
      queryClient.setQueryData<Subscription[]>(calendarKeys.subscriptions, (list) => [...(list ?? []), created]);
      toast({ title: subscribedToast(created) });
      await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.busy });
    },
  });
}
