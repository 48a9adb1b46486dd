import { test, expect, checkA11y } from './fixtures';

const today = new Date().toISOString().slice(0, 10);

test('a health CSV is previewed, its bad row named, then applied and shown on the health page', async ({ page, user }) => {
  test.setTimeout(60_000);
  expect(user.id).toBeTruthy();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({ timeout: 30_000 });

  const bad = ['Date;Steps;Mood', `${today};6400;7`, 'someday;100;5', ''].join('\n');
  await page.getByLabel('Health CSV').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await expect(page.getByRole('list', { name: 'Problems in the CSV' })).toContainText('Row 3, Date: “someday” is not a date');
  await expect(page.getByRole('button', { name: 'Apply import' })).toBeDisabled();

  const good = ['Date,Steps,Sleep (hrs),Notes', `${today},"6,400",7.5,"long walk, early night"`, ''].join('\n');
  await page.getByLabel('Health CSV').setInputFiles({ name: 'health.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  const table = page.getByRole('table', { name: /Preview/ });
  await expect(table.getByRole('columnheader', { name: 'Steps', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Sleep (hrs)' })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(/6,?400/);
  await expect(page.getByText('Not imported (not one of the twelve metrics): Notes')).toBeVisible();
  await expect(page.getByText(/\/api\/health-metrics\/ingest$/)).toBeVisible();
  await checkA11y(page);
  // On a phone the preview scrolls within its own box; the page does not scroll sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page
    .getByRole('heading', { name: 'Health from a CSV' })
    .locator('..')
    .screenshot({ path: test.info().outputPath('csv-preview-mobile.png') });

  await page.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByRole('list', { name: 'Imported CSV data' })).toContainText('Steps: 1 day filled, 0 kept');
  await expect(page.getByRole('region', { name: /Notification/ }).getByText('Health data imported')).toBeVisible();

  await page.goto('/health-tracker');
  await expect(page.getByRole('spinbutton', { name: 'Steps value' })).toHaveValue('6400', { timeout: 15_000 });
  await expect(page.getByRole('spinbutton', { name: 'Sleep value' })).toHaveValue('7.5');
});
