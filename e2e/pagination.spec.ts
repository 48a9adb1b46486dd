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
    const res = await page.request.post(`/api/relationships/${id}/interactions`, {
      data: { date: shiftDate('2025-01-01', i), type: 'call', notes: `Call number ${i + 1}` },
    });
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

test('the chat opens on its newest messages and loads older ones as one scrolls back', async ({ page, user }) => {
  expect(user.id).toBeTruthy();
  // Each question stores two messages, the question and its answer.
  const questions = PAGE_SIZE / 2 + 3;
  for (let i = 1; i <= questions; i += 1) {
    const res = await page.request.post('/api/chat', { data: { role: 'user', content: `Question number ${i}` } });
    expect(res.status()).toBe(200);
  }
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Assistant' });
  const messages = dialog.getByRole('list', { name: 'Messages' });
  const question = (n: number) => messages.getByRole('listitem').filter({ hasText: new RegExp(`^You: Question number ${n}$`) });
  await expect(question(questions)).toBeInViewport();
  await expect(question(1)).toHaveCount(0);
  const older = dialog.getByRole('button', { name: 'Show older messages' });
  await older.scrollIntoViewIfNeeded();
  await expect(question(1)).toHaveCount(1);
  await expect(older).toHaveCount(0);
  // What the user was reading stays in place: the newest question has not jumped into view again.
  await expect(question(questions)).not.toBeInViewport();
});
