import { describe, expect, it } from 'vitest';
import { mergeOrder } from './stable-order';

describe('mergeOrder', () => {
  it("starts from the server's order", () => {
    expect(mergeOrder([], ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
  });

  it('keeps the shown order when the server sorts an item elsewhere', () => {
    // Logging a call with "a" moves it to the end on the server; on screen it stays first.
    expect(mergeOrder(['a', 'b', 'c'], ['b', 'c', 'a'])).toEqual(['a', 'b', 'c']);
  });

  it('places a new item before the next one the server puts after it', () => {
    expect(mergeOrder(['a', 'b', 'c'], ['a', 'n', 'b', 'c'])).toEqual(['a', 'n', 'b', 'c']);
    expect(mergeOrder(['a', 'b'], ['n', 'm', 'a', 'b'])).toEqual(['n', 'm', 'a', 'b']);
    expect(mergeOrder(['a', 'b'], ['a', 'b', 'n'])).toEqual(['a', 'b', 'n']);
  });

  it('keeps the slot of a removed item, so it comes back where it was', () => {
    const shown = mergeOrder(['a', 'b', 'c'], ['a', 'c']);
    expect(shown).toEqual(['a', 'b', 'c']);
    expect(mergeOrder(shown, ['b', 'c', 'a'])).toEqual(['a', 'b', 'c']);
  });

  it('returns the same order when nothing is new', () => {
    expect(mergeOrder(['c', 'a', 'b'], ['a', 'b', 'c'])).toEqual(['c', 'a', 'b']);
  });
});
