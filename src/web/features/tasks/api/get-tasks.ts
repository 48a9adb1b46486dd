import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { taskListSchema } from '../../../../shared/schemas/tasks';
import { requestJson } from '@/lib/api';
import { pagedQueryOptions } from '@/lib/paged-query';
import { taskKeys } from './query-keys';

export const getOpenTasks = () => requestJson('GET', '/api/tasks', taskListSchema);

export const openTasksQueryOptions = queryOptions({ queryKey: taskKeys.all, queryFn: getOpenTasks });

export const doneTasksQueryOptions = pagedQueryOptions(taskKeys.done(), '/api/tasks?status=done', taskListSchema);

export function useOpenTasks() {
  return useQuery(openTasksQueryOptions);
}

export function useDoneTasks(enabled: boolean) {
  return useInfiniteQuery({ ...doneTasksQueryOptions, enabled });
}
