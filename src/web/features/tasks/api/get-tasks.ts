import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Task } from '../../../../shared/schemas/tasks';
import { getQueryFn } from '@/lib/api';
import { pagedQueryOptions } from '@/lib/paged-query';

/** Every task query starts with this key, so one invalidation refreshes the open list and the done pages. */
export const TASKS_KEY = '/api/tasks';

export const openTasksQueryOptions = queryOptions<Task[]>({
  queryKey: [TASKS_KEY],
  queryFn: getQueryFn<Task[]>({ on401: 'throw' }),
});

export const doneTasksQueryOptions = pagedQueryOptions<Task>([TASKS_KEY, 'done'], '/api/tasks?status=done');

export function useOpenTasks() {
  return useQuery(openTasksQueryOptions);
}

export function useDoneTasks(enabled: boolean) {
  return useInfiniteQuery({ ...doneTasksQueryOptions, enabled });
}
