import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Interaction } from '../../../../shared/schemas/relationships';
import { toastDeleted } from '@/components/undo-toast';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { relationshipKeys } from './query-keys';

export const DELETE_INTERACTION_SUCCESS = 'Interaction deleted';
export const DELETE_INTERACTION_FAILURE = 'Failed to delete interaction';
export const RESTORE_INTERACTION_SUCCESS = 'Interaction restored';

type InteractionRef = Pick<Interaction, 'id' | 'relationshipId'>;

const interactionPath = ({ id, relationshipId }: InteractionRef) =>
  `/api/relationships/${encodeURIComponent(relationshipId)}/interactions/${encodeURIComponent(id)}`;

export async function deleteInteraction(ref: InteractionRef): Promise<void> {
  await apiRequest('DELETE', interactionPath(ref));
}

export async function restoreInteraction(ref: InteractionRef): Promise<void> {
  await apiRequest('POST', `${interactionPath(ref)}/restore`);
}

/** The person's card (last contact) and history show the change. */
export function refreshPerson(queryClient: QueryClient, relationshipId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: relationshipKeys.all }),
    queryClient.invalidateQueries({ queryKey: relationshipKeys.interactions(relationshipId) }),
  ]);
}

/** Deletes an interaction from a person's history, with Undo in its toast. */
export function useDeleteInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInteraction,
    onSuccess: async (_data, ref) => {
      toastDeleted({
        title: DELETE_INTERACTION_SUCCESS,
        restoredTitle: RESTORE_INTERACTION_SUCCESS,
        undo: async () => {
          await restoreInteraction(ref);
          await refreshPerson(queryClient, ref.relationshipId);
        },
      });
      await refreshPerson(queryClient, ref.relationshipId);
    },
    onError: (err) => toast({ variant: 'destructive', title: DELETE_INTERACTION_FAILURE, description: errorMessage(err) }),
  });
}
