import { startMicrosoftGraphServer, type MicrosoftGraphServer } from '../src/server/test/microsoft-graph-server';
import { test, expect } from './fixtures';

// The e2e server was given Microsoft's endpoints two ports after its own (scripts/e2e-server.ts).
let graph: MicrosoftGraphServer;
test.beforeAll(async () => {
  graph = await startMicrosoftGraphServer({ port: Number(process.env.E2E_PORT) + 2 });
});
test.afterAll(async () => {
  await graph?.close();
});

const todayUtc = () => new Date().toISOString().slice(0, 10);
const at = (time: string) => ({ dateTime: `${todayUtc()}T${time}:00.0000000`, timeZone: 'UTC' });

test('connects Outlook, reads a chosen calendar as busy time and writes blocks to the default one', async ({ page, user }) => {
  const team = `AAMkTeam${user.id.replace(/-/g, '')}`;
  const teamName = `Team ${user.id.slice(0, 8)}`;
  graph.addCalendar(team, teamName, false);
  graph.putEvent(team, { id: `AAMkEv${user.id.replace(/-/g, '')}`, subject: 'Quarterly planning', start: at('15:00'), end: at('16:00') });

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Calendar' });
  // Microsoft's sign-in (the local server's authorization endpoint) sends the browser straight back.
  await section.getByRole('button', { name: 'Connect Outlook' }).click();
  const account = section.getByRole('listitem', { name: `Outlook ${graph.account.mail}` });
  await expect(account.getByText('Choose calendars')).toBeVisible();
  await expect(page).toHaveURL(/\/settings#calendar$/);
  await expect(account.getByLabel('Write time blocks to')).toHaveValue(graph.defaultCalendar);
  await account.getByRole('checkbox', { name: teamName }).check();
  await account.getByRole('button', { name: 'Save and sync' }).click();
  await expect(account.getByText('In sync')).toBeVisible();
  await expect(account.getByText(`Time blocks go to Calendar. Also read as busy: ${teamName}.`)).toBeVisible();

  const created = await page.request.post('/api/time-blocks', { data: { title: 'Draft budget', category: 'focus', date: todayUtc(), hour: 13, duration: 1 } });
  expect(created.status()).toBe(201);
  const blockId = ((await created.json()) as { id: string }).id;
  // The sync job pushes the new block to the default calendar, tagged so a retry never writes it twice.
  const pushed = () => graph.events(graph.defaultCalendar).find((e) => e.transactionId === `twelvefold-${blockId}`);
  await expect.poll(() => pushed()?.subject, { timeout: 15_000 }).toBe('Draft budget');
  expect(pushed()?.start).toEqual({ dateTime: `${todayUtc()}T13:00:00`, timeZone: 'UTC' });

  await page.goto('/time-blocking');
  const pm = page.getByRole('region', { name: /^PM/ });
  await expect(pm.locator('li[data-busy]').getByText('Busy: Quarterly planning')).toBeVisible();
  await expect(pm.getByText('Busy · 3 PM – 4 PM')).toBeVisible();
  await expect(page.getByRole('button', { name: /Quarterly planning/ })).toHaveCount(0);
});
