import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CreateInteractionInput,
  type Interaction,
  interactionSchema,
  type InteractionType,
  type Relationship,
  type UndoLogInput,
} from '../../../../shared/schemas/relationships';
import { toastWithUndo } from '@/components/undo-toast';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { refreshPerson } from './delete-interaction';

export const LOG_INTERACTION_SUCCESS = 'Interaction logged successfully';
export const LOG_INTERACTION_FAILURE = 'Failed to log interaction';
export const LOG_INTERACTION_UNDONE = 'Interaction removed';

export async function logInteraction({ relationshipId, ...input }: CreateInteractionInput & { relationshipId: string }): Promise<Interaction> {
  return requestJson('POST', `/api/relationships/${relationshipId}/interactions`, interactionSchema, input);
}

export function useLogInteraction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logInteraction,
    onSuccess: (interaction) => refreshPerson(queryClient, interaction.relationshipId),
  });
}

/** Takes back a log made in the last 10 minutes, and puts the person's last contact back to what it was before it. */
export async function undoLog(interaction: Pick<Interaction, 'id' | 'relationshipId'>, input: UndoLogInput): Promise<void> {
  const path = `/api/relationships/${encodeURIComponent(interaction.relationshipId)}/interactions/${encodeURIComponent(interaction.id)}/undo`;
  await apiRequest('POST', path, input);
}

/** One click logs a call, message or meeting today; the toast's Undo takes it back (a click too many is common). */
export function useQuickLog(person: Pick<Relationship, 'id' | 'lastContact'>, today: string) {
  const queryClient = useQueryClient();
  const log = useLogInteraction();
  const run = (type: InteractionType) => {
    const lastContactBefore = person.lastContact;
    log.mutate(
      { relationshipId: person.id, date: today, type, notes: '' },
      {
        onSuccess: (interaction) =>
          toastWithUndo({
            title: LOG_INTERACTION_SUCCESS,
            undoneTitle: LOG_INTERACTION_UNDONE,
            undo: async () => {
              await undoLog(interaction, { lastContactBefore });
              await refreshPerson(queryClient, person.id);
            },
          }),
        onError: (err) => toast({ variant: 'destructive', title: LOG_INTERACTION_FAILURE, description: errorMessage(err) }),
      },
    );
  };
  return { run, pending: log.isPending };
}
