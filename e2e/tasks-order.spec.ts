import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

const titlesOf = (list: Locator) => list.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => (b as HTMLInputElement).labels?.[0]?.textContent));

async function dragOnto(page: Page, handle: Locator, target: Locator) {
  // The mouse only reaches what is on screen: bring both rows into view before measuring them.
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
}

test.describe('task order', () => {
  test('reorder a list by dragging and by Alt+Up, kept after a reload', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    for (const title of ['Answer the letters', 'Book the dentist', 'Clean the bike']) {
      expect((await page.request.post('/api/tasks', { data: { title } })).status()).toBe(201);
    }
    await page.goto('/tasks');
    const inbox = page.getByRole('list', { name: /^Inbox/ });
    await expect.poll(() => titlesOf(inbox)).toEqual(['Answer the letters', 'Book the dentist', 'Clean the bike']);

    const row = (title: string) => inbox.getByRole('listitem').filter({ hasText: title });
    await dragOnto(page, row('Clean the bike').getByTestId('task-reorder-handle'), row('Answer the letters'));
    await expect.poll(() => titlesOf(inbox)).toEqual(['Clean the bike', 'Answer the letters', 'Book the dentist']);

    await inbox.getByRole('checkbox', { name: 'Book the dentist' }).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(() => titlesOf(inbox)).toEqual(['Clean the bike', 'Book the dentist', 'Answer the letters']);
    await expect(inbox.getByRole('checkbox', { name: 'Book the dentist' })).toBeFocused();

    await page.reload();
    await expect.poll(() => titlesOf(inbox)).toEqual(['Clean the bike', 'Book the dentist', 'Answer the letters']);
  });
});
