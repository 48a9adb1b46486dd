import type { QueryClient } from '@tanstack/react-query';
import { type Goal, goalSchema } from '../../../../shared/schemas/goals';
import { requestJson } from '@/lib/api';
import { goalKeys } from './query-keys';

export const GOAL_RESTORED = 'Goal restored';

export async function restoreGoal(id: string): Promise<Goal> {
  return requestJson('POST', `/api/goals/${encodeURIComponent(id)}/restore`, goalSchema);
}

export async function undoDeleteGoal(queryClient: QueryClient, id: string): Promise<void> {
  await restoreGoal(id);
  await queryClient.invalidateQueries({ queryKey: goalKeys.all });
}
