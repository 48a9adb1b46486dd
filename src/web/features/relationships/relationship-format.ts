import type { InteractionType } from '../../../shared/schemas/relationships';

export const INTERACTION_LABELS: Record<InteractionType, string> = {
  call: 'Call',
  message: 'Message',
  meeting: 'Meeting',
};
