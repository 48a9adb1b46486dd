import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';

/** Whether a control is drawn on top at its own centre: in the window and under nothing else. */
async function onTop(control: Locator): Promise<boolean> {
  return control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

test.describe('the header', () => {
  test('fits a 1280 px window with every link on one line, and keeps Settings and Logout in reach beside the assistant', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const planner = nav.getByRole('link', { name: 'Time Blocking' });
    await expect(planner).toBeVisible();
    await expect(planner).toHaveText('Time Blocking');
    // One line of 20 px, beside the icon.
    expect((await planner.getByText('Time Blocking').boundingBox())!.height).toBeLessThanOrEqual(24);
    const settings = page.getByRole('link', { name: 'Settings' });
    const logout = page.getByRole('link', { name: 'Logout' });
    expect(await onTop(settings)).toBe(true);
    expect(await onTop(logout)).toBe(true);

    // The day's rituals are in the bar too, behind one Day ritual menu.
    const today = nav.getByRole('button', { name: 'Day ritual' });
    expect(await onTop(today)).toBe(true);
    await today.click();
    await expect(page.getByRole('menuitem')).toHaveText(['Plan today', 'Shut down']);
    await page.getByRole('menuitem', { name: 'Shut down' }).click();
    await expect(page).toHaveURL(/\/shut-down$/);
    await expect(today).toHaveClass(/bg-accent/);
    await page.goto('/');
    // Where the links' words come and go, and on wide screens, nothing wraps or spills out of the window.
    for (const width of [1190, 1360, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      const words = nav.getByText('Time Blocking');
      if (await words.isVisible()) expect((await words.boundingBox())!.height).toBeLessThanOrEqual(24);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'AI Assistant' }).click();
    await expect(page.getByRole('dialog', { name: 'AI Assistant' })).toBeVisible();
    await expect.poll(() => onTop(settings)).toBe(true);
    expect(await onTop(logout)).toBe(true);
    expect(await onTop(nav.getByRole('link', { name: 'Time Blocking' }))).toBe(true);

    // Narrower, the links go into the menu, which still holds Settings and Logout.
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Logout' })).toBeVisible();
  });
});
