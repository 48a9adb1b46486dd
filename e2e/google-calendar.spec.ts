import { startGoogleCalendarServer, type GoogleCalendarServer } from '../src/server/test/google-calendar-server';
import { test, expect, checkA11y } from './fixtures';

// The e2e server was given Google's endpoints on the port after its own (scripts/e2e-server.ts).
let google: GoogleCalendarServer;
test.beforeAll(async () => {
  google = await startGoogleCalendarServer({ port: Number(process.env.E2E_PORT) + 1 });
});
test.afterAll(async () => {
  await google?.close();
});

const todayUtc = () => new Date().toISOString().slice(0, 10);

test('connects Google Calendar, chooses its calendars, writes blocks to it and shows its events as busy time', async ({ page, user }) => {
  const team = `team-${user.id.slice(0, 8)}@group.calendar.google.com`;
  google.addCalendar(team, 'Team', 'reader');
  google.putEvent(team, {
    id: 'designreview1',
    summary: 'Design review',
    start: { dateTime: `${todayUtc()}T15:00:00Z`, timeZone: 'UTC' },
    end: { dateTime: `${todayUtc()}T16:00:00Z`, timeZone: 'UTC' },
  });

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Calendar' });
  // Google's consent screen (the local server's authorization endpoint) sends the browser straight back.
  await section.getByRole('button', { name: 'Connect Google Calendar' }).click();
  const account = section.getByRole('listitem', { name: 'Google Calendar pat@example.com' });
  await expect(account.getByText('Choose calendars')).toBeVisible();
  await expect(page).toHaveURL(/\/settings#calendar$/);
  await expect(account.getByLabel('Write time blocks to')).toHaveValue('pat@example.com');
  await account.getByRole('checkbox', { name: 'Team' }).check();
  await checkA11y(page, '/settings choosing Google calendars');
  await account.getByRole('button', { name: 'Save and sync' }).click();
  await expect(account.getByText('In sync')).toBeVisible();
  await expect(account.getByText('Time blocks go to pat@example.com. Also read as busy: Team.')).toBeVisible();

  const created = await page.request.post('/api/time-blocks', { data: { title: 'Write report', category: 'focus', date: todayUtc(), hour: 13, duration: 1 } });
  expect(created.status()).toBe(201);
  const blockId = ((await created.json()) as { id: string }).id;
  // The sync job pushes the new block to the chosen calendar.
  await expect.poll(() => google.event('pat@example.com', `tf${blockId.replace(/-/g, '')}`)?.summary, { timeout: 15_000 }).toBe('Write report');

  await page.goto('/time-blocking');
  const pm = page.getByRole('region', { name: /^PM/ });
  await expect(pm.getByText('Design review')).toBeVisible();
  await expect(pm.getByText('Busy · 3 PM – 4 PM')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Design review' })).toHaveCount(0);
});
