import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CaldavConnectInput, type CaldavConnectResult, caldavConnectResultSchema } from '../../../../shared/schemas/calendar';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { caldavQueryOptions, caldavCalendarsQueryOptions } from './get-caldav';

export const CONNECT_SUCCESS = 'Connected. Choose a calendar to sync with.';

export async function connectCaldav(input: CaldavConnectInput): Promise<CaldavConnectResult> {
  return requestJson('POST', '/api/calendar/caldav', caldavConnectResultSchema, input);
}

export function useConnectCaldav() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectCaldav,
    onSuccess: (result) => {
      queryClient.setQueryData(caldavCalendarsQueryOptions().queryKey, result.calendars);
      queryClient.setQueryData(caldavQueryOptions().queryKey, { account: result.account });
      toast({ title: CONNECT_SUCCESS });
    },
  });
}
