import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Relationship, relationshipSchema, type UpdateRelationshipInput } from '../../../../shared/schemas/relationships';
import { requestJson } from '@/lib/api';
import { relationshipKeys } from './query-keys';

export const UPDATE_RELATIONSHIP_SUCCESS = 'Relationship updated successfully';
export const UPDATE_RELATIONSHIP_FAILURE = 'Failed to update relationship';

export async function updateRelationship({ id, ...input }: UpdateRelationshipInput & { id: string }): Promise<Relationship> {
  return requestJson('PATCH', `/api/relationships/${id}`, relationshipSchema, input);
}

export function useUpdateRelationship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRelationship,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
  });
}
