import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  dailyPlanOrNullSchema,
  dailyPlanSchema,
  dayReviewSchema,
  shutdownSchema,
  type DailyPlanUpdate,
  type ShutdownBody,
} from '../../../../shared/schemas/daily-plans';
import { taskListSchema, taskMoveSchema, type MoveTasksInput, type TaskMoveBefore } from '../../../../shared/schemas/tasks';
import { toastWithUndo } from '@/components/undo-toast';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { taskKeys } from './query-keys';

export const INTENTION_SAVED = 'Intention saved';
export const REFLECTION_SAVED = 'Reflection saved';
export const DAILY_PLAN_SAVE_FAILED = 'Failed to save';
export const DAY_CLOSED = 'Day closed';
export const MOVE_UNDONE = 'Moved back';
export const TASKS_MOVED = 'Tasks moved';
export const MOVED_TO_TOMORROW = 'What was still open is on tomorrow’s plan';

const planUrl = (date: string) => `/api/daily-plans/${encodeURIComponent(date)}`;

export const dailyPlanQueryOptions = (date: string) =>
  queryOptions({
    queryKey: taskKeys.dailyPlan(date),
    queryFn: () => requestJson('GET', planUrl(date), dailyPlanOrNullSchema),
  });

export const dayReviewQueryOptions = (date: string) =>
  queryOptions({
    queryKey: taskKeys.dayReview(date),
    queryFn: () => requestJson('GET', `${planUrl(date)}/review`, dayReviewSchema),
  });

export function useDailyPlan(date: string) {
  return useQuery(dailyPlanQueryOptions(date));
}

export function useDayReview(date: string) {
  return useQuery(dayReviewQueryOptions(date));
}

/** Saves the intention, the reflection or the picks; a pick is quiet, a line of text says it was saved. */
export function useSaveDailyPlan(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: DailyPlanUpdate) => requestJson('PUT', planUrl(date), dailyPlanSchema, changes),
    onSuccess: async (plan, changes) => {
      queryClient.setQueryData(dailyPlanQueryOptions(date).queryKey, plan);
      if (changes.picks !== undefined) return queryClient.invalidateQueries({ queryKey: taskKeys.all });
      toast({ title: changes.reflection !== undefined ? REFLECTION_SAVED : INTENTION_SAVED });
    },
    onError: (err) => toast({ title: DAILY_PLAN_SAVE_FAILED, description: errorMessage(err), variant: 'destructive' }),
  });
}

async function undoMove(before: TaskMoveBefore[]) {
  return requestJson('POST', '/api/tasks/move/undo', taskListSchema, { before });
}

/** Moves open tasks from one day onto a later one in one step, with an Undo that puts each back as it was. */
export function useMoveTasks() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: taskKeys.all });
  return useMutation({
    mutationFn: (input: MoveTasksInput) => requestJson('POST', '/api/tasks/move', taskMoveSchema, input),
    onSuccess: (moved) => {
      toastWithUndo({
        title: moved.tasks.length === 1 ? `Moved ${moved.tasks[0].title}` : TASKS_MOVED,
        undoneTitle: MOVE_UNDONE,
        undo: () => undoMove(moved.before).finally(refresh),
      });
    },
    onError: (err) => toast({ title: DAILY_PLAN_SAVE_FAILED, description: errorMessage(err), variant: 'destructive' }),
    onSettled: refresh,
  });
}

/** The shutdown: moves what is still open to tomorrow, keeps the day's record and reflection; the move can be undone. */
export function useShutdown(date: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: taskKeys.all });
  return useMutation({
    mutationFn: (body: ShutdownBody) => requestJson('POST', `${planUrl(date)}/shutdown`, shutdownSchema, body),
    onSuccess: ({ moved }) => {
      if (!moved) return toast({ title: DAY_CLOSED });
      toastWithUndo({
        title: DAY_CLOSED,
        description: MOVED_TO_TOMORROW,
        undoneTitle: MOVE_UNDONE,
        undo: () => undoMove(moved.before).finally(refresh),
      });
    },
    onError: (err) => toast({ title: DAILY_PLAN_SAVE_FAILED, description: errorMessage(err), variant: 'destructive' }),
    onSettled: refresh,
  });
}
