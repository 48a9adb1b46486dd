import { readFile } from 'node:fs/promises';
import { todayIn } from '../src/shared/dates';
import { test, expect, checkA11y, useTheme, PASSWORD } from './fixtures';

const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';

/** A zone whose calendar date differs from UTC right now: UTC+14 from 10:00 UTC, UTC−11 before 11:00 UTC. */
function zoneWithAnotherDate(): string {
  return ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((zone) => todayIn(zone) !== todayIn('UTC'))!;
}

test.describe('settings', () => {
  test('timezone and dozenal number display are stored and the dashboard follows them', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const zone = zoneWithAnotherDate();
    for (let i = 1; i <= 11; i++) {
      const res = await page.request.post('/api/goals', { data: { title: `Goal ${i}`, category: 'Learning', timeframe: '12 weeks', description: '' } });
      expect(res.status()).toBe(201);
    }
    const block = await page.request.post('/api/time-blocks', {
      data: { date: todayIn(zone), hour: 9, title: 'Far-away focus', category: 'focus', duration: 3 },
    });
    expect(block.status()).toBe(201);

    await page.goto('/');
    const tiles = page.getByRole('list', { name: 'Today at a glance' });
    const hours = tiles.getByRole('listitem').filter({ hasText: 'Hours blocked' });
    const goals = tiles.getByRole('listitem').filter({ hasText: 'Goal progress' });
    await expect(goals).toContainText('average of 11 active goals');
    await expect(hours.getByTestId('stat-value')).toHaveText('0');

    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByLabel('Time zone')).toHaveValue('UTC');
    await profile.getByLabel('Time zone').fill(zone);
    await profile.getByRole('radio', { name: /Dozenal/ }).check();
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Profile updated successfully', { exact: true })).toBeVisible();

    await page.reload();
    await expect(profile.getByLabel('Time zone')).toHaveValue(zone);
    await expect(profile.getByRole('radio', { name: /Dozenal/ })).toBeChecked();

    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(goals).toContainText('average of ↋ active goals');
    await expect(hours.getByTestId('stat-value')).toHaveText('3');

    await page.goto('/goals');
    await expect(page.getByRole('heading', { name: /Active goals/ })).toContainText('(↋)');
  });

  test('shows the sessions and signs out another one', async ({ page, user, browser }) => {
    const laptop = await browser.newContext({ userAgent: FIREFOX, baseURL: test.info().project.use.baseURL });
    try {
      const signIn = await laptop.request.post('/api/auth/signin', { data: { email: user.email, password: PASSWORD } });
      expect(signIn.status()).toBe(200);
      expect((await laptop.request.get('/api/auth/user')).status()).toBe(200);

      await page.goto('/settings');
      const sessions = page.getByRole('region', { name: 'Sessions' });
      const list = sessions.getByRole('list', { name: 'Active sessions' });
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
      await sessions.getByRole('button', { name: 'Sign out Firefox 127 on Linux' }).click();
      await expect(page.getByRole('region', { name: /Notification/ }).getByText('Session signed out', { exact: true })).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(sessions.getByText('You are signed in on this device only.')).toBeVisible();
      expect((await laptop.request.get('/api/auth/user')).status()).toBe(401);
      expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    } finally {
      await laptop.close();
    }
  });

  test('export, delete the account, sign up again with the same email and import it back', async ({ page, user }) => {
    const titles = ['Learn to count in dozens', 'Walk twelve thousand steps'];
    for (const title of titles) {
      expect((await page.request.post('/api/goals', { data: { title, category: 'Health', timeframe: '12 days', description: '' } })).status()).toBe(201);
    }
    const person = await page.request.post('/api/relationships', { data: { name: 'Ada Lovelace', initials: 'AL', notes: 'Engines' } });
    expect(person.status()).toBe(201);

    await page.goto('/settings');
    const data = page.getByRole('region', { name: 'Your data' });
    const downloading = page.waitForEvent('download');
    await data.getByRole('link', { name: 'Export my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^twelvefold-export-\d{4}-\d{2}-\d{2}\.json$/);
    const file = test.info().outputPath('export.json');
    await download.saveAs(file);
    const exported = JSON.parse(await readFile(file, 'utf8')) as { format: string; version: number; goals: { title: string }[] };
    expect(exported).toMatchObject({ format: 'twelvefold-export', version: 1 });
    expect(exported.goals.map((g) => g.title).sort()).toEqual([...titles].sort());

    const danger = page.getByRole('region', { name: 'Danger zone' });
    await danger.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Type ${user.email} to confirm`).fill(user.email);
    await confirm.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('Decimal number')).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    const again = await page.request.post('/api/auth/signup', { data: { email: user.email, password: PASSWORD, timezone: 'UTC' } });
    expect(again.status()).toBe(201);
    await page.goto('/goals');
    await expect(page.getByText('No goals yet — set one goal with 12 milestones to get started.')).toBeVisible();

    await page.goto('/settings');
    await data.getByLabel('Export file').setInputFiles(file);
    await data.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Data imported successfully', { exact: true })).toBeVisible();
    const summary = data.getByRole('table', { name: 'Import summary' });
    await expect(summary.getByRole('row', { name: /^Goals/ })).toHaveText(/Goals\s*2\s*0/);
    await expect(summary.getByRole('row', { name: /^Relationships/ })).toHaveText(/Relationships\s*1\s*0/);

    await page.goto('/goals');
    for (const title of titles) await expect(page.getByText(title, { exact: true })).toBeVisible();
    await page.goto('/relationships');
    await expect(page.getByText('Ada Lovelace', { exact: true }).first()).toBeVisible();
  });

  test('a file that is not an export is refused with the reason', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto('/settings');
    const data = page.getByRole('region', { name: 'Your data' });
    await data
      .getByLabel('Export file')
      .setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"twelvefold-export","version":2}') });
    await data.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('region', { name: /Notification/ }).getByText('Failed to import data', { exact: true })).toBeVisible();
    await expect(data.getByRole('alert')).toContainText('Unsupported export version');
  });

  test('has no serious accessibility problems in light and dark', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto('/settings');
    await expect(page.getByRole('region', { name: 'Sessions' }).getByText('This device', { exact: true })).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      await expect(page.getByRole('region', { name: 'Sessions' }).getByText('This device', { exact: true })).toBeVisible();
      await checkA11y(page, `/settings (${theme})`);
      await page.getByRole('region', { name: 'Danger zone' }).getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await checkA11y(page, `/settings delete dialog (${theme})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });

  test('fits a 360 px wide screen', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/settings');
    await expect(page.getByRole('region', { name: 'Sessions' }).getByText('This device', { exact: true })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
