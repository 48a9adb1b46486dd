import { test, expect, checkA11y, useTheme } from './fixtures';

const DATE = '2026-03-14';

test.describe('health tracker', () => {
  test('saves metrics for a date, shows them after a reload, then updates them', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto('/health-tracker');
    await page.getByLabel('Date', { exact: true }).fill(DATE);
    await expect(page.getByText('No entry for this day yet — move the sliders and press Save.')).toBeVisible();

    await page.getByRole('spinbutton', { name: 'Sleep value' }).fill('7.5');
    await page.getByRole('spinbutton', { name: 'Steps value' }).fill('8400');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Health metrics created successfully', { exact: true })).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible();

    await page.reload();
    await page.getByLabel('Date', { exact: true }).fill(DATE);
    await expect(page.getByRole('spinbutton', { name: 'Sleep value' })).toHaveValue('7.5');
    await expect(page.getByRole('spinbutton', { name: 'Steps value' })).toHaveValue('8400');
    await expect(page.getByRole('slider', { name: 'Sleep' })).toHaveAttribute('aria-valuenow', '7.5');
    await expect(page.getByRole('progressbar', { name: 'Sleep progress toward target' })).toHaveAttribute('aria-valuenow', '94');
    await expect(page.getByText('No entry for this day yet — move the sliders and press Save.')).toHaveCount(0);

    // Keyboard on the slider: one step up from 7.5 is 8.
    await page.getByRole('slider', { name: 'Sleep' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('spinbutton', { name: 'Sleep value' })).toHaveValue('8');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Health metrics updated successfully', { exact: true })).toBeVisible();

    const saved = await page.request.get(`/api/health-metrics?date=${DATE}`);
    expect(await saved.json()).toMatchObject({ date: DATE, sleep: 8, steps: 8400 });
  });

  test('a non-numeric entry becomes 0; values above the sliders are saved as typed; impossible ones are refused', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto('/health-tracker');
    await page.getByLabel('Date', { exact: true }).fill(DATE);
    const water = page.getByRole('spinbutton', { name: 'Water value' });
    // Untouched, the metric is not recorded; an entry the user empties becomes 0.
    await expect(water).toHaveValue('');
    await water.fill('4');
    await water.fill('');
    await water.blur();
    await expect(water).toHaveValue('0');
    await water.fill('3.3');
    await water.blur();
    await expect(water).toHaveValue('3.3');

    // A long day and a long workout are kept as typed, above the sliders' ends.
    await page.getByRole('spinbutton', { name: 'Steps value' }).fill('26345');
    await page.getByRole('spinbutton', { name: 'Exercise value' }).fill('180');
    await expect(page.getByRole('slider', { name: 'Steps' })).toHaveAttribute('aria-valuetext', '26,345 steps');
    // No day holds 250 hours of sleep: the field says so and nothing can be saved.
    const sleep = page.getByRole('spinbutton', { name: 'Sleep value' });
    await sleep.fill('250');
    await expect(page.getByText('Sleep must be from 0 to 24 hrs')).toBeVisible();
    await expect(sleep).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await sleep.fill('7.25');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Health metrics created successfully', { exact: true })).toBeVisible();
    const saved = await page.request.get(`/api/health-metrics?date=${DATE}`);
    expect(await saved.json()).toMatchObject({ water: 3.3, steps: 26345, exercise: 180, sleep: 7.25 });
  });

  test('a weight typed in kilograms reads back as typed', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    expect((await page.request.patch('/api/account/profile', { data: { weightUnit: 'kg' } })).status()).toBe(200);
    await page.goto('/health-tracker');
    await page.getByLabel('Date', { exact: true }).fill(DATE);
    await page.getByRole('spinbutton', { name: 'Weight value' }).fill('72.4');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Health metrics created successfully', { exact: true })).toBeVisible();
    expect((await (await page.request.get(`/api/health-metrics?date=${DATE}`)).json()).weight).toBeCloseTo(159.614678, 6);
    await page.reload();
    await page.getByLabel('Date', { exact: true }).fill(DATE);
    await expect(page.getByRole('spinbutton', { name: 'Weight value' })).toHaveValue('72.4');
  });

  test('a weight kept finer than it is shown is not rewritten by saving another metric', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    expect((await page.request.patch('/api/account/profile', { data: { weightUnit: 'kg' } })).status()).toBe(200);
    // A Withings weigh-in of 150.35 kg, kept to the millionth of a pound and shown as 150.3.
    expect((await page.request.post('/api/health-metrics', { data: { date: DATE, weight: 331.465011 } })).status()).toBe(201);
    await page.goto('/health-tracker');
    await page.getByLabel('Date', { exact: true }).fill(DATE);
    await expect(page.getByRole('spinbutton', { name: 'Weight value' })).toHaveValue('150.3');
    await expect(page.getByText('All changes saved')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Mood value' }).fill('8');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Health metrics updated successfully', { exact: true })).toBeVisible();
    expect(await (await page.request.get(`/api/health-metrics?date=${DATE}`)).json()).toMatchObject({ weight: 331.465011, mood: 8 });
  });

  test("draws today's trend with the target line", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto('/health-tracker');
    await page.getByRole('spinbutton', { name: 'Sleep value' }).fill('6');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Health metrics created successfully', { exact: true })).toBeVisible();

    const chart = page.getByRole('region', { name: 'Sleep trend chart' });
    await expect(chart.locator('svg').first()).toBeVisible();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('1 of 7', { exact: true })).toBeVisible();
    await expect(panel.getByText('6 hrs', { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: '12 weeks' }).click();
    await expect(page.getByText('1 of 84', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sleep trend chart' }).locator('svg').first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Metric' }).click();
    await page.getByRole('option', { name: 'Steps' }).click();
    await expect(page.getByRole('region', { name: 'Steps trend chart' }).locator('svg').first()).toBeVisible();
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`has no serious accessibility violation in ${theme} mode and fits 360 px`, async ({ page, user }) => {
      expect(user.id).toBeTruthy();
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto('/health-tracker');
      await useTheme(page, theme);
      await expect(page.getByRole('spinbutton', { name: 'Sleep value' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Sleep trend chart' }).locator('svg').first()).toBeVisible();
      await checkA11y(page, `health tracker (${theme})`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // Each empty field shows all of "Not recorded", with room left for the number field's arrows.
      const room = await page.getByRole('spinbutton', { name: /value$/ }).evaluateAll((fields) =>
        fields.map((field) => {
          const input = field as HTMLInputElement;
          const style = getComputedStyle(input);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = style.font;
          return input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - context.measureText(input.placeholder).width;
        }),
      );
      expect(room).toHaveLength(12);
      for (const px of room) expect(px).toBeGreaterThanOrEqual(16);
    });
  }
});
