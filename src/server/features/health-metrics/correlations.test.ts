import { describe, expect, it } from 'vitest';
import { shiftDate } from '../../../shared/dates.js';
import { DEFAULT_HEALTH_TARGETS, unrecordedMetrics } from '../../../shared/health-metrics.js';
import { buildOverview, CORRELATION_CAVEAT, findCorrelations, MIN_PAIRS, MIN_STRENGTH, OVERVIEW_WEEKS, pearson, strengthNeeded } from './correlations.js';
import type { BlockHours, HealthDay } from './correlations.js';
import { createFormatter } from '../../../shared/format.js';

const today = '2026-03-04';
const from = shiftDate(today, -83);
const fmt = createFormatter({ numberBase: 'decimal', timeFormat: null, timezone: 'UTC', locale: 'en-GB', now: () => new Date(`${today}T12:00:00Z`) });

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

describe('findCorrelations', () => {
  it("finds the night's sleep behind the next day's energy, with the right sign and the days counted", () => {
    const health: HealthDay[] = [];
    for (let i = 0; i < 40; i += 1) health.push(record(day(i), { sleep: wobble(i), energy: i === 0 ? 6 : wobble(i - 1) + 1 }));
    const findings = findCorrelations({ health, blocks: [], from, to: today });
    const lagged = findings.find((f) => f.from === 'sleep' && f.to === 'energy' && f.lag === 1);
    expect(lagged).toBeDefined();
    expect(lagged!.r).toBeCloseTo(1, 5);
    expect(lagged!.n).toBe(39);
    expect(findings[0]).toEqual(lagged);
  });

  it("finds a day's meeting hours going with lower mood, a negative relationship", () => {
    const health: HealthDay[] = [];
    const blocks: BlockHours[] = [];
    for (let i = 0; i < 30; i += 1) {
      const meetings = (i * 5) % 6;
      if (meetings > 0) blocks.push({ date: day(i), hour: 9, minute: 0, category: 'meeting', duration: meetings, durationMinutes: meetings * 60 });
      health.push(record(day(i), { mood: 9 - meetings }));
    }
    const finding = findCorrelations({ health, blocks, from, to: today }).find((f) => f.from === 'meetingHours' && f.to === 'mood');
    expect(finding).toMatchObject({ lag: 0, n: 30 });
    expect(finding!.r).toBeCloseTo(-1, 5);
  });

  it('finds nothing where the metrics do not move together', () => {
    const health: HealthDay[] = [];
    // Sleep alternates every day, energy every two days: uncorrelated on the same day and the next.
    for (let i = 0; i < 84; i += 1) health.push(record(day(i), { sleep: 6 + (i % 2), energy: 5 + (Math.floor(i / 2) % 2), mood: 7 }));
    expect(findCorrelations({ health, blocks: [], from, to: today })).toEqual([]);
  });

  it(`finds nothing with fewer than ${MIN_PAIRS} paired days, however strong`, () => {
    const health: HealthDay[] = [];
    for (let i = 0; i < MIN_PAIRS - 1; i += 1) health.push(record(day(i), { stress: wobble(i), mood: 12 - wobble(i) }));
    expect(findCorrelations({ health, blocks: [], from, to: today })).toEqual([]);
    health.push(record(day(MIN_PAIRS - 1), { stress: 6, mood: 6 }));
    expect(findCorrelations({ health, blocks: [], from, to: today })[0]).toMatchObject({ from: 'stress', to: 'mood', n: MIN_PAIRS });
  });
});

describe('strengthNeeded', () => {
  it('asks more of a few days than of many', () => {
    expect(strengthNeeded(12)).toBeCloseTo(0.577, 3);
    expect(strengthNeeded(44)).toBeCloseTo(0.302, 3);
    expect(strengthNeeded(84)).toBe(MIN_STRENGTH);
  });

  it('reports a middling relationship over twenty-four days, not over twelve', () => {
    const sleep = [6, 7, 8, 6, 7, 8, 6, 7, 8, 6, 7, 8];
    const mood = [5, 7, 7, 6, 6, 8, 5, 8, 6, 7, 5, 8];
    // Past MIN_STRENGTH, short of what twelve days need, enough for twenty-four days.
    expect(pearson(sleep, mood)).toBeCloseTo(0.548, 3);
    const health = sleep.map((s, i) => record(day(i), { sleep: s, mood: mood[i] }));
    const r = findCorrelations({ health: health.concat(sleep.map((s, i) => record(day(i + 30), { sleep: s, mood: mood[i] }))), blocks: [], from, to: today });
    expect(r.find((f) => f.from === 'sleep' && f.to === 'mood' && f.lag === 0)?.n).toBe(24);
    expect(findCorrelations({ health, blocks: [], from, to: today }).filter((f) => f.lag === 0)).toEqual([]);
  });
});

describe('buildOverview', () => {
  it('gives twelve metrics × twelve weeks of means against the targets in force, and the findings as sentences', () => {
    const health: HealthDay[] = [];
    for (let i = 0; i < 84; i += 1) health.push(record(day(i), { sleep: i < 7 ? 4 : wobble(i), energy: i === 0 ? 6 : wobble(i - 1) + 1 }));
    const overview = buildOverview({ health, blocks: [], today, targets: { ...DEFAULT_HEALTH_TARGETS, sleep: 7 }, weightUnit: 'kg', fmt });
    expect(overview.weeks).toHaveLength(OVERVIEW_WEEKS);
    expect(OVERVIEW_WEEKS).toBe(12);
    expect(overview.weeks[0]).toEqual({ start: from, end: shiftDate(from, 6) });
    expect(overview.weeks.at(-1)!.end).toBe(today);
    expect(overview.metrics.map((m) => m.key)).toHaveLength(12);
    const sleep = overview.metrics.find((m) => m.key === 'sleep')!;
    expect(sleep.target).toBe(7);
    expect(sleep.weeks[0]).toEqual({ mean: 4, days: 7, score: 57 });
    expect(overview.metrics.find((m) => m.key === 'weight')).toMatchObject({ unit: 'kg', target: 72.6 });
    expect(overview.metrics.find((m) => m.key === 'water')!.weeks.every((w) => w.mean === null && w.score === null && w.days === 0)).toBe(true);
    expect(overview.findings[0]).toMatchObject({ from: 'sleep', to: 'energy', lag: 1, n: 83, strength: 'strong' });
    expect(overview.findings[0].sentence).toMatch(/^More sleep went with higher energy the next day \(a strong relationship, r = 0\.\d+, over 83 days\)\.$/);
    expect(overview.caveat).toBe(CORRELATION_CAVEAT);
    expect(overview.minPairs).toBe(MIN_PAIRS);
  });
});
