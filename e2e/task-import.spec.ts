import { test, expect } from './fixtures';

/** A Todoist project as "Export as a template" writes it: a byte-order mark, CRLF, a meta row, a section, a comment. */
const TODOIST = `\uFEFF${[
  'TYPE,CONTENT,DESCRIPTION,IS_COLLAPSED,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE,DURATION,DURATION_UNIT,DEADLINE,DEADLINE_LANG',
  'meta,view_style=list,,,,,,,,,,,,,',
  'section,Home,,False,,,,,,,,,,,',
  'task,Fix the tap @house,Washer is worn,,1,1,Sam (1),,,en,UTC,30,minute,,',
  'note,Hardware shop on Main St,,,,,Sam (1),,2026-10-01T09:00:00.000000Z,,,,,,',
  'task,Buy a washer,,,4,2,Sam (1),,,en,UTC,,,,',
  'task,Call the bank,,,7,1,Sam (1),,,,UTC,,,,',
  '',
].join('\r\n')}`;

const CHECKLIST = ['# Trip', '- [ ] Book the train', '- [x] Renew the passport', '  - [ ] Pack the charger', ''].join('\n');

test('importing a Todoist CSV and a Markdown checklist puts their tasks in the list and says what was skipped', async ({ page, user }) => {
  test.setTimeout(60_000);
  expect(user.id).toBeTruthy();
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible({ timeout: 30_000 });
  const inbox = page.getByRole('region', { name: /^Inbox/ });

  await page.getByRole('button', { name: 'Import…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import tasks' });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Choose a Todoist CSV or a checklist (.md, .txt) to import')).toBeVisible();
  await dialog.getByLabel('Tasks file (.csv, .md, .txt)').setInputFiles({ name: 'Home.csv', mimeType: 'text/csv', buffer: Buffer.from(TODOIST) });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Created 2 tasks, skipped 1' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Skipped rows' })).toContainText('Row 7: “Call the bank”: PRIORITY must be 1, 2, 3 or 4, not “7”');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const tap = inbox.getByRole('listitem').filter({ hasText: 'Fix the tap @house' });
  await expect(tap).toBeVisible();
  // Todoist's indent 2 is a step of the task above.
  await expect(tap.getByRole('listitem').filter({ hasText: /^Buy a washer$/ })).toBeVisible();

  // Opened and used from the keyboard.
  await page.getByRole('button', { name: 'Import…' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Tasks file (.csv, .md, .txt)').setInputFiles({ name: 'trip.md', mimeType: 'text/markdown', buffer: Buffer.from(CHECKLIST) });
  await dialog.getByRole('button', { name: 'Import', exact: true }).press('Enter');
  await expect(dialog.getByRole('heading', { name: 'Created 3 tasks, skipped 0' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(inbox.getByRole('listitem').filter({ hasText: 'Book the train' })).toBeVisible();
  await expect(inbox.getByRole('listitem').filter({ hasText: 'Pack the charger' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('list', { name: 'Done tasks' }).getByRole('checkbox', { name: 'Renew the passport' })).toBeChecked();
});

test('a file that is not a task list is refused with the reason', async ({ page, user }) => {
  expect(user.id).toBeTruthy();
  await page.goto('/tasks');
  await page.getByRole('button', { name: 'Import…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import tasks' });
  await dialog
    .getByLabel('Tasks file (.csv, .md, .txt)')
    .setInputFiles({ name: 'steps.csv', mimeType: 'text/csv', buffer: Buffer.from('Date,Steps\n2026-01-01,9000\n') });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText(/This CSV is not a Todoist export: its first row must name the columns TYPE and CONTENT/)).toBeVisible();
});
