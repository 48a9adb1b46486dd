import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastDeleted } from '@/components/undo-toast';
import { apiRequest } from '@/lib/api';
import { RESTORE_RELATIONSHIP_SUCCESS, undoDeleteRelationship } from './restore-relationship';
import { relationshipKeys } from './query-keys';

export const DELETE_RELATIONSHIP_SUCCESS = 'Relationship deleted successfully';
export const DELETE_RELATIONSHIP_FAILURE = 'Failed to delete relationship';

export async function deleteRelationship(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/relationships/${id}`);
}

/** The delete's Undo, for a control shown in the person's place while the toast offers it too. */
export interface DeletedPerson {
  undo: () => Promise<void>;
  dismiss: () => void;
}

export function useDeleteRelationship({ onDeleted }: { onDeleted?: (id: string, deleted: DeletedPerson) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRelationship,
    onSuccess: async (_data, id) => {
      const shown = toastDeleted({
        title: DELETE_RELATIONSHIP_SUCCESS,
        restoredTitle: RESTORE_RELATIONSHIP_SUCCESS,
        undo: () => undoDeleteRelationship(queryClient, id),
      });
      queryClient.removeQueries({ queryKey: relationshipKeys.interactions(id) });
      await queryClient.invalidateQueries({ queryKey: relationshipKeys.all });
      // Once the list no longer holds them, so their place can show Undo.
      onDeleted?.(id, shown);
    },
  });
}
