import type { QueryClient } from '@tanstack/react-query';
import type { Relationship } from '../../../../shared/schemas/relationships';
import { apiRequest } from '@/lib/api';
import { relationshipsQueryKey } from './get-relationships';

export const RESTORE_RELATIONSHIP_SUCCESS = 'Relationship restored';

export async function restoreRelationship(id: string): Promise<Relationship> {
  const res = await apiRequest('POST', `/api/relationships/${encodeURIComponent(id)}/restore`);
  return (await res.json()) as Relationship;
}

/** Undo of a delete: the person comes back with their history, and the list refreshes. */
export async function undoDeleteRelationship(queryClient: QueryClient, id: string): Promise<void> {
  await restoreRelationship(id);
  await queryClient.invalidateQueries({ queryKey: relationshipsQueryKey });
}
