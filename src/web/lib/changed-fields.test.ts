import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  const block = { id: 'b1', title: 'Deep work', hour: 9, duration: 2, category: 'focus', date: '2026-03-02' };

  it('keeps only the fields that differ from the item as loaded', () => {
    expect(changedFields({ title: 'Deep work', hour: 10, duration: 2, category: 'focus', date: '2026-03-02' }, block)).toEqual({ hour: 10 });
  });

  it('sends every field when nothing changed', () => {
    const same = { title: 'Deep work', hour: 9 };
    expect(changedFields(same, block)).toEqual(same);
  });
});
