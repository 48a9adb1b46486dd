import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MILESTONES_PER_GOAL } from '../../../../shared/constants';
import type { InteractionType } from '../../../../shared/schemas/relationships';
import { TASK_LINK_ANY, type TaskChange, taskChangeSchema, type TaskDoneEffects, taskListSchema } from '../../../../shared/schemas/tasks';
import { toastWithUndo } from '@/components/undo-toast';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { TASK_DONE, TASK_REOPENED, TASK_UPDATE_FAILED, undoDone } from './update-task';
import { taskKeys } from './query-keys';

/** What a card's tasks belong to: one person or one goal. */
export type TaskLink = { relationshipId: string } | { goalId: string };
export type TaskLinkField = 'relationshipId' | 'goalId';

export const linkField = (link: TaskLink): TaskLinkField => ('relationshipId' in link ? 'relationshipId' : 'goalId');
export const linkId = (link: TaskLink): string => ('relationshipId' in link ? link.relationshipId : link.goalId);

/** Every open task linked to a person (or to a goal), in plan order: one request for all the cards of a page. */
export const linkedTasksQueryOptions = (field: TaskLinkField) =>
  queryOptions({
    queryKey: taskKeys.linked(field),
    queryFn: () => requestJson('GET', `/api/tasks?${field}=${TASK_LINK_ANY}`, taskListSchema),
  });

/** The open tasks of one person or goal, picked from the page's one list. */
export function useLinkedTasks(link: TaskLink) {
  const field = linkField(link);
  const id = linkId(link);
  return useQuery({ ...linkedTasksQueryOptions(field), select: (tasks) => tasks.filter((t) => t[field] === id) });
}

const CONTACT_WORDS: Record<InteractionType, string> = { call: 'Call', message: 'Message', meeting: 'Meeting' };

/** What checking off set going, in words for the toast: "Call with Maya logged", "Milestone 4 of 12 reached". */
export function doneEffectsText(effects: TaskDoneEffects | undefined, owner: string): string | undefined {
  const said = [
    effects?.contactLogged && `${CONTACT_WORDS[effects.contactLogged.type]} with ${owner} logged`,
    effects?.milestoneReached && `Milestone ${effects.milestoneReached.completedMilestones} of ${MILESTONES_PER_GOAL} reached`,
  ].filter(Boolean);
  return said.length > 0 ? said.join('. ') : undefined;
}

async function checkOff(id: string): Promise<TaskChange> {
  return requestJson('PATCH', `/api/tasks/${encodeURIComponent(id)}`, taskChangeSchema, { status: 'done' });
}

/**
 * Checks off a card's task: it leaves the card at once, the toast says the contact logged or the milestone reached,
 * and `onDone` lets the card's own page refresh what that changed.
 */
export function useCheckOffLinkedTask(link: TaskLink, owner: string, onDone?: () => unknown) {
  const queryClient = useQueryClient();
  const { queryKey } = linkedTasksQueryOptions(linkField(link));
  return useMutation({
    mutationFn: checkOff,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (tasks) => tasks?.filter((t) => t.id !== id));
    },
    onSuccess: async (task) => {
      toastWithUndo({
        title: TASK_DONE,
        description: doneEffectsText(task.effects, owner),
        undoneTitle: TASK_REOPENED,
        undo: async () => {
          const reopened = await undoDone(task.id);
          await Promise.all([queryClient.invalidateQueries({ queryKey: taskKeys.all }), onDone?.()]);
          return reopened;
        },
      });
      if (task.effects) await onDone?.();
    },
    onError: (err) => toast({ title: TASK_UPDATE_FAILED, description: errorMessage(err), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
