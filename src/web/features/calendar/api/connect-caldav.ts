import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaldavConnectInput, CaldavConnectResult } from '../../../../shared/schemas/calendar';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { caldavKey } from './get-caldav';

export const CONNECT_SUCCESS = 'Connected. Choose a calendar to sync with.';

export async function connectCaldav(input: CaldavConnectInput): Promise<CaldavConnectResult> {
  return (await (await apiRequest('POST', '/api/calendar/caldav', input)).json()) as CaldavConnectResult;
}

export function useConnectCaldav() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectCaldav,
    onSuccess: (result) => {
      queryClient.setQueryData([...caldavKey, 'calendars'], result.calendars);
      queryClient.setQueryData(caldavKey, { account: result.account });
      toast({ title: CONNECT_SUCCESS });
    },
  });
}
