import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateRelationshipInput, type Relationship, relationshipSchema } from '../../../../shared/schemas/relationships';
import { requestJson } from '@/lib/api';
import { relationshipKeys } from './query-keys';

export const CREATE_RELATIONSHIP_SUCCESS = 'Relationship added successfully';
export const CREATE_RELATIONSHIP_FAILURE = 'Failed to add relationship';

export async function createRelationship(input: CreateRelationshipInput): Promise<Relationship> {
  return requestJson('POST', '/api/relationships', relationshipSchema, input);
}

export function useCreateRelationship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRelationship,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
  });
}
