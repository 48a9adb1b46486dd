import { PAGE_SIZE } from '../src/shared/constants';
import { shiftDate } from '../src/shared/dates';
import { test, expect } from './fixtures';

test('a long history loads its older interactions as it scrolls into view', async ({ page, user }) => {
  expect(user.id).toBeTruthy();
  const created = await page.request.post('/api/relationships', { data: { name: 'Ada Lovelace', initials: 'AL' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const total = PAGE_SIZE + 4;
  for (let i = 0; i < total; i += 1) {
    const res = await page.request.post(`/api/relationships/${id}/interactions`, { data: { date: shiftDate('2025-01-01', i), type: 'call', notes: `Call number ${i + 1}` } });
    expect(res.status()).toBe(201);
  }
  await page.goto('/relationships');
  const card = page.getByRole('article', { name: 'Ada Lovelace' });
  await card.getByRole('button', { name: 'History for Ada Lovelace' }).click();
  const entries = card.getByRole('listitem');
  await expect(card.getByText(`Call number ${total}`, { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Show older interactions' }).scrollIntoViewIfNeeded();
  await expect(entries).toHaveCount(total);
  await expect(card.getByText('Call number 1', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Show older interactions' })).toHaveCount(0);
});
