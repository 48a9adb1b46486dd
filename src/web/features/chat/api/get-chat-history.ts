import { useInfiniteQuery } from '@tanstack/react-query';
import { chatHistorySchema } from '../../../../shared/schemas/chat';
import { pagedQueryOptions } from '@/lib/paged-query';
import { chatKeys } from './query-keys';

/** The conversation a page of 50 at a time: the newest page first, older ones as the user scrolls back. */
export const chatHistoryQueryOptions = pagedQueryOptions(chatKeys.history, '/api/chat', chatHistorySchema, { oldestFirst: true });

export function useChatHistory(enabled: boolean) {
  return useInfiniteQuery({ ...chatHistoryQueryOptions, enabled });
}
