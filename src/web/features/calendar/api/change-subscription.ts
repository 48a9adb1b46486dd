import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionSchema, type Subscription } from '../../../../shared/schemas/calendar-subscriptions';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { timeBlockingKeys } from '@/features/time-blocking';
import { calendarKeys } from './query-keys';

export const REFRESH_FAILURE = 'Could not refresh the calendar';
export const REMOVE_FAILURE = 'Could not remove the calendar';
export const removedToast = (name: string) => `Removed ${name}. Its events left your planner.`;

/** The subscription as the server now has it, in place in the cached list. */
function useReplaceInList() {
  const queryClient = useQueryClient();
  return (changed: Subscription) =>
    queryClient.setQueryData<Subscription[]>(calendarKeys.subscriptions, (list) => list?.map((s) => (s.id === changed.id ? changed : s)));
}

export function useRenameSubscription() {
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => requestJson('PATCH', `/api/calendar/subscriptions/${id}`, subscriptionSchema, { name }),
    onSuccess: replace,
  });
}

/** Fetches now: the outcome (a new copy, or why it failed) shows in the list; a 202 means another fetch is under way. */
export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  const replace = useReplaceInList();
  return useMutation({
    mutationFn: (id: string) => requestJson('POST', `/api/calendar/subscriptions/${id}/refresh`, subscriptionSchema),
    onSuccess: async (refreshed) => {
      replace(refreshed);
      if (refreshed.lastError) toast({ title: REFRESH_FAILURE, description: refreshed.lastError, variant: 'destructive' });
      else toast({ title: `${refreshed.name} is up to date` });
      await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.busy });
    },
    onError: (err) => toast({ title: REFRESH_FAILURE, description: errorMessage(err), variant: 'destructive' }),
  });
}

export function useRemoveSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscription: Subscription) => {
      await apiRequest('DELETE', `/api/calendar/subscriptions/${subscription.id}`);
      return subscription;
    },
    onSuccess: async (removed) => {
      queryClient.setQueryData<Subscription[]>(calendarKeys.subscriptions, (list) => list?.filter((s) => s.id !== removed.id));
      toast({ title: removedToast(removed.name) });
      await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.busy });
    },
    onError: (err) => toast({ title: REMOVE_FAILURE, description: errorMessage(err), variant: 'destructive' }),
  });
}
