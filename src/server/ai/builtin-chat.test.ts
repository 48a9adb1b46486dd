import { describe, expect, it } from 'vitest';
import { chunkText } from './builtin-chat.js';

describe('chunkText', () => {
  it('splits a reply into pieces that join back exactly', () => {
    const text = 'Line one with words\n• two  spaces\n\nend.';
    const pieces = [...chunkText(text)];
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(text);
  });
});
