import { format, parseISO } from 'date-fns';
import type { InteractionType } from '../../../shared/schemas/relationships';

export const INTERACTION_LABELS: Record<InteractionType, string> = {
  call: 'Call',
  message: 'Message',
  meeting: 'Meeting',
};

export function formatContactDate(date: string): string {
  return format(parseISO(date), 'd MMM yyyy');
}

export function formatDaysSince(days: number): string {
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return `${days} days ago`;
}
