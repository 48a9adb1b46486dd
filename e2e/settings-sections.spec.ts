import { test, expect } from './fixtures';

test('Settings links at the top each lead to their section, on a phone too', async ({ page, user }) => {
  expect(user.id).toBeTruthy();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/settings');
  const links = page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link');
  await expect(links.first()).toHaveText('Profile');
  const titles = await links.allTextContents();
  expect(titles).toEqual(expect.arrayContaining(['Profile', 'Password', 'Notifications', 'Recently deleted', 'Your data', 'Danger zone']));

  // Every link names a section of the page, and the section's heading says the same words.
  for (const title of titles) {
    const href = await links.filter({ hasText: title }).first().getAttribute('href');
    const section = page.locator(`section${href}`);
    await expect(section, `${title} links to ${href}`).toHaveCount(1);
    await expect(section.getByRole('heading').first()).toHaveText(title);
  }

  await links.filter({ hasText: 'Danger zone' }).click();
  await expect(page).toHaveURL(/#danger-zone$/);
  await expect(page.getByRole('region', { name: 'Danger zone' })).toBeInViewport();
  // The page fits the phone: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
