import type { QueryClient } from '@tanstack/react-query';
import { type Relationship, relationshipSchema } from '../../../../shared/schemas/relationships';
import { requestJson } from '@/lib/api';
import { relationshipKeys } from './query-keys';

export const RESTORE_RELATIONSHIP_SUCCESS = 'Relationship restored';

export async function restoreRelationship(id: string): Promise<Relationship> {
  return requestJson('POST', `/api/relationships/${encodeURIComponent(id)}/restore`, relationshipSchema);
}

/** Undo of a delete: the person comes back with their history, and the list refreshes. */
export async function undoDeleteRelationship(queryClient: QueryClient, id: string): Promise<void> {
  await restoreRelationship(id);
  await queryClient.invalidateQueries({ queryKey: relationshipKeys.all });
}
