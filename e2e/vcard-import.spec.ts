import { test, expect } from './fixtures';

const CARDS = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Çelik;Zeynep;;;',
  'FN:Zeynep Çelik',
  'NOTE:Met in Izmir\\, 2019',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:4.0',
  'FN:山田 太郎',
  'END:VCARD',
  'BEGIN:VCARD',
  'VERSION:3.0',
  'ORG:Nameless Ltd',
  'END:VCARD',
  '',
].join('\r\n');

test('importing a vCard file shows the people and says what was skipped', async ({ page, user }) => {
  test.setTimeout(60_000);
  expect(user.id).toBeTruthy();
  await page.goto('/relationships');
  await expect(page.getByRole('heading', { name: 'Relationships', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Contacts file (.vcf)').setInputFiles({ name: 'contacts.vcf', mimeType: 'text/vcard', buffer: Buffer.from(CARDS) });
  await expect(page.getByRole('status').filter({ hasText: 'Imported 2 people, skipped 1' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Skipped contacts' })).toContainText('Card 3: The card has no name (FN or N)');
  const people = page.getByRole('list', { name: 'People, soonest due first' });
  await expect(people).toContainText('Zeynep Çelik');
  await expect(people).toContainText('山田 太郎');
});
