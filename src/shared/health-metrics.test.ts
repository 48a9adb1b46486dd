import { describe, expect, it } from 'vitest';
import {
  HEALTH_METRICS,
  HEALTH_METRIC_KEYS,
  emptyMetricValues,
  getMetric,
  healthScore,
  isMultipleOfStep,
  metricProgress,
  normalizeMetricValue,
  parseMetricInput,
} from './health-metrics.js';

describe('metric table', () => {
  it('lists the twelve metrics of spec §9 in order', () => {
    expect(HEALTH_METRIC_KEYS).toEqual([
      'sleep', 'water', 'exercise', 'nutrition', 'stress', 'energy', 'mood', 'weight', 'steps', 'heartRate', 'meditation', 'screenTime',
    ]);
  });

  it('carries the targets, maxima, units and steps of spec §9', () => {
    const table = Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, [m.target, m.max, m.unit, m.step]]));
    expect(table).toEqual({
      sleep: [8, 12, 'hrs', 0.5],
      water: [8, 15, 'cups', 0.5],
      exercise: [45, 120, 'min', 0.5],
      nutrition: [100, 100, '%', 0.5],
      stress: [3, 10, '/10', 0.5],
      energy: [10, 10, '/10', 0.5],
      mood: [10, 10, '/10', 0.5],
      weight: [160, 300, 'lbs', 1],
      steps: [10000, 20000, 'steps', 100],
      heartRate: [70, 120, 'bpm', 0.5],
      meditation: [15, 60, 'min', 0.5],
      screenTime: [5, 12, 'hrs', 0.5],
    });
  });

  it('marks only stress and screen time as lower is better', () => {
    expect(HEALTH_METRICS.filter((m) => m.lowerIsBetter).map((m) => m.key)).toEqual(['stress', 'screenTime']);
  });

  it('finds a metric by key and refuses an unknown one', () => {
    expect(getMetric('steps').label).toBe('Steps');
    expect(() => getMetric('nope' as never)).toThrow(RangeError);
  });
});

describe('metricProgress', () => {
  it('is value / target in percent', () => {
    expect(metricProgress(getMetric('sleep'), 4)).toBe(50);
    expect(metricProgress(getMetric('steps'), 2500)).toBe(25);
    expect(metricProgress(getMetric('sleep'), 0)).toBe(0);
  });

  it('is capped at 100%', () => {
    expect(metricProgress(getMetric('sleep'), 8)).toBe(100);
    expect(metricProgress(getMetric('sleep'), 12)).toBe(100);
    expect(metricProgress(getMetric('steps'), 20000)).toBe(100);
  });

  it('is 100% at or under the target for lower-is-better metrics, target / value above it', () => {
    expect(metricProgress(getMetric('stress'), 0)).toBe(100);
    expect(metricProgress(getMetric('stress'), 3)).toBe(100);
    expect(metricProgress(getMetric('stress'), 6)).toBe(50);
    expect(metricProgress(getMetric('screenTime'), 10)).toBe(50);
  });

  it('treats negative and non-finite values as 0', () => {
    expect(metricProgress(getMetric('sleep'), -3)).toBe(0);
    expect(metricProgress(getMetric('sleep'), Number.NaN)).toBe(0);
  });
});

describe('parseMetricInput', () => {
  it('turns non-numeric entries into 0', () => {
    expect(parseMetricInput('abc')).toBe(0);
    expect(parseMetricInput('')).toBe(0);
    expect(parseMetricInput('  ')).toBe(0);
    expect(parseMetricInput(Number.NaN)).toBe(0);
    expect(parseMetricInput('Infinity')).toBe(0);
  });

  it('keeps numbers', () => {
    expect(parseMetricInput('7.5')).toBe(7.5);
    expect(parseMetricInput(' 12 ')).toBe(12);
    expect(parseMetricInput(3)).toBe(3);
  });
});

describe('normalizeMetricValue', () => {
  it('clamps to 0..max and rounds to the step', () => {
    expect(normalizeMetricValue(getMetric('sleep'), '13')).toBe(12);
    expect(normalizeMetricValue(getMetric('sleep'), '-2')).toBe(0);
    expect(normalizeMetricValue(getMetric('sleep'), '7.3')).toBe(7.5);
    expect(normalizeMetricValue(getMetric('sleep'), '7.2')).toBe(7);
    expect(normalizeMetricValue(getMetric('steps'), '8449')).toBe(8400);
    expect(normalizeMetricValue(getMetric('weight'), '150.6')).toBe(151);
    expect(normalizeMetricValue(getMetric('sleep'), 'x')).toBe(0);
  });
});

describe('isMultipleOfStep', () => {
  it('accepts whole steps and refuses the rest', () => {
    expect(isMultipleOfStep(7.5, 0.5)).toBe(true);
    expect(isMultipleOfStep(0.1 + 0.2 + 0.2, 0.5)).toBe(true);
    expect(isMultipleOfStep(7.25, 0.5)).toBe(false);
    expect(isMultipleOfStep(10000, 100)).toBe(true);
    expect(isMultipleOfStep(10050, 100)).toBe(false);
  });
});

describe('healthScore', () => {
  it('is 100 when every metric meets its target', () => {
    const values = Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, m.target])) as ReturnType<typeof emptyMetricValues>;
    expect(healthScore(values)).toBe(100);
  });

  it('is the rounded mean of capped progress', () => {
    // Zeros: only the two lower-is-better metrics are met.
    expect(healthScore(emptyMetricValues())).toBe(17);
    const values = { ...emptyMetricValues(), sleep: 12, steps: 5000, stress: 6 };
    // sleep 100, steps 50, stress 50, screenTime 100, others 0 → 300 / 12 = 25
    expect(healthScore(values)).toBe(25);
  });
});
