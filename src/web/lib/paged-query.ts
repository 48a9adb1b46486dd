import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../shared/constants';
import { apiRequest } from '@/lib/api';

/**
 * A list the API hands out in keyset pages of PAGE_SIZE, the newest page first (`before` = the oldest id the client
 * has). Within a page the rows are newest first, or oldest first for a conversation (`oldestFirst`).
 * A page shorter than PAGE_SIZE is the last one.
 */
export function pagedQueryOptions<T extends { id: string }>(queryKey: readonly unknown[], url: string, { oldestFirst = false } = {}) {
  return infiniteQueryOptions<T[], Error, InfiniteData<T[], string | undefined>, readonly unknown[], string | undefined>({
    queryKey,
    initialPageParam: undefined,
    queryFn: async ({ pageParam }) => {
      const join = url.includes('?') ? '&' : '?';
      const res = await apiRequest('GET', pageParam ? `${url}${join}before=${encodeURIComponent(pageParam)}` : url);
      return (await res.json()) as T[];
    },
    getNextPageParam: (last) => (last.length < PAGE_SIZE ? undefined : (oldestFirst ? last[0] : last.at(-1))?.id),
  });
}

/** Every loaded row, in the list's order. */
export function allRows<T>(data: InfiniteData<T[], unknown> | undefined): T[] | undefined {
  return data?.pages.flat();
}

/** Every loaded row of an oldest-first list, oldest first: the older pages go before the newer ones. */
export function allRowsOldestFirst<T>(data: InfiniteData<T[], unknown> | undefined): T[] | undefined {
  return data ? [...data.pages].reverse().flat() : undefined;
}
