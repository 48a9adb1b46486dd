import { contactDue, type DueFacts } from '../../shared/relationships-contact';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { useFormat } from '@/lib/use-format';

const TONES = {
  later: 'bg-emerald-100 text-emerald-950 dark:bg-emerald-900/60 dark:text-emerald-50',
  due: 'bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50',
  overdue: 'bg-red-100 text-red-950 dark:bg-red-900/60 dark:text-red-50',
} as const;

/**
 * Where a person stands against the one due rule (contactDue): "5 days overdue", "due today", "due for their
 * birthday", or "due in 3 days" while not yet due; nothing for someone with no rhythm and no birthday near. The text
 * says it, the colour only echoes it.
 */
export function ContactDueBadge({ person, className }: { person: DueFacts; className?: string }) {
  const fmt = useFormat();
  const { due, daysUntilDue: days, rhythmDue } = contactDue(person, fmt.today);
  if (days === null && !due) return null;
  const text = !rhythmDue
    ? due
      ? 'due for their birthday'
      : days === 1
        ? 'due tomorrow'
        : `due in ${fmt.count(days ?? 0)} days`
    : days !== null && days < 0
      ? `${fmt.count(-days)} ${days === -1 ? 'day' : 'days'} overdue`
      : 'due today';
  const tone = days !== null && days < 0 ? 'overdue' : due ? 'due' : 'later';
  return (
    <Badge data-due={due} data-tone={tone} className={cn('shrink-0 border-transparent font-medium', TONES[tone], className)}>
      {text}
    </Badge>
  );
}
