import { describe, expect, it } from 'vitest';
import { createFormatter } from '../../shared/format';
import { scaleFigure, unitLabel, withUnit } from './use-format';

const dozenal = createFormatter({ numberBase: 'dozenal', timeFormat: null, timezone: 'UTC', locale: 'en-GB' });
const decimal = createFormatter({ numberBase: 'decimal', timeFormat: null, timezone: 'UTC', locale: 'en-GB' });

describe('withUnit', () => {
  it('keeps a percentage in decimal digits in dozenal mode, so one figure never mixes bases (decision 0009)', () => {
    expect(withUnit(85.5, '%', dozenal)).toBe('85.5%');
    expect(withUnit(85.5, '%', decimal)).toBe('85.5%');
  });

  it('writes hours, scores out of ten and counts in the user base', () => {
    expect(withUnit(7.5, 'hrs', dozenal)).toBe('7;6 hrs');
    expect(withUnit(7, '/10', dozenal)).toBe('7/↊');
    expect(withUnit(10000, 'steps', decimal)).toBe('10,000 steps');
  });
});

describe('unitLabel', () => {
  it('writes the ten of a score out of ten in the user base, so "/10" never stands beside "7/↊"', () => {
    expect(unitLabel('/10', dozenal)).toBe('/↊');
    expect(unitLabel('/10', decimal)).toBe('/10');
    expect(unitLabel('hrs', dozenal)).toBe('hrs');
    expect(unitLabel('%', dozenal)).toBe('%');
  });
});

describe('scaleFigure', () => {
  it('keeps a percentage scale in decimal with its sign and writes any other in the user base', () => {
    expect(scaleFigure(100, '%', dozenal)).toBe('100%');
    expect(scaleFigure(100, 'cups', dozenal)).toBe('84');
    expect(scaleFigure(12, 'hrs', dozenal)).toBe('10');
    expect(scaleFigure(12, 'hrs', decimal)).toBe('12');
  });
});
