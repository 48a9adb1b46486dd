import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatMessage } from '../../../../shared/schemas/chat';
import { getQueryFn } from '@/lib/api';

export const chatHistoryQueryOptions = queryOptions<ChatMessage[]>({
  queryKey: ['/api/chat'],
  queryFn: getQueryFn<ChatMessage[]>({ on401: 'throw' }),
});

export function useChatHistory(enabled: boolean) {
  return useQuery({ ...chatHistoryQueryOptions, enabled });
}
