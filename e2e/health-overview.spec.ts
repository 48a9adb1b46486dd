import { shiftDate, todayIn } from '../src/shared/dates';
import { test, expect, checkA11y, useTheme } from './fixtures';

function daysAgo(n: number): string {
  return shiftDate(todayIn('UTC'), -n);
}

test.describe('the last 12 weeks on the health page', () => {
  test('shows 12 metrics × 12 weeks as a table with words in every cell, and what went together with the caveat', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const sleep = (i: number) => 5 + ((i * 3) % 5);
    // Twenty days, oldest first, where each night's sleep sets the next day's energy.
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        page.request.post('/api/health-metrics', { data: { date: daysAgo(19 - i), sleep: sleep(i), energy: i === 0 ? 6 : sleep(i - 1) } }),
      ),
    );
    expect(created.map((res) => res.status())).toEqual(Array(20).fill(201));
    await page.goto('/health-tracker');
    const table = page.getByRole('table', { name: /Weekly means from/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveCount(13);
    await expect(table.getByRole('rowheader')).toHaveCount(12);
    const sleepRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Sleep/ }) });
    await expect(sleepRow.getByRole('cell')).toHaveCount(12);
    await expect(sleepRow.getByRole('cell').last()).toContainText(/hrs(On target|Close|Off target)/);
    await expect(
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: /^Water/ }) })
        .getByRole('cell')
        .first(),
    ).toHaveText('–No data');

    const findings = page.getByRole('list', { name: 'What went together' });
    await expect(findings.getByRole('listitem').first()).toHaveText(
      'More sleep went with higher energy the next day (a strong relationship, r = 1, over 19 days).',
    );
    await expect(page.getByText(/^A correlation is not a cause/)).toBeVisible();

    await checkA11y(page, 'health overview (light)');
  });

  test('reads clean to axe in dark mode, with data in the cells', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const created = await Promise.all(
      [3, 2, 1, 0].map((n, i) => page.request.post('/api/health-metrics', { data: { date: daysAgo(n), sleep: [4, 6.5, 8, 9][i], stress: [2, 5, 8, 3][i] } })),
    );
    expect(created.map((res) => res.status())).toEqual([201, 201, 201, 201]);
    await page.goto('/health-tracker');
    await useTheme(page, 'dark');
    const table = page.getByRole('table', { name: /Weekly means from/ });
    await expect(
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: /^Stress/ }) })
        .getByRole('cell')
        .last(),
    ).toContainText('Off target');
    await checkA11y(page, 'health overview (dark)');
    await useTheme(page, 'light');
  });

  test('scrolls the table sideways on a phone, inside its own region', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/health-tracker');
    const region = page.getByRole('region', { name: /Weekly means from/ });
    await expect(region).toBeVisible();
    await expect(page.getByText('Nothing recorded in the last 12 weeks yet.', { exact: false })).toBeVisible();
    const widths = await region.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, page: document.documentElement.scrollWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(widths.page).toBeLessThanOrEqual(375);
    // It opens at the newest weeks, at the right end.
    const left = await region.evaluate((el) => el.scrollLeft);
    expect(left).toBeGreaterThanOrEqual(widths.scroll - widths.client - 1);
    await checkA11y(page, 'health overview (phone)');
  });
});

test.describe('reconnection prompts', () => {
  test("suggest a message that never repeats the person's private notes", async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const notes = 'Former flatmate from Leeds; her birthday is 3 December';
    const res = await page.request.post('/api/relationships', { data: { name: 'Maya Patel', initials: 'MP', notes } });
    expect(res.status(), await res.text()).toBe(201);
    await page.goto('/relationships');
    const card = page.getByRole('article', { name: 'Maya Patel' });
    await card.getByRole('button', { name: 'AI suggestion for Maya Patel' }).click();
    const message = card.getByRole('button', { name: /^Copy message:/ });
    await expect(message).toContainText('Hi Maya! I was thinking of you and wanted to say hello.');
    await expect(message).toContainText('birthday');
    await expect(message).not.toContainText('Leeds');
    await expect(message).not.toContainText('3 December');
    await expect(message).not.toContainText('flatmate');
    await expect(message).not.toContainText('too long');
  });
});
