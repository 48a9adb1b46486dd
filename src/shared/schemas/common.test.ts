import { describe, expect, it } from 'vitest';
import { isoDateSchema } from './common.js';

const messageFor = (value: string) => isoDateSchema.safeParse(value).error?.issues[0]?.message;

describe('isoDateSchema', () => {
  it.each(['2024-02-29', '2026-12-31', '2000-02-29', '1900-01-01', '2999-12-31'])('accepts the real date %s', (value) => {
    expect(isoDateSchema.safeParse(value).success).toBe(true);
  });

  it.each(['2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-01-32'])(
    'refuses %s, a day that does not exist',
    (value) => {
      expect(messageFor(value)).toBe('Date must be a real calendar date');
    },
  );

  it('refuses a malformed string and years outside the accepted range', () => {
    expect(messageFor('2026-1-01')).toBe('Date must be yyyy-MM-dd');
    expect(messageFor('0050-01-01')).toBe('Date must be between 1900 and 2999');
    expect(messageFor('3000-01-01')).toBe('Date must be between 1900 and 2999');
  });
});
