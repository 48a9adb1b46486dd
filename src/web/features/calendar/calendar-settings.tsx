import { CaldavCard } from './caldav-card';
import { ConnectionsCard } from './connections-card';
import { FeedCard } from './feed-card';
import { ImportCard } from './import-card';
import { SubscriptionsCard } from './subscriptions-card';

/** The "Calendar" section of the settings page: feed URL, Google Calendar, CalDAV sync, subscribed calendars and .ics import. */
export function CalendarSettings() {
  return (
    <section id="calendar" aria-labelledby="calendar-settings-heading" className="scroll-mt-20 space-y-4">
      <h2 id="calendar-settings-heading" className="text-xl font-semibold">
        Calendar
      </h2>
      <FeedCard />
      <ConnectionsCard />
      <CaldavCard />
      <SubscriptionsCard />
      <ImportCard />
    </section>
  );
}
