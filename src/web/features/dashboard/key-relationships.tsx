import { format, parseISO } from 'date-fns';
import { OVERDUE_AFTER_DAYS } from '../../../shared/relationships-contact';
import type { Relationship } from '../../../shared/schemas/relationships';
import { Badge } from '@/components/ui/badge';
import { Count } from './count';
import { DashboardSection, EmptyNote } from './dashboard-section';

function lastContactText(person: Relationship, base: 'decimal' | 'dozenal') {
  if (person.lastContact === null || person.daysSinceContact === null) return 'Never contacted';
  if (person.daysSinceContact <= 0) return 'Contacted today';
  if (person.daysSinceContact === 1) return 'Contacted yesterday';
  return (
    <>
      <Count value={person.daysSinceContact} base={base} /> days ago ({format(parseISO(person.lastContact), 'd MMM')})
    </>
  );
}

export function KeyRelationships({ people, base }: { people: Relationship[]; base: 'decimal' | 'dozenal' }) {
  return (
    <DashboardSection title="Key relationships" description="Most overdue first." link={{ href: '/relationships', label: 'Open relationships' }}>
      {people.length === 0 ? (
        <EmptyNote>No people yet. Add the key people in your life in Relationships, then log each call, message or meeting.</EmptyNote>
      ) : (
        <ul className="divide-y">
          {people.map((person) => {
            const due = person.daysSinceContact === null || person.daysSinceContact > OVERDUE_AFTER_DAYS;
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
                  <p className="text-xs text-muted-foreground">{lastContactText(person, base)}</p>
                </div>
                {due && (
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
