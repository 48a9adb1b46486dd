import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRelationshipInput, Relationship } from '../../../../shared/schemas/relationships';
import { apiRequest } from '@/lib/api';
import { relationshipsQueryKey } from './get-relationships';

export const CREATE_RELATIONSHIP_SUCCESS = 'Relationship added successfully';
export const CREATE_RELATIONSHIP_FAILURE = 'Failed to add relationship';

export async function createRelationship(input: CreateRelationshipInput): Promise<Relationship> {
  const res = await apiRequest('POST', '/api/relationships', input);
  return (await res.json()) as Relationship;
}

export function useCreateRelationship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRelationship,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationshipsQueryKey }),
  });
}
