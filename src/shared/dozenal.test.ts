import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bigintToDozenal, decimalToDozenal, dozenalToBigint, formatCount } from './dozenal.js';

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
    expect(formatCount(10.7, 'dozenal')).toBe('↊');
  });
});
