import { describe, expect, it } from 'vitest';
import { chunkText, sentencePieces, streamPieces } from './builtin-chat.js';

describe('chunkText', () => {
  it('splits a reply into pieces that join back exactly', () => {
    const text = 'Line one with words\n• two  spaces\n\nend.';
    const pieces = [...chunkText(text)];
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(text);
  });
});

describe('sentencePieces', () => {
  it('splits at sentence ends and line breaks, keeping decimals whole, and joins back exactly', () => {
    const text = 'Energy averaged 7.5/10 this week.  Sleep was short!\n• Mon 7.5 h\n\n• Tue 6 h\nWhy? Ask me.';
    const pieces = sentencePieces(text);
    expect(pieces).toEqual(['Energy averaged 7.5/10 this week.  ', 'Sleep was short!\n', '• Mon 7.5 h\n\n', '• Tue 6 h\n', 'Why? ', 'Ask me.']);
    expect(pieces.join('')).toBe(text);
  });

  it('hands each piece on in a later turn of the event loop than the one before', async () => {
    const seen: string[] = [];
    const stream = streamPieces('One. Two. Three.');
    const first = await stream.next();
    seen.push(first.value as string);
    let immediateRan = false;
    setImmediate(() => {
      immediateRan = true;
    });
    const second = await stream.next();
    expect(immediateRan).toBe(true);
    seen.push(second.value as string);
    for await (const piece of stream) seen.push(piece);
    expect(seen).toEqual(['One. ', 'Two. ', 'Three.']);
  });
});
