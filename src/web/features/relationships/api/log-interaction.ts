import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInteractionInput, Interaction } from '../../../../shared/schemas/relationships';
import { apiRequest } from '@/lib/api';
import { interactionsQueryKey } from './get-interactions';
import { relationshipsQueryKey } from './get-relationships';

export const LOG_INTERACTION_SUCCESS = 'Interaction logged successfully';
export const LOG_INTERACTION_FAILURE = 'Failed to log interaction';

export async function logInteraction({ relationshipId, ...input }: CreateInteractionInput & { relationshipId: string }): Promise<Interaction> {
  const res = await apiRequest('POST', `/api/relationships/${relationshipId}/interactions`, input);
  return (await res.json()) as Interaction;
}

export function useLogInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logInteraction,
    onSuccess: (interaction) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: relationshipsQueryKey }),
        queryClient.invalidateQueries({ queryKey: interactionsQueryKey(interaction.relationshipId) }),
      ]),
  });
}
