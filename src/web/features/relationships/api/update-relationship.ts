import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Relationship, UpdateRelationshipInput } from '../../../../shared/schemas/relationships';
import { apiRequest } from '@/lib/api';
import { relationshipsQueryKey } from './get-relationships';

export const UPDATE_RELATIONSHIP_SUCCESS = 'Relationship updated successfully';
export const UPDATE_RELATIONSHIP_FAILURE = 'Failed to update relationship';

export async function updateRelationship({ id, ...input }: UpdateRelationshipInput & { id: string }): Promise<Relationship> {
  const res = await apiRequest('PATCH', `/api/relationships/${id}`, input);
  return (await res.json()) as Relationship;
}

export function useUpdateRelationship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRelationship,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: relationshipsQueryKey }),
  });
}
