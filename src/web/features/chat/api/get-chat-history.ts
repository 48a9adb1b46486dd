import { useInfiniteQuery } from '@tanstack/react-query';
import type { ChatMessage } from '../../../../shared/schemas/chat';
import { pagedQueryOptions } from '@/lib/paged-query';

/** The conversation a page of 50 at a time: the newest page first, older ones as the user scrolls back. */
export const chatHistoryQueryOptions = pagedQueryOptions<ChatMessage>(['/api/chat'], '/api/chat', { oldestFirst: true });

export function useChatHistory(enabled: boolean) {
  return useInfiniteQuery({ ...chatHistoryQueryOptions, enabled });
}
