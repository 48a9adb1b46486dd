import { describe, expect, it } from 'vitest';
import { LIFE_AREA_COUNT } from './constants.js';
import { createFormatter } from './format.js';
import { LIFE_AREAS, lifeAreaForCategory, lifeAreaSignals, type LifeAreaInputs } from './life-areas.js';

const none: LifeAreaInputs = {
  hoursBlocked: 0,
  blocksToday: 0,
  healthScore: null,
  healthMetricsRecorded: 0,
  sleepHours: null,
  peopleDue: 0,
  peopleTotal: 0,
  activeGoals: [],
};

describe('LIFE_AREAS', () => {
  it('has twelve areas; the first three link to their tools', () => {
    expect(LIFE_AREAS).toHaveLength(LIFE_AREA_COUNT);
    expect(LIFE_AREAS.slice(0, 3).map((a) => a.href)).toEqual(['/time-blocking', '/health-tracker', '/relationships']);
  });
});

describe('lifeAreaForCategory', () => {
  it('matches names and synonyms, ignoring case and spacing', () => {
    expect(lifeAreaForCategory('Career')).toBe('career');
    expect(lifeAreaForCategory('  WORK ')).toBe('career');
    expect(lifeAreaForCategory('personal   growth')).toBe('purpose');
    expect(lifeAreaForCategory('Fitness')).toBe('health');
    expect(lifeAreaForCategory('Money')).toBe('finance');
  });

  it('gives null for an unknown or empty category', () => {
    expect(lifeAreaForCategory('Misc')).toBeNull();
    expect(lifeAreaForCategory('  ')).toBeNull();
  });
});

describe('lifeAreaSignals', () => {
  it('gives no signal anywhere without data', () => {
    expect(lifeAreaSignals(none).every((a) => a.signal === null)).toBe(true);
  });

  it("uses each tool's own number for the tool areas", () => {
    const signals = lifeAreaSignals({ ...none, hoursBlocked: 1, blocksToday: 1, healthScore: 80, healthMetricsRecorded: 3, peopleDue: 1, peopleTotal: 1 });
    const by = Object.fromEntries(signals.map((a) => [a.key, a.signal]));
    expect(by.time).toEqual({ value: 1, unit: 'amount', label: 'hour blocked today', progress: null });
    expect(by.health).toEqual({ value: 80, unit: 'percent', label: "of today's health targets (3 of 12 metrics recorded)", progress: 80 });
    expect(by.relationships).toEqual({ value: 1, unit: 'count', label: 'of 1 person due for contact', progress: null });
  });

  it('in dozenal mode counts people in dozenal but the metrics against their twelve in decimal, as the tiles do', () => {
    const fmt = createFormatter({ numberBase: 'dozenal', timeFormat: null, timezone: 'UTC', locale: 'en-US' });
    const signals = lifeAreaSignals({ ...none, healthScore: 88, healthMetricsRecorded: 10, peopleDue: 4, peopleTotal: 10 }, fmt);
    const by = Object.fromEntries(signals.map((a) => [a.key, a.signal]));
    expect(by.health?.label).toBe("of today's health targets (10 of 12 metrics recorded)");
    expect(by.relationships?.label).toBe('of ↊ people due for contact');
  });

  it('shows a blocked day of zero hours only when blocks exist', () => {
    expect(lifeAreaSignals(none)[0].signal).toBeNull();
  });

  it('groups active goals by area and averages their progress', () => {
    const signals = lifeAreaSignals({
      ...none,
      activeGoals: [
        { category: 'Learning', progress: 10 },
        { category: 'study', progress: 21 },
        { category: 'Misc', progress: 90 },
      ],
    });
    const by = Object.fromEntries(signals.map((a) => [a.key, a.signal]));
    expect(by.learning).toEqual({ value: 2, unit: 'count', label: 'active goals, 16% average progress', progress: 16 });
    expect(by.goals).toEqual({ value: 3, unit: 'count', label: 'active goals, 40% average progress', progress: 40 });
    expect(by.career).toBeNull();
  });

  it('prefers recorded sleep for Rest, else rest goals', () => {
    const goal = { category: 'Sleep', progress: 50 };
    const withSleep = lifeAreaSignals({ ...none, sleepHours: 7.5, activeGoals: [goal] }).find((a) => a.key === 'rest');
    expect(withSleep?.signal).toEqual({ value: 7.5, unit: 'amount', label: 'hours of sleep recorded today', progress: null });
    const withoutSleep = lifeAreaSignals({ ...none, activeGoals: [goal] }).find((a) => a.key === 'rest');
    expect(withoutSleep?.signal).toMatchObject({ value: 1, label: 'active goal, 50% average progress' });
  });
});
