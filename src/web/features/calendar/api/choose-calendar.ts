import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CaldavAccount, caldavAccountSchema } from '../../../../shared/schemas/calendar';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { caldavQueryOptions } from './get-caldav';
import { timeBlockingKeys } from '@/features/time-blocking';

export const CHOOSE_SUCCESS = 'Calendar sync is on';
export const CHOOSE_FAILURE = 'Failed to choose the calendar';

export async function chooseCalendar(calendarUrl: string): Promise<CaldavAccount> {
  return requestJson('PATCH', '/api/calendar/caldav', caldavAccountSchema, { calendarUrl });
}

export function useChooseCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseCalendar,
    onSuccess: async (account) => {
      queryClient.setQueryData(caldavQueryOptions().queryKey, { account });
      toast({ title: CHOOSE_SUCCESS });
      await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.busy });
      await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.blocks });
    },
    onError: (err) => toast({ title: CHOOSE_FAILURE, description: errorMessage(err), variant: 'destructive' }),
  });
}
