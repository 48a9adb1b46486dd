import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Cake, CalendarClock, ChevronDown, MessageSquare, Pencil, Phone, Repeat, Trash2, Users } from 'lucide-react';
import { birthdayWhen, daysUntilBirthday, isBirthdaySoon, nextBirthday } from '../../../shared/birthdays';
import { daysSinceContact } from '../../../shared/relationships-contact';
import { ContactDueBadge } from '@/components/contact-due-badge';
import type { InteractionType, Relationship } from '../../../shared/schemas/relationships';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { useQuickLog } from './api/log-interaction';
import { AiSuggestionButton } from '@/features/ai-suggestion';
import { LinkedTasks } from '@/features/tasks';
import { refreshPerson } from './api/delete-interaction';
import { relationshipKeys } from './api/query-keys';
import { InteractionHistory } from './interaction-history';
import { cadenceLabel } from './relationship-format';
import { LogInteractionDialog } from './log-interaction-dialog';
import { daysAgo, useFormat } from '@/lib/use-format';

const LOG_BUTTONS: { type: InteractionType; label: string; Icon: typeof Phone }[] = [
  { type: 'call', label: 'Log call', Icon: Phone },
  { type: 'message', label: 'Log message', Icon: MessageSquare },
  { type: 'meeting', label: 'Log meeting', Icon: Users },
];

export function RelationshipCard({
  person,
  today,
  onEdit,
  onDelete,
  deleting,
}: {
  person: Relationship;
  today: string;
  onEdit: (person: Relationship) => void;
  onDelete: (person: Relationship) => void;
  deleting: boolean;
}) {
  const [historyOpen, setHistoryOpen] = useState(false);
  const historyId = useId();
  const headingId = useId();
  const log = useQuickLog(person, today);
  const queryClient = useQueryClient();
  const fmt = useFormat();
  const days = daysSinceContact(person.lastContact, { timezone: fmt.timezone });

  return (
    <Card className="flex h-full flex-col gap-4 p-4 sm:p-5" aria-labelledby={headingId} role="article">
      <div className="flex items-start gap-3">
        <div
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-base font-semibold text-primary-foreground"
        >
          {person.initials}
        </div>
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="break-words text-lg font-semibold leading-tight">
            {person.name}
          </h2>
          {person.notes && <p className="mt-1 whitespace-pre-line break-words text-sm text-muted-foreground">{person.notes}</p>}
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="icon" data-focus-key={`edit-relationship-${person.id}`} onClick={() => onEdit(person)}>
            <Pencil aria-hidden="true" />
            <span className="sr-only">Edit {person.name}</span>
          </Button>
          <Button variant="ghost" size="icon" disabled={deleting} onClick={() => onDelete(person)}>
            <Trash2 aria-hidden="true" />
            <span className="sr-only">Delete {person.name}</span>
          </Button>
        </div>
      </div>

      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 text-sm">
        <dt className="flex items-center gap-1.5 text-muted-foreground">
          <CalendarClock className="size-4" aria-hidden="true" />
          Last contact
        </dt>
        <dd className="flex flex-wrap items-center gap-2 font-medium">
          {person.lastContact ? <time dateTime={person.lastContact}>{fmt.date(person.lastContact, 'short')}</time> : 'Not contacted yet'}
          {days !== null && <span className="font-normal text-muted-foreground">({daysAgo(days, fmt)})</span>}
        </dd>
        {person.birthday !== null && <BirthdayRow birthday={person.birthday} />}
        <dt className="flex items-center gap-1.5 text-muted-foreground">
          <Repeat className="size-4" aria-hidden="true" />
          Keep in touch
        </dt>
        <dd className="flex flex-wrap items-center gap-2 font-medium">
          {cadenceLabel(person.cadenceDays, fmt)}
          <ContactDueBadge person={person} />
        </dd>
      </dl>

      <AiSuggestionButton relationship={person} onGenerated={() => queryClient.invalidateQueries({ queryKey: relationshipKeys.all })} />

      <LinkedTasks link={{ relationshipId: person.id }} owner={person.name} onDone={() => refreshPerson(queryClient, person.id)} />

      <div className="mt-auto flex flex-wrap gap-2">
        {LOG_BUTTONS.map(({ type, label, Icon }) => (
          <Button key={type} variant="outline" size="sm" disabled={log.pending} onClick={() => log.run(type)}>
            <Icon aria-hidden="true" />
            {label}
            <span className="sr-only"> with {person.name}</span>
          </Button>
        ))}
        <LogInteractionDialog person={person} today={today} />
      </div>

      <div className="border-t pt-3">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2"
          aria-expanded={historyOpen}
          aria-controls={historyOpen ? historyId : undefined}
          onClick={() => setHistoryOpen((o) => !o)}
        >
          <ChevronDown aria-hidden="true" className={cn('transition-transform', historyOpen && 'rotate-180')} />
          History
          <span className="sr-only"> for {person.name}</span>
        </Button>
        {historyOpen && <InteractionHistory relationshipId={person.id} id={historyId} />}
      </div>
    </Card>
  );
}

/** The birthday as given, and a badge when it falls in the week ahead: "Birthday on Friday". */
function BirthdayRow({ birthday }: { birthday: string }) {
  const fmt = useFormat();
  const next = nextBirthday(birthday, fmt.today);
  const days = daysUntilBirthday(birthday, fmt.today);
  return (
    <>
      <dt className="flex items-center gap-1.5 text-muted-foreground">
        <Cake className="size-4" aria-hidden="true" />
        Birthday
      </dt>
      <dd className="flex flex-wrap items-center gap-2 font-medium">
        <span>{fmt.birthday(birthday)}</span>
        {next !== null && days !== null && isBirthdaySoon(birthday, fmt.today) && (
          <Badge className="border-transparent bg-sky-100 text-sky-950 dark:bg-sky-900/60 dark:text-sky-50">Birthday {birthdayWhen(next, days, fmt)}</Badge>
        )}
      </dd>
    </>
  );
}
