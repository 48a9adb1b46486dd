import { format, parseISO } from 'date-fns';
import { todayIn } from '../src/shared/dates';
import { test, expect, checkA11y, useTheme } from './fixtures';

const EMPTY = 'No people yet — add the dozen people who matter most.';

test.describe('relationships', () => {
  test('add a person, log a call, see the history, edit and delete', async ({ page, user }) => {
    expect(user.email).toContain('@');
    // The fixture's account lives in UTC, so "today" on the card is today's UTC date.
    const today = format(parseISO(todayIn('UTC')), 'd MMM yyyy');
    await page.goto('/relationships');
    const toasts = page.getByRole('region', { name: /Notification/ });
    const count = (label: string) => page.locator('dl[aria-label="Relationship counts"] > div').filter({ hasText: label }).locator('dd');
    await expect(page.getByText(EMPTY)).toBeVisible();

    await page.getByRole('button', { name: 'Add person', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add person' });
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Initials are required')).toBeVisible();
    await dialog.getByLabel('Name').fill('Ada Lovelace');
    await dialog.getByLabel('Initials').fill('alxx');
    await expect(dialog.getByLabel('Initials')).toHaveValue('alx');
    await dialog.getByLabel('Initials').fill('al');
    await dialog.getByLabel('Notes').fill('Talks about engines.');
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await expect(toasts.getByText('Relationship added successfully', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: 'Ada Lovelace' });
    await expect(card.getByText('AL', { exact: true })).toBeVisible();
    await expect(card.getByText('Talks about engines.')).toBeVisible();
    await expect(card.getByText('Never', { exact: true })).toBeVisible();
    await expect(card.locator('[data-slot="ai-suggestion"]')).toHaveCount(1);
    await expect(count('People')).toHaveText('1');
    await expect(count('Due for contact')).toHaveText('1');

    await card.getByRole('button', { name: 'Log call with Ada Lovelace' }).click();
    await expect(toasts.getByText('Interaction logged successfully', { exact: true })).toBeVisible();
    await expect(card.getByText('Never', { exact: true })).toBeHidden();
    await expect(card.locator('dd time')).toHaveText(today);
    await expect(card.getByText('(Today)')).toBeVisible();
    await expect(count('Due for contact')).toHaveText('0');

    const history = card.getByRole('button', { name: 'History for Ada Lovelace' });
    await expect(history).toHaveAttribute('aria-expanded', 'false');
    await history.click();
    await expect(history).toHaveAttribute('aria-expanded', 'true');
    const entry = card.getByRole('listitem').filter({ hasText: 'Call' });
    await expect(entry).toHaveCount(1);
    await expect(entry.locator('time')).toHaveText(today);

    await checkA11y(page, 'relationships (light)');
    await useTheme(page, 'dark');
    await expect(page.getByRole('article', { name: 'Ada Lovelace' })).toBeVisible();
    await checkA11y(page, 'relationships (dark)');
    await useTheme(page, 'light');

    await page.getByRole('button', { name: 'Edit Ada Lovelace' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit person' });
    await expect(edit.getByLabel('Name')).toHaveValue('Ada Lovelace');
    await expect(edit.getByLabel('Initials')).toHaveValue('AL');
    await edit.getByLabel('Name').fill('Ada King');
    await edit.getByLabel('Initials').fill('AK');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(toasts.getByText('Relationship updated successfully', { exact: true })).toBeVisible();
    await expect(edit).toBeHidden();
    const renamed = page.getByRole('article', { name: 'Ada King' });
    await expect(renamed.getByText('AK', { exact: true })).toBeVisible();
    await expect(renamed.locator('dd time')).toHaveText(today);

    await renamed.getByRole('button', { name: 'Delete Ada King' }).click();
    await expect(toasts.getByText('Relationship deleted successfully', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Ada King' })).toHaveCount(0);
    await expect(page.getByText(EMPTY)).toBeVisible();
  });

  test('the empty state and a card fit a 360 px screen', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/relationships');
    await expect(page.getByText(EMPTY)).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    const created = await page.request.post('/api/relationships', {
      data: { name: 'Bartholomew Featherstonehaugh', initials: 'BF', notes: 'A very long name to test wrapping on small screens.' },
    });
    expect(created.status()).toBe(201);
    await page.reload();
    await expect(page.getByRole('article', { name: 'Bartholomew Featherstonehaugh' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await useTheme(page, 'dark');
    await expect(page.getByRole('article', { name: 'Bartholomew Featherstonehaugh' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('relationships-360-dark.png'), fullPage: true });
    await checkA11y(page, 'relationships (360 px, dark)');
  });
});
