import type { QueryClient } from '@tanstack/react-query';
import type { Goal } from '../../../../shared/schemas/goals';
import { apiRequest } from '@/lib/api';
import { goalsQueryOptions } from './get-goals';

export const GOAL_RESTORED = 'Goal restored';

export async function restoreGoal(id: string): Promise<Goal> {
  const res = await apiRequest('POST', `/api/goals/${encodeURIComponent(id)}/restore`);
  return (await res.json()) as Goal;
}

export async function undoDeleteGoal(queryClient: QueryClient, id: string): Promise<void> {
  await restoreGoal(id);
  await queryClient.invalidateQueries({ queryKey: goalsQueryOptions.queryKey });
}
