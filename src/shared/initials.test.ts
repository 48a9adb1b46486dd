import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';
import { RELATIONSHIP_INITIALS_MAX } from './schemas/relationships';

describe('initials from a name', () => {
  it('takes the first letter of each word, upper-cased, within the allowed length', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  grandma ')).toBe('G');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
    expect(initialsOf('Juan Carlos de la Vega').length).toBeLessThanOrEqual(RELATIONSHIP_INITIALS_MAX);
    expect(initialsOf('Juan Carlos de la Vega').endsWith('V')).toBe(true);
    expect(initialsOf('')).toBe('');
  });
});
