import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { restorePath, type DeletedItem } from '../../../../shared/schemas/recently-deleted';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, getQueryFn } from '@/lib/api';
import { errorMessage } from '@/lib/errors';

export const RESTORE_ITEM_SUCCESS = 'Restored';
export const RESTORE_ITEM_FAILURE = 'Failed to restore';

export const recentlyDeletedQueryOptions = queryOptions<DeletedItem[]>({
  queryKey: ['/api/recently-deleted'],
  queryFn: getQueryFn<DeletedItem[]>({ on401: 'throw' }),
  // Any delete anywhere adds to it and items leave when their 10 minutes pass: read it on every visit and while
  // the page is open.
  staleTime: 0,
  refetchInterval: 30_000,
});

export function useRecentlyDeleted() {
  return useQuery(recentlyDeletedQueryOptions);
}

/** Puts one item back through its own restore route; every view refreshes, since any kind of item may return. */
export function useRestoreDeleted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: DeletedItem) => apiRequest('POST', restorePath(item)),
    onSuccess: (_res, item) => toast({ title: RESTORE_ITEM_SUCCESS, description: item.title }),
    onError: (err) => toast({ variant: 'destructive', title: RESTORE_ITEM_FAILURE, description: errorMessage(err) }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
