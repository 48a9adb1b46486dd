import { Cake } from 'lucide-react';
import { birthdayWhen } from '../../../shared/birthdays';
import { daysSinceContact } from '../../../shared/relationships-contact';
import type { UpcomingBirthday } from '../../../shared/schemas/dashboard';
import type { Relationship } from '../../../shared/schemas/relationships';
import { ContactDueBadge } from '@/components/contact-due-badge';
import { daysAgo, useFormat } from '@/lib/use-format';
import { DashboardSection, EmptyNote } from './dashboard-section';

/** "Maya's birthday is on Friday (she turns 35)": the week's birthdays, soonest first. */
function Birthdays({ birthdays }: { birthdays: UpcomingBirthday[] }) {
  const fmt = useFormat();
  if (birthdays.length === 0) return null;
  return (
    <ul aria-label="Birthdays this week" className="mb-3 space-y-1.5">
      {birthdays.map((b) => (
        <li key={b.relationshipId} className="flex items-center gap-2 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-950 dark:bg-sky-900/40 dark:text-sky-50">
          <Cake className="size-4 shrink-0" aria-hidden="true" />
          <span>
            {b.name}'s birthday is {birthdayWhen(b.date, b.daysUntil, fmt)}
            {b.turns !== null && ` (turning ${fmt.count(b.turns)})`}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function KeyRelationships({ people, birthdays = [] }: { people: Relationship[]; birthdays?: UpcomingBirthday[] }) {
  const fmt = useFormat();
  return (
    <DashboardSection title="Key relationships" description="Soonest due first." link={{ href: '/relationships', label: 'Open relationships' }}>
      <Birthdays birthdays={birthdays} />
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
                    {person.lastContact === null || days === null
                      ? 'Not contacted yet'
                      : `Last contact ${daysAgo(days, fmt)} (${fmt.date(person.lastContact, 'short')})`}
                  </p>
                </div>
                <ContactDueBadge person={person} />
              </li>
            );
          })}
        </ul>
      )}
    </DashboardSection>
  );
}
