import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';
import { RELATIONSHIP_INITIALS_MAX } from './schemas/relationships';

describe('initials from a name', () => {
  it.each([
    ['Maya Chen', 'MC'],
    ['  grandma ', 'G'],
    ['Ada King Lovelace', 'AKL'],
    ['Juan Carlos de la Vega', 'JCV'],
    ['Jean-Luc Picard', 'JLP'],
    ['"Doc" Brown', 'DB'],
    ['Émile Zola', 'ÉZ'],
    ['e\u0301lodie martin', 'ÉM'],
    ['Łukasz Żak', 'ŁŻ'],
    ['山田太郎', '山'],
    ['Maya 🌸 Chen', 'MC'],
    ['🌸 Maya', 'M'],
    ['🌸', '🌸'],
    ['👨‍👩‍👧', '?'],
    ['!!!', '!'],
  ])('%s → %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('never passes the initials limit, counted as the schema counts', () => {
    for (const name of ['Ωmega Ψi Φi Χi', 'straße Ärger Öl', '𝒜lpha 𝒝eta 𝒞amma'])
      expect(initialsOf(name).length).toBeLessThanOrEqual(RELATIONSHIP_INITIALS_MAX);
  });
});
