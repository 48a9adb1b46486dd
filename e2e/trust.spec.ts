import { todayIn } from '../src/shared/dates';
import { expectGlyphsDrawn } from './glyphs';
import { test, expect } from './fixtures';

test('one metric saved on an empty day: the others stay not recorded and the score is that metric alone', async ({ page, user }) => {
  expect(user.id).toBeTruthy();
  await page.goto('/health-tracker');
  const score = page.getByTestId('health-score');
  await expect(score).toContainText('Not recorded');
  await page.getByRole('spinbutton', { name: 'Sleep value' }).fill('6');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Health metrics created successfully', { exact: true })).toBeVisible();

  // Sleep 6 of a target of 8 scores 75; nothing else counts, not even as 0.
  await expect(score).toHaveText('75%');
  await expect(page.getByTestId('health-score-basis')).toHaveText('The average score of the recorded metric (1 of 12) against your targets.');
  await page.reload();
  for (const metric of ['Water', 'Stress', 'Screen Time', 'Weight']) {
    const field = page.getByRole('spinbutton', { name: `${metric} value` });
    await expect(field).toHaveValue('');
    await expect(field).toHaveAttribute('placeholder', 'Not recorded');
  }
  const stored = (await (await page.request.get(`/api/health-metrics?date=${todayIn('UTC')}`)).json()) as Record<string, unknown>;
  expect(stored).toMatchObject({ sleep: 6, water: null, stress: null, screenTime: null, weight: null });
});

test('dozenal mode changes the counts on every page, and ↊ ↋ are drawn', async ({ page, user }) => {
  expect(user.id).toBeTruthy();
  expect((await page.request.post('/api/sample-data')).status()).toBe(201);
  expect((await page.request.post('/api/progress-reviews/generate')).status()).toBe(201);
  expect((await page.request.patch('/api/account/profile', { data: { numberBase: 'dozenal' } })).status()).toBe(200);

  await page.goto('/');
  const tiles = page.getByRole('list', { name: 'Today at a glance' });
  await expect(tiles.getByRole('listitem').filter({ hasText: 'People due' })).toContainText('of ↊ people');
  await expectGlyphsDrawn(tiles);

  await page.goto('/relationships');
  const people = page.locator('dl[aria-label="Relationship counts"] > div').filter({ hasText: 'People' }).locator('dd');
  await expect(people).toHaveText('↊');
  await expectGlyphsDrawn(people);

  await page.goto('/goals');
  // A count against the goal's twelve stays decimal beside headings that name it 12 (decision 0009).
  await expect(page.getByText(/[0-9]+ of 12 milestones/).first()).toBeVisible();
  await expect(page.getByText(/of 10 milestones/)).toHaveCount(0);

  await page.goto('/progress-reviews');
  // A review's week is a count against its 12-week cycle: decimal, as the spec writes it (n/12).
  await expect(page.getByRole('article', { name: 'Week 1/12' })).toBeVisible();

  await page.goto('/health-tracker');
  await expect(page.getByTestId('health-score-basis')).toContainText('(12 of 12)');
});

test('the 24-hour clock chosen in Settings is used by the planner and the assistant', async ({ page, user }) => {
  expect(user.id).toBeTruthy();
  expect((await page.request.patch('/api/account/profile', { data: { timeFormat: '24h' } })).status()).toBe(200);
  const today = todayIn('UTC');
  expect((await page.request.post('/api/time-blocks', { data: { date: today, hour: 21, duration: 1, title: 'Late focus', category: 'focus' } })).status()).toBe(
    201,
  );

  await page.goto('/time-blocking');
  await expect(page.getByText('21:00').first()).toBeVisible();
  await expect(page.getByText('9 PM')).toHaveCount(0);

  await page.getByRole('button', { name: 'AI Assistant' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'AI Assistant' });
  await dialog.getByLabel('Message', { exact: true }).fill("What's on today?");
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText(/21:00 – 22:00 Late focus/)).toBeVisible();
});
