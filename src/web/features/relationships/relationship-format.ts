import type { Formatter } from '../../../shared/format';
import { CADENCE_PRESETS, type InteractionType } from '../../../shared/schemas/relationships';

export const INTERACTION_LABELS: Record<InteractionType, string> = {
  call: 'Call',
  message: 'Message',
  meeting: 'Meeting',
};

/** "Every 2 weeks", "Every 10 days" for a custom cadence, or "No rhythm". */
export function cadenceLabel(days: number | null, fmt: Pick<Formatter, 'count'>): string {
  if (days === null) return 'No rhythm';
  const preset = CADENCE_PRESETS.find((p) => p.days === days);
  if (preset) return preset.label;
  return days === 1 ? 'Every day' : `Every ${fmt.count(days)} days`;
}
