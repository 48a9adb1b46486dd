import type { Formatter } from '../../../shared/format';
import { CADENCE_PRESETS, type InteractionType } from '../../../shared/schemas/relationships';

export const INTERACTION_LABELS: Record<InteractionType, string> = {
  call: 'Call',
  message: 'Message',
  meeting: 'Meeting',
};

/** "Every 2 weeks", or "Every 10 days" for a custom cadence. */
export function cadenceLabel(days: number, fmt: Pick<Formatter, 'count'>): string {
  const preset = CADENCE_PRESETS.find((p) => p.days === days);
  if (preset) return preset.label;
  return days === 1 ? 'Every day' : `Every ${fmt.count(days)} days`;
}
