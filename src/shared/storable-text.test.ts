import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text.js';

describe('isStorableText', () => {
  it('accepts plain text and whole surrogate pairs, refuses NUL and either half of a pair alone', () => {
    for (const ok of ['', 'plain', 'Crème brûlée', '🎉 party', '\uD83D\uDE00', 'tab\tand\nnewline']) expect(isStorableText(ok), ok).toBe(true);
    for (const bad of ['a\u0000b', '\u0000', 'broken \uD83D here', '\uDE00 low first', 'end \uD83D', '\uDE00\uD83D'])
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it('names the path of the value or key that cannot be stored', () => {
    expect(findUnstorableText({ date: '2026-03-02', tags: ['a', 'b'], nested: { ok: 1, list: [{ x: 'fine' }] } })).toBeNull();
    expect(findUnstorableText('a\u0000b', 'title')).toBe('title');
    expect(findUnstorableText({ title: 'a\u0000b' })).toBe('title');
    expect(findUnstorableText({ extra: { deep: ['ok', 'x\uD83D'] } })).toBe('extra.deep.1');
    expect(findUnstorableText([{ a: 1 }, { b: ['\u0000'] }])).toBe('1.b.0');
    expect(findUnstorableText({ ['bad\u0000key']: 1 })).toBe('bad?key');
    expect(findUnstorableText({ outer: { ['\uD800']: 'v' } })).toBe('outer.?');
    expect(findUnstorableText(Object.assign(Object.create(null), { q: '\u0000' }))).toBe('q');
  });

  it('walks a deeply nested body without exhausting the stack', () => {
    let body: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) body = [body];
    expect(findUnstorableText(body)).toBe(Array.from({ length: 100_000 }, () => '0').join('.'));
  });
});
