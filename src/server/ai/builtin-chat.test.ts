import { describe, expect, it } from 'vitest';
import { chunkText, parseBlockRequest, parseDay } from './builtin-chat.js';

// Wednesday 4 March 2026.
const today = '2026-03-04';

describe('parseDay', () => {
  it('reads today, tomorrow, weekdays and ISO dates', () => {
    expect(parseDay('what is on today', today)).toBe('2026-03-04');
    expect(parseDay('and tomorrow?', today)).toBe('2026-03-05');
    expect(parseDay('on Friday', today)).toBe('2026-03-06');
    expect(parseDay('on wednesday', today)).toBe('2026-03-04');
    expect(parseDay('on Monday', today)).toBe('2026-03-09');
    expect(parseDay('on 2026-04-01', today)).toBe('2026-04-01');
    expect(parseDay('someday', today)).toBeNull();
  });
});

describe('parseBlockRequest', () => {
  it('reads hours, the title and the day', () => {
    expect(parseBlockRequest('block 9 to 11 for deep work tomorrow', today)).toEqual({ hour: 9, duration: 2, title: 'Deep work', date: '2026-03-05' });
    expect(parseBlockRequest('Block 2pm-4pm for writing on friday', today)).toEqual({ hour: 14, duration: 2, title: 'Writing', date: '2026-03-06' });
    expect(parseBlockRequest('block 2 to 5pm for errands', today)).toEqual({ hour: 14, duration: 3, title: 'Errands', date: today });
    expect(parseBlockRequest('block 11 to 1pm for lunch', today)).toEqual({ hour: 11, duration: 2, title: 'Lunch', date: today });
    expect(parseBlockRequest('block 14:00 to 16:00', today)).toEqual({ hour: 14, duration: 2, title: 'Focus', date: today });
    expect(parseBlockRequest('block 20 to 0 for reading', today)).toEqual({ hour: 20, duration: 4, title: 'Reading', date: today });
  });

  it('explains what it cannot do', () => {
    expect(parseBlockRequest('block 9:30 to 11', today)).toEqual({ error: expect.stringMatching(/whole hours/) });
    expect(parseBlockRequest('block 11 to 9', today)).toEqual({ error: expect.stringMatching(/1 to 12 hours/) });
    expect(parseBlockRequest('block 6 to 20', today)).toEqual({ error: expect.stringMatching(/1 to 12 hours/) });
  });

  it('ignores messages that are not block requests', () => {
    expect(parseBlockRequest('how did I sleep from 9 to 11', today)).toBeNull();
    expect(parseBlockRequest('block some time', today)).toBeNull();
  });
});

describe('chunkText', () => {
  it('splits a reply into pieces that join back exactly', () => {
    const text = 'Line one with words\n• two  spaces\n\nend.';
    const pieces = [...chunkText(text)];
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join('')).toBe(text);
  });
});
