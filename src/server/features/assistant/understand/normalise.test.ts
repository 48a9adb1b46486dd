import { describe, expect, it } from 'vitest';
import { normalise } from './normalise.js';

describe('normalising a message', () => {
  it.each([
    ['move sat yoga to 11', 'move saturday yoga to 11'],
    ['cancel sat gym', 'cancel saturday gym'],
    ['I sat with Ana', 'I sat with Ana'],
  ])('"%s" reads "sat" as a day only where a day is meant', (said, read) => {
    expect(normalise(said)).toBe(read);
  });
});
