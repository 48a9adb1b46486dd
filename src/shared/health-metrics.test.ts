import { describe, expect, it } from 'vitest';
import {
  weightUnitForLocale,
  DEFAULT_HEALTH_TARGETS,
  HEALTH_METRICS,
  HEALTH_METRIC_KEYS,
  KG_PER_LB,
  convertWeight,
  fromShownValue,
  getMetric,
  healthScore,
  isMultipleOfStep,
  mergeHealthTargets,
  metricScore,
  keptValue,
  metricValueProblem,
  normalizeMetricValue,
  ownHealthTargets,
  parseMetricInput,
  recordedMetricKeys,
  resolveHealthTargets,
  shownMetric,
  summarizeMetric,
  toShownValue,
  unrecordedMetrics,
  type HealthMetricKey,
  type HealthMetricValues,
} from './health-metrics.js';

describe('metric table', () => {
  it('lists the twelve metrics of docs/product.md (Health metrics) in order', () => {
    expect(HEALTH_METRIC_KEYS).toEqual([
      'sleep',
      'water',
      'exercise',
      'nutrition',
      'stress',
      'energy',
      'mood',
      'weight',
      'steps',
      'heartRate',
      'meditation',
      'screenTime',
    ]);
  });

  it('carries the targets, maxima, units and steps of docs/product.md (Health metrics)', () => {
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

  it('scores each metric in its own direction', () => {
    const by = (direction: string) => HEALTH_METRICS.filter((m) => m.direction === direction).map((m) => m.key);
    expect(by('higher')).toEqual(['sleep', 'water', 'exercise', 'nutrition', 'energy', 'mood', 'steps', 'meditation']);
    expect(by('lower')).toEqual(['stress', 'screenTime']);
    expect(by('closer')).toEqual(['weight', 'heartRate']);
  });

  it('finds a metric by key and refuses an unknown one', () => {
    expect(getMetric('steps').label).toBe('Steps');
    expect(() => getMetric('nope' as never)).toThrow(RangeError);
  });
});

const score = (key: HealthMetricKey, value: number, target: number = getMetric(key).target) => metricScore(getMetric(key), value, target);

describe('metricScore', () => {
  it('more is better up to the target: value / target in percent, capped at 100', () => {
    expect(score('sleep', 4)).toBe(50);
    expect(score('steps', 2500)).toBe(25);
    expect(score('sleep', 0)).toBe(0);
    expect(score('sleep', 8)).toBe(100);
    expect(score('sleep', 12)).toBe(100);
    expect(score('steps', 20000)).toBe(100);
    expect(score('meditation', 7.5)).toBe(50);
  });

  it('less is better for stress and screen time: 100% at or under the target, target / value above it', () => {
    expect(score('stress', 0)).toBe(100);
    expect(score('stress', 3)).toBe(100);
    expect(score('stress', 6)).toBe(50);
    expect(score('screenTime', 10)).toBe(50);
    expect(score('screenTime', 2)).toBe(100);
  });

  it('weight and heart rate score by their distance from the target, either way', () => {
    expect(score('weight', 160)).toBe(100);
    // The far end of 0–300 lbs from 160 is 160 lbs away: 40 lbs off either way is 75%.
    expect(score('weight', 200)).toBe(75);
    expect(score('weight', 120)).toBe(75);
    expect(score('weight', 0)).toBe(0);
    expect(score('heartRate', 70)).toBe(100);
    expect(score('heartRate', 63)).toBeCloseTo(90);
    expect(score('heartRate', 77)).toBeCloseTo(90);
    expect(score('heartRate', 0)).toBe(0);
    // Too little is no longer "perfect", as it was when more counted as better.
    expect(score('heartRate', 120)).toBeLessThan(score('heartRate', 80));
  });

  it("scores against the user's own target", () => {
    expect(score('sleep', 7, 7)).toBe(100);
    expect(score('stress', 4, 5)).toBe(100);
    expect(score('weight', 150, 150)).toBe(100);
    expect(score('weight', 160, 150)).toBeCloseTo((1 - 10 / 150) * 100);
  });

  it('treats negative and non-finite values as 0', () => {
    expect(score('sleep', -3)).toBe(0);
    expect(score('sleep', Number.NaN)).toBe(0);
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
  it('keeps a typed value as typed: never clamped to the slider nor put on its step', () => {
    expect(normalizeMetricValue(getMetric('sleep'), '13')).toBe(13);
    expect(normalizeMetricValue(getMetric('sleep'), '7.3')).toBe(7.3);
    expect(normalizeMetricValue(getMetric('steps'), '26000')).toBe(26000);
    expect(normalizeMetricValue(getMetric('steps'), '8449')).toBe(8449);
    expect(normalizeMetricValue(getMetric('exercise'), '180')).toBe(180);
    expect(normalizeMetricValue(getMetric('sleep'), '-2')).toBe(-2);
    expect(normalizeMetricValue(getMetric('sleep'), 'x')).toBe(0);
  });
});

describe('metricValueProblem', () => {
  it('refuses only what a day cannot hold, naming the metric and its bounds', () => {
    expect(metricValueProblem(getMetric('steps'), 26000)).toBeNull();
    expect(metricValueProblem(getMetric('steps'), 200_001)).toBe('Steps must be from 0 to 200,000 steps');
    expect(metricValueProblem(getMetric('steps'), -50)).toBe('Steps must be from 0 to 200,000 steps');
    expect(metricValueProblem(getMetric('heartRate'), 19)).toBe('Heart Rate must be from 20 to 250 bpm');
    expect(metricValueProblem(getMetric('mood'), 11)).toBe('Mood must be from 0 to 10');
    expect(metricValueProblem(getMetric('nutrition'), 101)).toBe('Nutrition must be from 0 to 100%');
    expect(metricValueProblem(getMetric('weight'), 1400)).toBeNull();
    expect(metricValueProblem(getMetric('weight'), Number.NaN)).toBe('Weight must be a number');
  });

  it('bounds every metric by what a day can physically hold, beyond the sliders', () => {
    const bounds = Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, [m.least, m.most]]));
    expect(bounds).toEqual({
      sleep: [0, 24],
      water: [0, 100],
      exercise: [0, 1440],
      nutrition: [0, 100],
      stress: [0, 10],
      energy: [0, 10],
      mood: [0, 10],
      weight: [0, 1400],
      steps: [0, 200_000],
      heartRate: [20, 250],
      meditation: [0, 1440],
      screenTime: [0, 24],
    });
    for (const m of HEALTH_METRICS) expect(m.most).toBeGreaterThanOrEqual(m.max);
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
  const targets = Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, m.target])) as HealthMetricValues;

  it('is 100 when every metric meets its target', () => {
    expect(healthScore(targets)).toBe(100);
  });

  it('is null when nothing is recorded', () => {
    expect(healthScore(unrecordedMetrics())).toBeNull();
    expect(healthScore({})).toBeNull();
  });

  it('is the rounded mean over the recorded metrics only', () => {
    expect(healthScore({ ...unrecordedMetrics(), sleep: 6 })).toBe(75);
    // sleep 100, steps 50, stress 50 → 200 / 3
    expect(healthScore({ ...unrecordedMetrics(), sleep: 12, steps: 5000, stress: 6 })).toBe(67);
  });

  it('counts a recorded 0 as a value and an unrecorded metric as nothing', () => {
    // Stress 0 is perfect; an unrecorded stress is not.
    expect(healthScore({ sleep: 4, stress: 0 })).toBe(75);
    expect(healthScore({ sleep: 4, stress: null })).toBe(50);
  });

  it("uses the user's targets", () => {
    expect(healthScore({ sleep: 6 }, { ...DEFAULT_HEALTH_TARGETS, sleep: 6 })).toBe(100);
  });
});

describe('recordedMetricKeys and summarizeMetric', () => {
  it('lists the metrics a record holds', () => {
    expect(recordedMetricKeys({ ...unrecordedMetrics(), sleep: 0, weight: 150 })).toEqual(['sleep', 'weight']);
  });

  it('averages only the recorded days and says how many they are', () => {
    const records = [{ sleep: 6 }, { sleep: null }, { sleep: 8 }, {}];
    expect(summarizeMetric(records, 'sleep')).toEqual({ average: 7, days: 2 });
    expect(summarizeMetric(records, 'water')).toEqual({ average: null, days: 0 });
  });
});

describe('targets', () => {
  it("resolves the user's targets over the defaults, ignoring unknown keys", () => {
    const targets = resolveHealthTargets({ sleep: 7, bogus: 3 } as Record<string, number>);
    expect(targets.sleep).toBe(7);
    expect(targets.water).toBe(8);
    expect(targets).not.toHaveProperty('bogus');
  });

  it('merges changes: a number sets a target, null returns it to the default', () => {
    expect(mergeHealthTargets({ sleep: 7, water: 10 }, { water: null, steps: 8000 })).toEqual({ sleep: 7, steps: 8000 });
    expect(ownHealthTargets({ sleep: 7, nope: 1, water: 'x' })).toEqual({ sleep: 7 });
  });
});

describe('weight units', () => {
  it('converts between pounds and kilograms', () => {
    expect(convertWeight(1, 'lbs', 'kg')).toBe(KG_PER_LB);
    expect(convertWeight(KG_PER_LB, 'kg', 'lbs')).toBeCloseTo(1, 12);
    expect(convertWeight(160, 'lbs', 'lbs')).toBe(160);
  });

  it('shows stored pounds in the chosen unit, kilograms to one decimal, and leaves other metrics alone', () => {
    expect(toShownValue('weight', 160, 'kg')).toBe(72.6);
    expect(toShownValue('weight', 160, 'lbs')).toBe(160);
    expect(toShownValue('sleep', 7.5, 'kg')).toBe(7.5);
    expect(fromShownValue('weight', 72.6, 'kg')).toBeCloseTo(160.06, 2);
    expect(fromShownValue('steps', 100, 'kg')).toBe(100);
  });

  it('describes the weight control in the chosen unit', () => {
    expect(shownMetric(getMetric('weight'), 'kg')).toEqual({ unit: 'kg', max: 136.1, step: 0.5, most: 635 });
    expect(shownMetric(getMetric('weight'), 'lbs')).toEqual({ unit: 'lbs', max: 300, step: 1, most: 1400 });
  });

  it('keeps a weight typed in kilograms so that it reads back exactly', () => {
    for (const kg of ['72.4', '72.5', '152', '0.1', '99.9', '150.3', '635']) {
      const stored = normalizeMetricValue(getMetric('weight'), kg, 'kg');
      expect(toShownValue('weight', stored, 'kg')).toBe(Number(kg));
    }
    // Better than a tenth of a pound: 72.4 kg is 159.614678 lbs, not 160 nor 159.6.
    expect(normalizeMetricValue(getMetric('weight'), '72.4', 'kg')).toBe(159.614678);
    expect(normalizeMetricValue(getMetric('weight'), '200', 'kg')).toBe(440.924524);
    expect(normalizeMetricValue(getMetric('weight'), 'x', 'kg')).toBe(0);
  });

  it('rounds binary noise away at a millionth and nothing more', () => {
    expect(keptValue(0.1 + 0.2)).toBe(0.3);
    expect(keptValue(7.3333333333)).toBe(7.333333);
    expect(keptValue(26123)).toBe(26123);
  });
});

describe('weightUnitForLocale', () => {
  it('weighs in pounds in the United States and kilograms elsewhere, or for a language it cannot read', () => {
    expect(['en-US', 'es-US', 'en-GB', 'de-DE', 'fr', 'en', 'not a locale'].map(weightUnitForLocale)).toEqual(['lbs', 'lbs', 'kg', 'kg', 'kg', 'kg', 'kg']);
  });
});
