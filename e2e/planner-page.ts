import type { Locator, Page } from '@playwright/test';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A block on the planner's grid, by its title: its name starts with its start and title ("9:30 Write report, …"). */
export function blockButton(scope: Page | Locator, title: string): Locator {
  return scope.getByRole('button', { name: new RegExp(`^[0-9:]+ ${escape(title)}, `) });
}

/** Opens a block's own menu (the button inside its box, shown on hover) and picks one of its actions. */
export async function blockAction(page: Page, title: string, action: 'Edit' | 'Mark done' | 'Delete', scope: Page | Locator = page): Promise<void> {
  await blockButton(scope, title).hover({ position: { x: 6, y: 6 } });
  await scope.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

/**
 * The titles of the blocks on the grid whose start time or first word is not painted whole inside the block and on
 * top of everything else there, each brought into view in turn.
 */
export function unreadableBlocks(page: Page, { time = true } = {}): Promise<string[]> {
  return page.evaluate((checkTime) => {
    const painted = (rect: DOMRect, box: DOMRect, item: Element) => {
      if (rect.width === 0 || rect.left < box.left - 0.5 || rect.right > box.right + 0.5 || rect.top < box.top - 0.5 || rect.bottom > box.bottom + 0.5)
        return false;
      return item.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2));
    };
    const problems: string[] = [];
    for (const item of document.querySelectorAll('main li[data-block]')) {
      const surface = item.querySelector('[data-testid="block-drag-handle"] > *');
      const title = item.querySelector<HTMLElement>('[data-testid="block-title"]');
      if (!surface || !title || item.closest('[aria-hidden="true"]')) continue;
      item.scrollIntoView({ block: 'nearest' });
      const box = surface.getBoundingClientRect();
      const text = title.firstChild!;
      const range = document.createRange();
      const words = text.textContent ?? '';
      range.setStart(text, 0);
      range.setEnd(text, words.includes(' ') ? words.indexOf(' ') : words.length);
      const time = item.querySelector<HTMLElement>('[data-testid="block-time"]');
      const timeShown = !checkTime || (time !== null && painted(time.getBoundingClientRect(), box, item));
      if (!painted(range.getBoundingClientRect(), box, item) || !timeShown) problems.push(words);
    }
    return problems;
  }, time);
}

/** The first hour row of the scrolling grid that shows whole under its headers, and where its top is. */
export function firstVisibleHour(page: Page): Promise<{ hour: number; top: number } | null> {
  return page.evaluate(() => {
    const area = [...document.querySelectorAll<HTMLElement>('[data-scroll-area]')].find((a) => a.scrollHeight > a.clientHeight + 1);
    if (!area) return null;
    const head = Math.max(0, ...[...area.querySelectorAll<HTMLElement>('[data-sticky-head]')].map((h) => h.offsetHeight));
    const top = area.getBoundingClientRect().top + head;
    const row = [...area.querySelectorAll<HTMLElement>('[data-hour-row]')].find((r) => r.getBoundingClientRect().top >= top - 1);
    return row ? { hour: Number(row.dataset.hourRow), top: row.getBoundingClientRect().top } : null;
  });
}

/** Drags with the mouse from one point to another in a few steps, holding Alt when `alt`; `beforeDrop` runs over the target. */
export async function dragBetween(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  { alt = false, beforeDrop }: { alt?: boolean; beforeDrop?: () => Promise<void> } = {},
): Promise<void> {
  await page.mouse.move(from.x, from.y);
  if (alt) await page.keyboard.down('Alt');
  await page.mouse.down();
  for (let i = 1; i <= 6; i++) await page.mouse.move(from.x + ((to.x - from.x) * i) / 6, from.y + ((to.y - from.y) * i) / 6);
  await beforeDrop?.();
  await page.mouse.up();
  if (alt) await page.keyboard.up('Alt');
}
