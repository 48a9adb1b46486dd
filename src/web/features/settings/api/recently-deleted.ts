import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { deletedItemListSchema, restorePath, type DeletedItem, type DeletedKind } from '../../../../shared/schemas/recently-deleted';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, requestJson } from '@/lib/api';
import { dashboardKeys } from '@/features/dashboard';
import { goalKeys } from '@/features/goals';
import { relationshipKeys } from '@/features/relationships';
import { taskKeys } from '@/features/tasks';
import { timeBlockingKeys } from '@/features/time-blocking';
import { errorMessage } from '@/lib/errors';
import { invalidateAccountData } from '@/lib/query-keys';
import { settingsKeys } from './query-keys';

export const RESTORE_ITEM_SUCCESS = 'Restored';
export const RESTORE_ITEM_FAILURE = 'Failed to restore';

export const recentlyDeletedQueryOptions = queryOptions({
  queryKey: settingsKeys.recentlyDeleted,
  queryFn: () => requestJson('GET', '/api/recently-deleted', deletedItemListSchema),
  // Any delete anywhere adds to it and items leave when their 10 minutes pass: read it on every visit and while
  // the page is open.
  staleTime: 0,
  refetchInterval: 30_000,
});

export function useRecentlyDeleted() {
  return useQuery(recentlyDeletedQueryOptions);
}

/** What each kind's return changes, besides this list and the dashboard; the sample reaches every tool. */
const RESTORED: Record<DeletedKind, readonly QueryKey[] | 'account'> = {
  'time-block': [timeBlockingKeys.blocks, timeBlockingKeys.calendarSync, taskKeys.all],
  'series-tail': [timeBlockingKeys.blocks, timeBlockingKeys.calendarSync],
  relationship: [relationshipKeys.all, taskKeys.all],
  interaction: [relationshipKeys.all],
  goal: [goalKeys.all, taskKeys.all],
  task: [taskKeys.all, timeBlockingKeys.blocks],
  'sample-data': 'account',
};

async function refreshRestored(queryClient: QueryClient, kind: DeletedKind): Promise<void> {
  const keys = RESTORED[kind];
  if (keys === 'account') return invalidateAccountData(queryClient);
  await Promise.all([settingsKeys.recentlyDeleted, dashboardKeys.summary, ...keys].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Puts one item back through its own restore route; the views of its kind refresh. */
export function useRestoreDeleted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: DeletedItem) => apiRequest('POST', restorePath(item)),
    onSuccess: (_res, item) => toast({ title: RESTORE_ITEM_SUCCESS, description: item.title }),
    onError: (err) => toast({ variant: 'destructive', title: RESTORE_ITEM_FAILURE, description: errorMessage(err) }),
    onSettled: (_res, _err, item) => refreshRestored(queryClient, item.kind),
  });
}
