import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api';
import { interactionsQueryKey } from './get-interactions';
import { relationshipsQueryKey } from './get-relationships';

export const DELETE_RELATIONSHIP_SUCCESS = 'Relationship deleted successfully';
export const DELETE_RELATIONSHIP_FAILURE = 'Failed to delete relationship';

export async function deleteRelationship(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/relationships/${id}`);
}

export function useDeleteRelationship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRelationship,
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: interactionsQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: relationshipsQueryKey });
    },
  });
}
