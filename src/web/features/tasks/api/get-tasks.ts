import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { taskListSchema } from '../../../../shared/schemas/tasks';
import { taskLists, type TaskLists } from '../../../../shared/task-lists';
import { requestJson } from '@/lib/api';
import { pagedQueryOptions } from '@/lib/paged-query';
import { taskKeys } from './query-keys';

export const getOpenTasks = () => requestJson('GET', '/api/tasks', taskListSchema);

export const openTasksQueryOptions = queryOptions({ queryKey: taskKeys.all, queryFn: getOpenTasks });

/** The open tasks on today's plan, as the server defines it for every surface. */
export const todayTasksQueryOptions = queryOptions({
  queryKey: taskKeys.today(),
  queryFn: () => requestJson('GET', '/api/tasks?view=today', taskListSchema),
});

export const labelTasksQueryOptions = (label: string) =>
  queryOptions({
    queryKey: taskKeys.label(label),
    queryFn: () => requestJson('GET', `/api/tasks?label=${encodeURIComponent(label)}`, taskListSchema),
  });

export const doneTasksQueryOptions = pagedQueryOptions(taskKeys.done(), '/api/tasks?status=done', taskListSchema);

export function useOpenTasks() {
  return useQuery(openTasksQueryOptions);
}

export function useDoneTasks(enabled: boolean) {
  return useInfiniteQuery({ ...doneTasksQueryOptions, enabled });
}

/**
 * The open tasks as today's plan, upcoming and the inbox: today's are those the server lists for today, read from the
 * open list so a check-off leaves every list at once.
 */
export function useTaskLists(): { lists: TaskLists | undefined; isLoading: boolean; isError: boolean } {
  const open = useOpenTasks();
  const today = useQuery(todayTasksQueryOptions);
  const lists = useMemo(() => (open.data && today.data ? taskLists(open.data, new Set(today.data.map((t) => t.id))) : undefined), [open.data, today.data]);
  return { lists, isLoading: open.isLoading || today.isLoading, isError: open.isError || today.isError };
}
