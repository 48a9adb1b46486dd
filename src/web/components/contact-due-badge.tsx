import { daysUntilDue } from '../../shared/relationships-contact';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { useFormat } from '@/lib/use-format';

/** Within this many days a coming due date turns amber. */
const SOON_DAYS = 3;

const TONES = {
  later: 'bg-emerald-100 text-emerald-950 dark:bg-emerald-900/60 dark:text-emerald-50',
  soon: 'bg-amber-100 text-amber-950 dark:bg-amber-900/60 dark:text-amber-50',
  overdue: 'bg-red-100 text-red-950 dark:bg-red-900/60 dark:text-red-50',
} as const;

/** "due in 3 days", "due today" or "5 days overdue": the text says it, the colour only echoes it. */
export function ContactDueBadge({ dueDate, className }: { dueDate: string | null; className?: string }) {
  const fmt = useFormat();
  const days = daysUntilDue(dueDate, fmt.today);
  if (days === null) return null;
  const text =
    days < 0
      ? `${fmt.count(-days)} ${days === -1 ? 'day' : 'days'} overdue`
      : days === 0
        ? 'due today'
        : days === 1
          ? 'due tomorrow'
          : `due in ${fmt.count(days)} days`;
  const tone = days < 0 ? 'overdue' : days <= SOON_DAYS ? 'soon' : 'later';
  return (
    <Badge data-tone={tone} className={cn('shrink-0 border-transparent font-medium', TONES[tone], className)}>
      {text}
    </Badge>
  );
}
