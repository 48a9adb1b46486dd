import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { APPLE_HEALTH_LIMITS } from '../../../shared/schemas/health-import.js';
import { parseAppleHealth } from './apple-health-parse.js';

const steps = (day: string, source = 'iPhone') =>
  `<Record type="HKQuantityTypeIdentifierStepCount" sourceName="${source}" unit="count" startDate="${day} 08:00:00 +0000" endDate="${day} 08:01:00 +0000" value="25"/>\n`;
const xml = (body: string) => Readable.from([`<?xml version="1.0"?>\n<HealthData locale="en_US">\n${body}</HealthData>\n`]);
const dayAfter = (n: number) => new Date(Date.UTC(2000, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const small = { ...APPLE_HEALTH_LIMITS, days: 30, sources: 3, records: 100, bytesWithoutTag: 4096 };

async function refusal(body: string | Readable, options = {}) {
  const error = await parseAppleHealth(typeof body === 'string' ? xml(body) : body, 'UTC', { limits: small, ...options }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(Error);
  return error as Error & { statusCode: number };
}

describe('the limits of one Health import', () => {
  it('reads a file within every limit', async () => {
    const days = await parseAppleHealth(xml(Array.from({ length: 30 }, (_, i) => steps(dayAfter(i))).join('')), 'UTC', { limits: small });
    expect(days.size).toBe(30);
    expect(days.get('2000-01-01')).toEqual({ steps: 25 });
  });

  it('refuses a sample dated outside 1900–2999, naming its date', async () => {
    for (const day of ['1000-01-01', '1899-12-31', '3000-01-01', '3737-06-01']) {
      const error = await refusal(steps('2024-01-01') + steps(day));
      expect(error.statusCode, day).toBe(400);
      expect(error.message, day).toContain(`dated ${day}: dates must be between 1900 and 2999`);
    }
  });

  it('refuses more days, sources or records than one import takes with 413', async () => {
    const days = await refusal(Array.from({ length: 31 }, (_, i) => steps(dayAfter(i))).join(''));
    expect([days.statusCode, days.message]).toEqual([413, expect.stringContaining('more than 30 days')]);
    const sources = await refusal(['a', 'b', 'c', 'd'].map((s) => steps('2024-01-01', s)).join(''));
    expect([sources.statusCode, sources.message]).toEqual([413, expect.stringContaining('more than 3 devices and apps')]);
    const records = await refusal(steps('2024-01-01').repeat(101));
    expect([records.statusCode, records.message]).toEqual([413, expect.stringContaining('more than 100 records')]);
  });

  it('refuses text with no tag in it past the bound', async () => {
    const error = await refusal(Readable.from(['<HealthData>', ' '.repeat(3000), ' '.repeat(3000), `${steps('2024-01-01')}</HealthData>`]));
    expect([error.statusCode, error.message]).toEqual([400, expect.stringContaining('it is not a Health export')]);
  });

  it('stops with the reason of its signal, and destroys the input', async () => {
    const input = new Readable({ read() {} });
    input.push(`<HealthData>${steps('2024-01-01')}`);
    const controller = new AbortController();
    const parsing = refusal(input, { signal: controller.signal });
    controller.abort(Object.assign(new Error('The upload was interrupted'), { statusCode: 400 }));
    expect((await parsing).message).toBe('The upload was interrupted');
    expect(input.destroyed).toBe(true);
  });
});
