import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastDeleted } from '@/components/undo-toast';
import { apiRequest } from '@/lib/api';
import { interactionsQueryKey } from './get-interactions';
import { relationshipsQueryKey } from './get-relationships';
import { RESTORE_RELATIONSHIP_SUCCESS, undoDeleteRelationship } from './restore-relationship';

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
      toastDeleted({
        title: DELETE_RELATIONSHIP_SUCCESS,
        restoredTitle: RESTORE_RELATIONSHIP_SUCCESS,
        undo: () => undoDeleteRelationship(queryClient, id),
      });
      queryClient.removeQueries({ queryKey: interactionsQueryKey(id) });
      await queryClient.invalidateQueries({ queryKey: relationshipsQueryKey });
    },
  });
}
