import { createFormatter } from '../src/shared/format';
import { shiftDate, todayIn } from '../src/shared/dates';
import { test, expect, checkA11y, useTheme } from './fixtures';

const EMPTY = 'No people yet — add the dozen people who matter most.';

test.describe('relationships', () => {
  test('add a person, log a call, see the history, edit and delete', async ({ page, user }) => {
    expect(user.email).toContain('@');
    // The fixture's account lives in UTC, so "today" on the card is today's UTC date.
    const today = createFormatter({ numberBase: 'decimal', timeFormat: null, timezone: 'UTC', locale: 'en-US' }).date(todayIn('UTC'), 'short');
    await page.goto('/relationships');
    const toasts = page.getByRole('region', { name: /Notification/ });
    const count = (label: string) => page.locator('dl[aria-label="Relationship counts"] > div').filter({ hasText: label }).locator('dd');
    await expect(page.getByText(EMPTY)).toBeVisible();

    await page.getByRole('button', { name: 'Add person', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add person' });
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Initials are required')).toHaveCount(0);
    await checkA11y(page, 'add person dialog, with an error');
    await dialog.getByLabel('Name').fill('Ada Lovelace');
    await dialog.getByLabel('Initials').fill('alxx');
    await expect(dialog.getByLabel('Initials')).toHaveValue('alx');
    // Initials left empty are made from the name.
    await dialog.getByLabel('Initials').fill('');
    await dialog.getByLabel('Notes').fill('Talks about engines.');
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await expect(toasts.getByText('Relationship added successfully', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: 'Ada Lovelace' });
    await expect(card.getByText('AL', { exact: true })).toBeVisible();
    await expect(card.getByText('Talks about engines.')).toBeVisible();
    // Not contacted yet, and with no rhythm chosen never due: the card says so and shows no due badge.
    await expect(card.getByText('Not contacted yet', { exact: true })).toBeVisible();
    await expect(card.getByText('No rhythm', { exact: true })).toBeVisible();
    await expect(card.locator('[data-due]')).toHaveCount(0);
    await expect(card.locator('[data-slot="ai-suggestion"]')).toHaveCount(1);
    await expect(count('People')).toHaveText('1');
    await expect(count('Due for contact')).toHaveText('0');

    await card.getByRole('button', { name: 'Log call with Ada Lovelace' }).click();
    await expect(toasts.getByText('Interaction logged successfully', { exact: true })).toBeVisible();
    await expect(card.getByText('Not contacted yet', { exact: true })).toBeHidden();
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
    await checkA11y(page, 'edit person dialog');
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

  test('a birthday entered in the form shows on the card, makes the person due and is named on the dashboard', async ({ page, user }) => {
    expect(user.email).toContain('@');
    const fmt = createFormatter({ numberBase: 'decimal', timeFormat: null, timezone: 'UTC', locale: 'en-US' });
    const inThree = shiftDate(todayIn('UTC'), 3);
    const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(new Date(`${inThree}T00:00:00Z`));
    await page.goto('/relationships');
    await page.getByRole('button', { name: 'Add person', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add person' });
    await dialog.getByLabel('Name').fill('Maya Chen');
    await dialog.getByLabel('Initials').fill('MC');
    const birthday = dialog.getByRole('group', { name: 'Birthday' });
    await birthday.getByLabel('Day').fill(String(Number(inThree.slice(8, 10))));
    await birthday.getByRole('combobox', { name: 'Month' }).click();
    await page.getByRole('option', { name: monthName, exact: true }).click();
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: 'Maya Chen' });
    await expect(card.getByText(fmt.birthday(`--${inThree.slice(5)}`), { exact: true })).toBeVisible();
    await expect(card.getByText(`Birthday on ${fmt.weekday(inThree)}`)).toBeVisible();
    await card.getByRole('button', { name: 'Log call with Maya Chen' }).click();
    await expect(card.getByText('(Today)')).toBeVisible();
    await expect(page.locator('dl[aria-label="Relationship counts"] > div').filter({ hasText: 'Due for contact' }).locator('dd')).toHaveText('1');

    await page.getByRole('button', { name: 'Edit Maya Chen' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit person' });
    await expect(edit.getByRole('group', { name: 'Birthday' }).getByLabel('Day')).toHaveValue(String(Number(inThree.slice(8, 10))));
    await edit.getByRole('group', { name: 'Birthday' }).getByLabel('Year (optional)').fill('1991');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(card.getByText(fmt.birthday(`1991-${inThree.slice(5)}`), { exact: true })).toBeVisible();

    await page.goto('/');
    const turns = Number(inThree.slice(0, 4)) - 1991;
    await expect(page.getByRole('list', { name: 'Birthdays this week' })).toHaveText(`Maya Chen's birthday is on ${fmt.weekday(inThree)} (turning ${turns})`);
    await checkA11y(page, 'dashboard with a birthday');
  });

  test('a deleted person comes back with Undo, with their history and last contact, in the same place', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    const ids: Record<string, string> = {};
    for (const [name, initials] of [
      ['Alan Turing', 'AT'],
      ['Grace Hopper', 'GH'],
      ['Katherine Johnson', 'KJ'],
    ] as const) {
      const res = await page.request.post('/api/relationships', { data: { name, initials, cadenceDays: 14 } });
      expect(res.status()).toBe(201);
      ids[name] = ((await res.json()) as { id: string }).id;
    }
    const logged = await page.request.post(`/api/relationships/${ids['Grace Hopper']}/interactions`, {
      data: { date: '2026-01-15', type: 'meeting', notes: 'Talked about compilers' },
    });
    expect(logged.status()).toBe(201);
    await page.goto('/relationships');
    const toasts = page.getByRole('region', { name: /Notification/ });
    const names = () => page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();
    await expect(page.getByRole('article')).toHaveCount(3);
    const order = await names();
    // Soonest due first: Grace is past the two weeks since her last contact, the others were added today.
    expect(order).toEqual(['Grace Hopper', 'Alan Turing', 'Katherine Johnson']);

    await page.getByRole('button', { name: 'Delete Grace Hopper' }).click();
    await expect(toasts.getByText('Relationship deleted successfully', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Grace Hopper' })).toHaveCount(0);
    await toasts.getByRole('button', { name: 'Undo' }).click();
    await expect(toasts.getByText('Relationship restored', { exact: true })).toBeVisible();

    const card = page.getByRole('article', { name: 'Grace Hopper' });
    await expect(card.locator('dd time')).toHaveAttribute('datetime', '2026-01-15');
    expect(await names()).toEqual(order);
    await card.getByRole('button', { name: 'History for Grace Hopper' }).click();
    await expect(card.getByText('Talked about compilers')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(3);
    expect(await names()).toEqual(order);
    await expect(page.getByRole('article', { name: 'Grace Hopper' }).locator('dd time')).toHaveAttribute('datetime', '2026-01-15');
  });

  test('a deleted card keeps its place with Undo, so the next Delete does not slide under the pointer', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    for (const name of ['Ada Byron', 'Bea Carter', 'Cy Young']) expect((await page.request.post('/api/relationships', { data: { name } })).status()).toBe(201);
    // One column: without the kept place, the next card would move up into the deleted one's.
    await page.setViewportSize({ width: 420, height: 1400 });
    await page.goto('/relationships');
    const toasts = page.getByRole('region', { name: /Notification/ });
    const names = () => page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();
    await expect(page.getByRole('article')).toHaveCount(3);
    expect(await names()).toEqual(['Ada Byron', 'Bea Carter', 'Cy Young']);

    const box = (await page.getByRole('button', { name: 'Delete Bea Carter' }).boundingBox())!;
    const nextBefore = await page.getByRole('button', { name: 'Delete Cy Young' }).boundingBox();
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.click(point.x, point.y);
    await expect(toasts.getByText('Relationship deleted successfully', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Bea Carter' })).toHaveCount(0);
    const slot = page.locator('[data-slot="deleted-person"]');
    await expect(slot).toContainText('Bea Carter deleted');
    // Right after the delete the same point is on the kept place, and the next card's Delete has not moved.
    expect(await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[data-slot="deleted-person"]'), point)).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete Cy Young' }).boundingBox()).toEqual(nextBefore);

    await slot.getByRole('button', { name: 'Undo deleting Bea Carter' }).click();
    await expect(toasts.getByText('Relationship restored', { exact: true })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Bea Carter' })).toBeVisible();
    await expect(slot).toHaveCount(0);
    expect(await names()).toEqual(['Ada Byron', 'Bea Carter', 'Cy Young']);

    // Deleted again, the place is given up once the pointer leaves it.
    await page.mouse.click(point.x, point.y);
    await expect(slot).toContainText('Bea Carter deleted');
    await page.mouse.move(point.x + 2, point.y + 2);
    await page.mouse.move(5, 5, { steps: 5 });
    await expect(slot).toHaveCount(0);
    expect(await names()).toEqual(['Ada Byron', 'Cy Young']);
  });

  test('due means one thing: the cards, the page count and the dashboard agree, and someone just added is not due', async ({ page, user }) => {
    expect((await page.request.post('/api/sample-data')).status()).toBe(201);
    expect((await page.request.post('/api/relationships', { data: { name: 'Nia Brooks' } })).status()).toBe(201);
    await page.goto('/relationships');
    await expect(page.getByRole('article')).toHaveCount(11);
    const header = page.locator('dl[aria-label="Relationship counts"] > div').filter({ hasText: 'Due for contact' }).locator('dd');
    await expect(header).toHaveText(/^\d+$/);
    const due = Number(await header.innerText());
    expect(due).toBeGreaterThan(0);
    await expect(page.getByRole('article').locator('[data-due="true"]')).toHaveCount(due);
    expect(user.id).toBeTruthy();

    // Never contacted: said so; with no rhythm never due, with one due once it has passed since they were added.
    for (const name of ['Nia Brooks', 'Ben Carter']) {
      const card = page.getByRole('article', { name });
      await expect(card.getByText('Not contacted yet', { exact: true })).toBeVisible();
      await expect(card.getByText('No rhythm', { exact: true })).toBeVisible();
      await expect(card.locator('[data-due]')).toHaveCount(0);
    }
    const theo = page.getByRole('article', { name: 'Theo Laurent' });
    await expect(theo.getByText('Not contacted yet', { exact: true })).toBeVisible();
    await expect(theo.locator('[data-due]')).toHaveText('due in 91 days');

    await page.goto('/');
    const tile = page.getByRole('list', { name: 'Today at a glance' }).getByRole('listitem').filter({ hasText: 'People due' });
    await expect(tile.getByTestId('stat-value')).toHaveText(String(due));
    await expect(tile).toContainText('of 11 people');
  });

  test('the cards keep the order chosen, by name or by last contact, after a reload', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    for (const [name, contact] of [
      ['Zoe Adams', '2026-01-10'],
      ['Mia Brown', '2026-02-01'],
      ['Abe Cole', null],
    ] as const) {
      // Every two weeks: a person with no rhythm is never due, and the due order would have nothing to go by.
      const res = await page.request.post('/api/relationships', { data: { name, cadenceDays: 14 } });
      const { id } = (await res.json()) as { id: string };
      if (contact) expect((await page.request.post(`/api/relationships/${id}/interactions`, { data: { date: contact, type: 'call' } })).status()).toBe(201);
    }
    await page.goto('/relationships');
    const names = () => page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();
    await expect(page.getByRole('list', { name: 'People, soonest due first' })).toBeVisible();
    expect(await names()).toEqual(['Zoe Adams', 'Mia Brown', 'Abe Cole']);

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Name' }).click();
    await expect(page.getByRole('list', { name: 'People by name' })).toBeVisible();
    expect(await names()).toEqual(['Abe Cole', 'Mia Brown', 'Zoe Adams']);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Name');
    expect(await names()).toEqual(['Abe Cole', 'Mia Brown', 'Zoe Adams']);

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Last contact' }).click();
    await expect(page.getByRole('list', { name: 'People, most recent contact first' })).toBeVisible();
    expect(await names()).toEqual(['Mia Brown', 'Zoe Adams', 'Abe Cole']);
  });

  test('logs an interaction with a chosen date and a note; a logged card stays where it was until the page is reloaded', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    for (const [name, initials] of [
      ['Ada Lovelace', 'AL'],
      ['Charles Babbage', 'CB'],
    ] as const) {
      expect((await page.request.post('/api/relationships', { data: { name, initials, cadenceDays: 7 } })).status()).toBe(201);
    }
    await page.goto('/relationships');
    const toasts = page.getByRole('region', { name: /Notification/ });
    const names = () => page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();
    await expect(page.getByRole('article')).toHaveCount(2);
    expect(await names()).toEqual(['Ada Lovelace', 'Charles Babbage']);

    // The quick log stays one click; the card keeps its place while its last contact updates.
    const ada = page.getByRole('article', { name: 'Ada Lovelace' });
    await ada.getByRole('button', { name: 'Log message with Ada Lovelace' }).click();
    await expect(toasts.getByText('Interaction logged successfully', { exact: true })).toBeVisible();
    await expect(ada.locator('dd time')).toHaveAttribute('datetime', todayIn('UTC'));
    expect(await names()).toEqual(['Ada Lovelace', 'Charles Babbage']);

    const charles = page.getByRole('article', { name: 'Charles Babbage' });
    const open = charles.getByRole('button', { name: 'Log with details for Charles Babbage' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Log an interaction with Charles Babbage' });
    const date = dialog.getByLabel('Date');
    await expect(date).toHaveValue(todayIn('UTC'));
    await expect(date).toHaveAttribute('max', todayIn('UTC'));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await date.fill(shiftDate(todayIn('UTC'), 1));
    await dialog.getByRole('button', { name: 'Log interaction' }).click();
    await expect(dialog.getByText('Date must not be in the future')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Meeting' }).check();
    await date.fill('2026-02-10');
    await dialog.getByLabel('Note').fill('Showed me the difference engine');
    await dialog.getByRole('button', { name: 'Log interaction' }).click();
    await expect(toasts.getByText('Interaction logged successfully', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await expect(charles.locator('dd time')).toHaveAttribute('datetime', '2026-02-10');
    expect(await names()).toEqual(['Ada Lovelace', 'Charles Babbage']);
    await charles.getByRole('button', { name: 'History for Charles Babbage' }).click();
    const entry = charles.getByRole('listitem').filter({ hasText: 'Meeting' });
    await expect(entry.getByText('Showed me the difference engine')).toBeVisible();
    await expect(entry.locator('time')).toHaveAttribute('datetime', '2026-02-10');

    await page.reload();
    await expect(page.getByRole('article')).toHaveCount(2);
    expect(await names()).toEqual(['Charles Babbage', 'Ada Lovelace']);
  });

  test('adding the first person from the empty state leaves focus on Add person, not on the page', async ({ page, user }) => {
    expect(user.id).toBeTruthy();
    await page.goto('/relationships');
    await page.getByRole('button', { name: 'Add your first person' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add person' });
    await dialog.getByLabel('Name').fill('Mary Somerville');
    await dialog.getByLabel('Initials').fill('MS');
    await dialog.getByRole('button', { name: 'Add person' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: 'Mary Somerville' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add person', exact: true })).toBeFocused();

    await page.getByRole('button', { name: 'Edit Mary Somerville' }).click();
    await page.getByRole('dialog', { name: 'Edit person' }).getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('button', { name: 'Edit Mary Somerville' })).toBeFocused();
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
