import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CalendarFeed, calendarFeedSchema } from '../../../../shared/schemas/calendar';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { feedQueryOptions } from './get-feed';

export const FEED_CREATED = 'Feed URL created';
export const FEED_ROTATED = 'Feed URL rotated. The old URL no longer works.';
export const FEED_FAILURE = 'Failed to update the feed URL';

export async function rotateFeed(): Promise<CalendarFeed> {
  return requestJson('POST', '/api/calendar/feed/rotate', calendarFeedSchema);
}

export function useRotateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (_vars: { first: boolean }) => rotateFeed(),
    onSuccess: (feed, { first }) => {
      queryClient.setQueryData(feedQueryOptions().queryKey, feed);
      toast({ title: first ? FEED_CREATED : FEED_ROTATED });
    },
    onError: (err) => toast({ title: FEED_FAILURE, description: errorMessage(err), variant: 'destructive' }),
  });
}
