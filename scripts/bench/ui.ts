/**
 * Click-to-paint on the planner, in Chromium on a production build served by the real app: the realistic day at
 * 1280 px, and for each of add, move, resize and delete the time from the pointer's release to the first frame
 * painted with the change, over several runs (p50 and p95).
 * Usage: npx tsx scripts/bench/ui.ts [runs per action, default 20]
 */
import { chromium, type Locator, type Page } from '@playwright/test';
import playwrightConfig from '../../playwright.config.js';
import { blockButton } from '../../e2e/planner-page.js';
import { CALDAV_USERS, connectBusyCalendar, REALISTIC_DAY, seedRealisticDay } from '../../e2e/realistic-day.js';
import { startRadicale } from '../../src/server/test/radicale-server.js';
import { startApp } from './app-server.js';

const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 20);
const WARM_UP = 2;

/** What the page must show once the action has taken effect. */
type Change = { kind: 'present' | 'absent'; title: string } | { kind: 'moved'; title: string; top: number; height: number };

/**
 * Arms a timer in the page: from the next pointer release to the frame after the change is in the DOM (a message
 * posted from requestAnimationFrame runs once that frame is painted).
 */
async function armPaintTimer(page: Page, change: Change): Promise<void> {
  await page.evaluate((c) => {
    const shown = (el: Element) => !el.closest('[role="dialog"]') && el.getClientRects().length > 0;
    // A block is found by its name (its start, then its title), as a screen reader reads it: its text is split in parts.
    const named = (el: Element) => /^[0-9:]+ (.*?), /.exec(el.getAttribute('aria-label') ?? '')?.[1] === c.title;
    const titled = () =>
      [...document.querySelectorAll('main li[data-block]')].filter((li) => shown(li) && [...li.querySelectorAll('[aria-label]')].some(named));
    const holds = () => {
      if (c.kind !== 'moved') return titled().length > 0 === (c.kind === 'present');
      const rect = titled()[0]?.getBoundingClientRect();
      return rect !== undefined && (Math.abs(rect.top - c.top) > 2 || Math.abs(rect.height - c.height) > 2);
    };
    (window as unknown as { paintTime: Promise<number> }).paintTime = new Promise((resolve) => {
      let start: number | null = null;
      const check = () => {
        if (start === null || !holds()) return;
        observer.disconnect();
        const from = start;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - from);
          channel.port2.postMessage(null);
        });
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      addEventListener(
        'pointerup',
        (e) => {
          start = e.timeStamp;
          check();
        },
        { capture: true, once: true },
      );
    });
  }, change);
}

const paintTime = (page: Page) => page.evaluate(() => (window as unknown as { paintTime: Promise<number> }).paintTime);

/** The list item of the block with this title. */
const blockItem = (page: Page, title: string) =>
  page
    .locator('main li[data-block]')
    .filter({ has: blockButton(page, title) })
    .last();

/** The block's list item: where it is drawn and how tall. */
async function blockBox(page: Page, title: string) {
  const item = blockItem(page, title);
  await item.scrollIntoViewIfNeeded();
  return (await item.boundingBox())!;
}

async function dragBy(page: Page, handle: Locator, dy: number): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const box = (await handle.boundingBox())!;
  const [x, y] = [box.x + Math.min(box.width / 3, 40), box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 5; i++) await page.mouse.move(x, y + (dy * i) / 5);
  await page.mouse.up();
}

/** The height of an hour in the grid shown. */
async function hourPixels(page: Page): Promise<number> {
  const row = page.getByRole('button', { name: 'Add time block at 9 AM', exact: true });
  return (await row.boundingBox())!.height;
}

/** Waits until the change has been saved and the lists read again, so the next run starts from a quiet page. */
async function settle(page: Page, method: string): Promise<void> {
  await page.waitForResponse((r) => r.request().method() === method && r.url().includes('/api/time-blocks'));
  await page.waitForTimeout(400);
}

async function add(page: Page, title: string): Promise<number> {
  await page.getByRole('button', { name: 'Add time block', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add time block' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Start time').fill('15:00');
  await armPaintTimer(page, { kind: 'present', title });
  const saved = settle(page, 'POST');
  await dialog.getByRole('button', { name: 'Create block' }).click();
  const ms = await paintTime(page);
  await saved;
  return ms;
}

async function remove(page: Page, title: string): Promise<number> {
  const menu = page.getByRole('button', { name: `Actions for ${title}` });
  const oldButton = page.getByRole('button', { name: `Delete ${title}` });
  const target = (await menu.count()) > 0 ? menu : oldButton;
  if (target === menu) await menu.click();
  await armPaintTimer(page, { kind: 'absent', title });
  const saved = settle(page, 'DELETE');
  await (target === menu ? page.getByRole('menuitem', { name: 'Delete' }) : oldButton).click();
  const ms = await paintTime(page);
  await saved;
  return ms;
}

async function move(page: Page, title: string, handle: 'block-drag-handle' | 'block-resize-handle', dy: number): Promise<number> {
  const box = await blockBox(page, title);
  const item = blockItem(page, title);
  await armPaintTimer(page, { kind: 'moved', title, top: box.y, height: box.height });
  const saved = settle(page, 'PATCH');
  await dragBy(page, item.getByTestId(handle), dy);
  const ms = await paintTime(page);
  await saved;
  return ms;
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(p * values.length) - 1)]!;

async function measure(label: string, action: (run: number) => Promise<number>): Promise<void> {
  const times: number[] = [];
  for (let run = 0; run < runs + WARM_UP; run++) {
    const ms = await action(run);
    if (run >= WARM_UP) times.push(ms);
  }
  console.log(
    `${label.padEnd(7)} p50 ${percentile(times, 0.5).toFixed(0).padStart(4)} ms   p95 ${percentile(times, 0.95).toFixed(0).padStart(4)} ms   (${runs} runs)`,
  );
}

const radicale = await startRadicale(CALDAV_USERS);
const app = await startApp();
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: playwrightConfig.use?.launchOptions?.args ?? [],
  });
  const context = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 1280, height: 800 } });
  // tsx names the functions it compiles with a helper of its own, which code sent into the page must find there too.
  await context.addInitScript('globalThis.__name = (target) => target;');
  const page = await context.newPage();
  const signup = await page.request.post('/api/auth/signup', {
    data: { email: `bench-ui-${Date.now()}@example.com`, password: 'kettle orbit ginger 8', timezone: 'UTC' },
  });
  if (signup.status() !== 201) throw new Error(`sign-up failed: ${signup.status()} ${await signup.text()}`);
  await seedRealisticDay(page.request);
  await connectBusyCalendar(page.request, radicale, 'bench');
  await page.goto(`/time-blocking?date=${REALISTIC_DAY}`);
  await blockButton(page, 'Write quarterly report').waitFor();
  const hour = await hourPixels(page);

  console.log(`Planner click-to-paint on the realistic day at 1280 px (${hour} px an hour):`);
  const removeTimes: number[] = [];
  await measure('add', async (run) => {
    const title = `Bench block ${run}`;
    const ms = await add(page, title);
    const removed = await remove(page, title);
    removeTimes.push(removed);
    return ms;
  });
  await measure('move', (run) => move(page, 'Write quarterly report', 'block-drag-handle', ((run % 2 === 0 ? 1 : -1) * hour) / 4));
  await measure('resize', (run) => move(page, 'Write quarterly report', 'block-resize-handle', ((run % 2 === 0 ? 1 : -1) * hour) / 4));
  let next = 0;
  await measure('delete', async () => removeTimes[next++] ?? NaN);
  await browser.close();
} finally {
  app.stop();
  await radicale.close();
}
