import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { PAGE_SIZE } from '../../shared/constants';
import { apiRequest } from '@/lib/api';

/**
 * A list the API hands out in keyset pages of PAGE_SIZE, newest first (`before` = the last id the client has).
 * A page shorter than PAGE_SIZE is the last one.
 */
export function pagedQueryOptions<T extends { id: string }>(queryKey: readonly unknown[], url: string) {
  return infiniteQueryOptions<T[], Error, InfiniteData<T[], string | undefined>, readonly unknown[], string | undefined>({
    queryKey,
    initialPageParam: undefined,
    queryFn: async ({ pageParam }) => {
      const join = url.includes('?') ? '&' : '?';
      const res = await apiRequest('GET', pageParam ? `${url}${join}before=${encodeURIComponent(pageParam)}` : url);
      return (await res.json()) as T[];
    },
    getNextPageParam: (last) => (last.length < PAGE_SIZE ? undefined : last.at(-1)?.id),
  });
}

/** Every loaded row, in the list's order. */
export function allRows<T>(data: InfiniteData<T[], unknown> | undefined): T[] | undefined {
  return data?.pages.flat();
}
