import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaldavAccount } from '../../../../shared/schemas/calendar';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { caldavKey } from './get-caldav';

export const CHOOSE_SUCCESS = 'Calendar sync is on';
export const CHOOSE_FAILURE = 'Failed to choose the calendar';

export async function chooseCalendar(calendarUrl: string): Promise<CaldavAccount> {
  return (await (await apiRequest('PATCH', '/api/calendar/caldav', { calendarUrl })).json()) as CaldavAccount;
}

export function useChooseCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseCalendar,
    onSuccess: async (account) => {
      queryClient.setQueryData(caldavKey, { account });
      toast({ title: CHOOSE_SUCCESS });
      await queryClient.invalidateQueries({ queryKey: ['/api/calendar/busy'] });
      await queryClient.invalidateQueries({ queryKey: ['/api/time-blocks'] });
    },
    onError: (err) => toast({ title: CHOOSE_FAILURE, description: errorMessage(err), variant: 'destructive' }),
  });
}
