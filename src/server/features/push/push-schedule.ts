import { minutesOfDayIn, shiftDate, todayIn, weekStartOf } from '../../../shared/dates.js';
import { withContactDue } from '../../../shared/relationships-contact.js';
import { cycleAnchor, reviewWeekNumber } from '../../../shared/review-weeks.js';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings, type PushPayload } from '../../../shared/schemas/push.js';
import { startMinute } from '../../../shared/time-block-constants.js';
import { blocksOn as occurrencesOn } from '../../../shared/time-blocks-layout.js';
import type { PushRepo } from './push.repo.js';

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

function timeLabel(block: { hour: number; minute: number }): string {
  return `${String(block.hour).padStart(2, '0')}:${String(block.minute).padStart(2, '0')}`;
}

/** "Call mum, Pay rent and 2 more". */
function someTitles(titles: string[]): string {
  const shown = titles.slice(0, 3).join(', ');
  return titles.length > 3 ? `${shown} and ${titles.length - 3} more` : shown;
}

/** Today's blocks from a user's rows (a repeating series gives today's occurrence). */
function blocksOn(rows: Awaited<ReturnType<PushRepo['blocksOn']>>, today: string) {
  return occurrencesOn(
    rows.map((b) => ({ ...b, duration: b.durationMinutes / 60 })),
    today,
  ).filter((b) => b.date === today);
}

/**
 * The morning's one push: the day's plan (its blocks, when that reminder is on) and the tasks due with no time yet,
 * which open the guided "Plan today"; none when there is nothing to say.
 */
function morningNotification(today: string, blocks: ReturnType<typeof blocksOn>, dueTitles: string[]): Notification | null {
  if (blocks.length === 0 && dueTitles.length === 0) return null;
  const first = blocks[0];
  const parts = [
    ...(first ? [`${blocks.length} ${blocks.length === 1 ? 'block' : 'blocks'}, first: ${first.title} at ${timeLabel(first)}`] : []),
    ...(dueTitles.length > 0 ? [`${dueTitles.length} ${dueTitles.length === 1 ? 'task' : 'tasks'} due with no time yet: ${someTitles(dueTitles)}`] : []),
  ];
  return {
    key: `plan:${today}`,
    payload: { title: "Today's plan", body: parts.join('. '), url: dueTitles.length > 0 ? '/plan-today' : '/time-blocking' },
  };
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
  const minute = minutesOfDayIn(user.timezone, now);
  const out: Notification[] = [];

  const todays = s.blockReminders || s.morningPlan ? blocksOn(await repo.blocksOn(user.id, today), today) : [];
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
  if ((s.morningPlan || s.dueTasks) && minute >= minutesOf(s.morningPlanTime)) {
    const due = s.dueTasks ? await repo.tasksDueWithoutTime(user.id, today) : [];
    const morning = morningNotification(today, s.morningPlan ? todays : [], due);
    if (morning) out.push(morning);
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
