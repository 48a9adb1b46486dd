import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import { PAGE_SIZE } from '../../shared/constants';
import { requestJson } from '@/lib/api';

/**
 * A list the API hands out in keyset pages of PAGE_SIZE, the newest page first (`before` = the oldest id the client
 * has), each page read through the list's response schema. Within a page the rows are newest first, or oldest first
 * for a conversation (`oldestFirst`). A page shorter than PAGE_SIZE is the last one.
 */
export function pagedQueryOptions<K extends readonly unknown[], T extends { id: string }>(
  queryKey: K,
  url: string,
  pageSchema: z.ZodType<T[]>,
  { oldestFirst = false } = {},
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: undefined,
    queryFn: ({ pageParam }: { pageParam: string | undefined }) => {
      const join = url.includes('?') ? '&' : '?';
      return requestJson('GET', pageParam ? `${url}${join}before=${encodeURIComponent(pageParam)}` : url, pageSchema);
    },
    getNextPageParam: (last): string | undefined => (last.length < PAGE_SIZE ? undefined : (oldestFirst ? last[0] : last.at(-1))?.id),
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
