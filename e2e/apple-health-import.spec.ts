import { test, expect } from './fixtures';

const today = new Date().toISOString().slice(0, 10);
const at = (time: string) => `${today} ${time} +0000`;
const EXPORT_XML = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<HealthData locale="en_US">',
  `  <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" startDate="${at('00:10:00')}" endDate="${at('00:20:00')}" value="8400"/>`,
  `  <Record type="HKQuantityTypeIdentifierRestingHeartRate" sourceName="Watch" unit="count/min" startDate="${at('00:00:00')}" endDate="${at('00:30:00')}" value="58"/>`,
  `  <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Watch" startDate="${at('00:00:00')}" endDate="${at('00:05:00')}" value="HKCategoryValueSleepAnalysisInBed"/>`,
  '</HealthData>',
  '',
].join('\n');

test('a Health export imported in Settings shows on the health page', async ({ page, user }) => {
  test.setTimeout(60_000);
  expect(user.id).toBeTruthy();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Health export').setInputFiles({ name: 'export.xml', mimeType: 'application/xml', buffer: Buffer.from(EXPORT_XML) });
  await page.getByRole('button', { name: 'Import Health data' }).click();
  await expect(page.getByRole('list', { name: 'Imported Health data' })).toContainText('Steps: 1 day filled, 0 kept');
  await page.goto('/health-tracker');
  await expect(page.getByRole('spinbutton', { name: 'Steps value' })).toHaveValue('8400', { timeout: 15_000 });
  await expect(page.getByRole('spinbutton', { name: 'Heart Rate value' })).toHaveValue('58');
  // Time in bed is not sleep: the night stays unrecorded.
  await expect(page.getByRole('spinbutton', { name: 'Sleep value' })).toHaveValue('');
});
