import { daysSinceContact, isDueForContact } from '../../../shared/relationships-contact';
import type { Relationship } from '../../../shared/schemas/relationships';
import { Badge } from '@/components/ui/badge';
import { ContactDueBadge } from '@/components/contact-due-badge';
import { daysAgo, useFormat } from '@/lib/use-format';
import { DashboardSection, EmptyNote } from './dashboard-section';

export function KeyRelationships({ people }: { people: Relationship[] }) {
  const fmt = useFormat();
  return (
    <DashboardSection title="Key relationships" description="Most overdue first." link={{ href: '/relationships', label: 'Open relationships' }}>
      {people.length === 0 ? (
        <EmptyNote>No people yet. Add the key people in your life in Relationships, then log each call, message or meeting.</EmptyNote>
      ) : (
        <ul className="divide-y">
          {people.map((person) => {
            const days = daysSinceContact(person.lastContact, { timezone: fmt.timezone });
            return (
              <li key={person.id} className="flex items-center gap-3 py-2.5 first:pt-0 last:pb-0">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                >
                  {person.initials}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{person.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {person.lastContact === null || days === null ? 'Never contacted' : `Last contact ${daysAgo(days, fmt)} (${fmt.date(person.lastContact, 'short')})`}
                  </p>
                </div>
                {person.dueDate !== null ? (
                  <ContactDueBadge dueDate={person.dueDate} />
                ) : isDueForContact(person, fmt.today) && (
                  <Badge variant="outline" className="shrink-0">
                    Due
                  </Badge>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </DashboardSection>
  );
}
