import { describe, expect, it } from 'vitest';
import { shiftDate } from '../../../shared/dates.js';
import { unrecordedMetrics } from '../../../shared/health-metrics.js';
import { CORRELATION_CAVEAT, findCorrelations, type HealthDay } from '../health-metrics/index.js';
import { analyzeInsights } from './providers/builtin-insights.js';
import { replyFormatter } from './facts.js';

const today = '2026-03-04';
const from = shiftDate(today, -83);
const fmt = replyFormatter({ numberBase: 'decimal', timeFormat: null, timezone: 'UTC', now: () => new Date(`${today}T12:00:00Z`) });

function day(i: number): string {
  return shiftDate(from, i);
}

function record(date: string, values: Partial<HealthDay>): HealthDay {
  return { ...unrecordedMetrics(), date, ...values };
}

/** A fixed, irregular sequence in 5–9: neither trending nor periodic over a few weeks. */
function wobble(i: number): number {
  return 5 + ((i * 7 + (i % 3) * 2) % 5);
}

describe('insights', () => {
  it('turn the strongest relationships into a card with the numbers and the caveat', () => {
    const health: HealthDay[] = [];
    for (let i = 0; i < 40; i += 1) health.push(record(day(i), { sleep: wobble(i), energy: i === 0 ? 6 : wobble(i - 1) + 1 }));
    const findings = findCorrelations({ health, blocks: [], from, to: today });
    const cards = analyzeInsights({ today, fmt, health: [], blocks: [], people: [], goals: [], findings });
    const card = cards.find((c) => c.kind === 'correlation');
    expect(card?.body).toMatch(/^Over the last 12 weeks: More sleep went with higher energy the next day \(a strong relationship, r = 1, over 39 days\)\./);
    expect(card?.body).toContain(CORRELATION_CAVEAT);
    expect(analyzeInsights({ today, fmt, health: [], blocks: [], people: [], goals: [], findings: [] }).map((c) => c.kind)).toEqual(['not-enough-data']);
  });
});
