import { test, expect, checkA11y, useTheme } from './fixtures';

test.describe('progress reviews', () => {
  test('generate a review and see Week 1/12 with the toast', async ({ page, user }) => {
    expect(user.email).toContain('@');
    await page.goto('/progress-reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Progress Reviews' })).toBeVisible();
    await expect(page.getByText(/No reviews yet/)).toBeVisible();
    await checkA11y(page, 'progress reviews, empty (light)');

    await page.getByRole('button', { name: 'Generate review' }).click();
    const toasts = page.getByRole('region', { name: /Notification/ });
    await expect(toasts.getByText('Success', { exact: true })).toBeVisible();
    await expect(toasts.getByText('Progress review generated successfully!')).toBeVisible();
    const review = page.getByRole('article', { name: 'Week 1/12' });
    await expect(review).toBeVisible();
    await expect(review.getByText(/^Not enough data for the week of/)).toBeVisible();
    await expect(review.locator('time')).toHaveText(/^\w{3} \d{1,2}( – (\w{3} )?\d{1,2})?(, \d{4})?/);

    await page.getByRole('button', { name: 'Generate review' }).click();
    await expect(toasts.getByText('Progress review generated successfully!')).toBeVisible();
    await expect(page.getByRole('article', { name: /^Week \d+\/12$/ })).toHaveCount(1);

    await checkA11y(page, 'progress reviews (light)');
    await useTheme(page, 'dark');
    await expect(page.getByRole('article', { name: 'Week 1/12' })).toBeVisible();
    await checkA11y(page, 'progress reviews (dark)');
  });

  test('reconnection prompt from a relationship card: generate, then copy', async ({ page, context, user }) => {
    expect(user.id).toBeTruthy();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const created = await page.request.post('/api/relationships', {
      data: { name: 'Ada Lovelace', initials: 'AL', notes: 'Building the analytical engine' },
    });
    expect(created.status()).toBe(201);
    await page.goto('/relationships');
    const card = page.getByRole('article', { name: 'Ada Lovelace' });
    const requestSent = page.waitForRequest((req) => req.url().endsWith('/api/ai/reconnection-prompt'));
    await card.getByRole('button', { name: 'AI suggestion for Ada Lovelace' }).click();
    expect((await requestSent).postDataJSON()).toMatchObject({ name: 'Ada Lovelace', daysSinceContact: 365 });

    const toasts = page.getByRole('region', { name: /Notification/ });
    await expect(toasts.getByText('AI suggestion generated!', { exact: true })).toBeVisible();
    await expect(toasts.getByText('Click to copy the message')).toBeVisible();
    const copy = card.getByRole('button', { name: /^Copy message: Hi Ada!/ });
    await expect(copy).toContainText('I was thinking of you and wanted to say hello.');
    await expect(copy).not.toContainText('analytical engine');

    await copy.click();
    await expect(toasts.getByText('Message copied to clipboard!', { exact: true })).toBeVisible();
    await expect(copy.getByLabel('Copied')).toBeVisible();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe('Hi Ada! I was thinking of you and wanted to say hello. It would be lovely to catch up soon.');
    await expect(copy.getByLabel('Copied')).toBeHidden({ timeout: 4000 });
    await checkA11y(page, 'relationships with an AI suggestion');
  });
});
