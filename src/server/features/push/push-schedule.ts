import { shiftDate, todayIn } from '../../../shared/dates.js';
import { withContactDue } from '../../../shared/relationships-contact.js';
import { cycleAnchor, reviewWeekNumber, weekStartOf } from '../../../shared/review-weeks.js';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings, type PushPayload } from '../../../shared/schemas/push.js';
import { startMinute } from '../../../shared/time-block-constants.js';
import { blocksOn } from '../../../shared/time-blocks-layout.js';
import type { PushRepo } from './push.repo.js';

/** Minutes since midnight on the user's clock. */
export function minutesOfDay(timezone: string, now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}

function timeLabel(block: { hour: number; minute: number }): string {
  return `${String(block.hour).padStart(2, '0')}:${String(block.minute).padStart(2, '0')}`;
}

export interface Notification {
  /** What makes it go out once per user: the block and day, the day, or the week. */
  key: string;
  payload: PushPayload;
}

/**
 * What is due to go out for one user at this moment, by their settings and their clock. Each comes with a key:
 * the caller sends it only when the key is new, so a tick seen twice (or by two instances) sends nothing twice.
 */
export async function dueNotifications(
  repo: PushRepo,
  user: { id: string; timezone: string; settings: Partial<NotificationSettings> | null },
  now: Date,
): Promise<Notification[]> {
  const s = { ...DEFAULT_NOTIFICATION_SETTINGS, ...user.settings };
  const today = todayIn(user.timezone, now);
  const minute = minutesOfDay(user.timezone, now);
  const out: Notification[] = [];

  if (s.blockReminders || s.morningPlan) {
    const rows = (await repo.blocksOn(user.id, today)).map((b) => ({ ...b, duration: b.durationMinutes / 60 }));
    const todays = blocksOn(rows, today).filter((b) => b.date === today);
    if (s.blockReminders) {
      for (const block of todays) {
        const until = startMinute(block) - minute;
        if (until < 0 || until > s.blockReminderMinutes) continue;
        out.push({
          key: `block:${block.id}:${block.date}:${block.hour}${block.minute ? `:${block.minute}` : ''}`,
          payload: {
            title: block.title,
            body: until === 0 ? `Starts now (${timeLabel(block)})` : `Starts in ${until} min at ${timeLabel(block)}`,
            url: '/time-blocking',
          },
        });
      }
    }
    if (s.morningPlan && minute >= minutesOf(s.morningPlanTime) && todays.length > 0) {
      const first = todays[0]!;
      out.push({
        key: `plan:${today}`,
        payload: {
          title: "Today's plan",
          body: `${todays.length} ${todays.length === 1 ? 'block' : 'blocks'}, first: ${first.title} at ${timeLabel(first)}`,
          url: '/time-blocking',
        },
      });
    }
  }

  if (s.peopleDue && minute >= minutesOf(s.peopleDueTime)) {
    const due = (await repo.people(user.id)).filter((p) => withContactDue({ ...p, addedOn: todayIn(user.timezone, p.createdAt) }, today).due);
    if (due.length > 0) {
      const names = due
        .slice(0, 3)
        .map((p) => p.name)
        .join(', ');
      out.push({
        key: `people:${today}`,
        payload: {
          title: 'Time to reconnect',
          body: `${due.length} ${due.length === 1 ? 'person is' : 'people are'} due for contact: ${names}${due.length > 3 ? '…' : ''}`,
          url: '/relationships',
        },
      });
    }
  }

  const weekStart = weekStartOf(today);
  if (s.weeklyReview && today === weekStart && minute >= minutesOf(s.weeklyReviewTime)) {
    const lastWeek = shiftDate(weekStart, -7);
    const number = reviewWeekNumber(cycleAnchor(await repo.reviewWeekStarts(user.id), lastWeek), lastWeek);
    out.push({
      key: `review:${weekStart}`,
      payload: { title: `Your week ${number}/12 review is ready`, body: 'Look back on last week and plan the next.', url: '/progress-reviews' },
    });
  }
  return out;
}
