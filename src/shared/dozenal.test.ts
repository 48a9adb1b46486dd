import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bigintToDozenal, decimalToDozenal, dozenalToBigint, formatCount, formatFigure, formatPercent } from './dozenal.js';

describe('decimalToDozenal', () => {
  it.each([
    ['0', '0'],
    ['10', '↊'],
    ['11', '↋'],
    ['12', '10'],
    ['144', '100'],
    ['1728', '1000'],
    ['143', '↋↋'],
    ['25.9', '21'],
    ['  24 ', '20'],
    ['.5', '0'],
    ['7.', '7'],
  ])('%s → %s', (input, expected) => {
    expect(decimalToDozenal(input)).toBe(expected);
  });

  it.each(['-5', 'abc', '', '1e3', '12abc', '--1', '1.2.3', '0x10', 'NaN', 'Infinity'])('%j shows nothing', (input) => {
    expect(decimalToDozenal(input)).toBeNull();
  });

  it('keeps very large integers exact', () => {
    const big = '123456789012345678901234567890';
    expect(dozenalToBigint(decimalToDozenal(big)!)).toBe(BigInt(big));
    expect(decimalToDozenal(String(12n ** 40n))).toBe(`1${'0'.repeat(40)}`);
  });

  it('converting back gives the input (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 60n }), (n) => {
        expect(dozenalToBigint(decimalToDozenal(n.toString())!)).toBe(n);
      }),
    );
  });

  it('uses only the twelve dozenal digits (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (n) => {
        expect(bigintToDozenal(n)).toMatch(/^[0-9↊↋]+$/);
      }),
    );
  });
});

describe('formatCount', () => {
  it('shows decimal by default and dozenal on request', () => {
    expect(formatCount(144)).toBe('144');
    expect(formatCount(144, 'dozenal')).toBe('100');
    expect(formatCount(-23, 'dozenal')).toBe('-1↋');
    expect(formatCount(10.7, 'dozenal')).toBe('↋');
    expect(formatCount(10.4)).toBe('10');
  });
});

describe('formatFigure', () => {
  it('keeps tenths in decimal, with thousands grouped and no trailing zero', () => {
    expect(formatFigure(7.5)).toBe('7.5');
    expect(formatFigure(7)).toBe('7');
    expect(formatFigure(7.04)).toBe('7');
    expect(formatFigure(10000)).toBe('10,000');
    expect(formatFigure(-0.04)).toBe('0');
    expect(formatFigure(2.345, 'decimal', { decimals: 2 })).toBe('2.35');
  });

  it('writes dozenal integers with ↊ and ↋', () => {
    expect([0, 9, 10, 11, 12, 24, 143, 144, 10000].map((n) => formatFigure(n, 'dozenal'))).toEqual(['0', '9', '↊', '↋', '10', '20', '↋↋', '100', '5954']);
    expect(formatFigure(-23, 'dozenal')).toBe('-1↋');
  });

  it('writes dozenal fractions in twelfths after a semicolon', () => {
    expect(formatFigure(7.5, 'dozenal')).toBe('7;6');
    expect(formatFigure(0.25, 'dozenal')).toBe('0;3');
    expect(formatFigure(10.75, 'dozenal')).toBe('↊;9');
    expect(formatFigure(1 + 11 / 12, 'dozenal')).toBe('1;↋');
    // 8.3 is 8 and 3.6 twelfths: rounded to the nearest twelfth.
    expect(formatFigure(8.3, 'dozenal')).toBe('8;4');
    expect(formatFigure(11.99, 'dozenal')).toBe('10');
    expect(formatFigure(0.5, 'dozenal', { decimals: 0 })).toBe('1');
    expect(formatFigure(1 / 144, 'dozenal', { decimals: 2 })).toBe('0;01');
    expect(formatFigure(-3.5, 'dozenal')).toBe('-3;6');
  });

  it('converts back to the value within half a twelfth (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (twelfths) => {
        const text = formatFigure(twelfths / 12, 'dozenal');
        const [whole, fraction = '0'] = text.split(';');
        expect(Number(dozenalToBigint(whole!)) + Number(dozenalToBigint(fraction)) / 12).toBeCloseTo(twelfths / 12, 9);
      }),
    );
  });

  it('shows percentages in decimal digits in either base, since a percentage counts per hundred', () => {
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(50, 'dozenal')).toBe('50%');
    expect(formatPercent(100, 'dozenal')).toBe('100%');
    expect(formatPercent(85.5, 'dozenal', 1)).toBe('85.5%');
    expect(formatPercent(85.5, 'dozenal')).toBe('86%');
  });
});
