import { describe, expect, it } from 'vitest';
import { understand, type Known } from './parse.js';
import type { KnownBlock } from './things.js';

// Wednesday 11 March 2026, 10:00.
const options = { today: '2026-03-11', locale: 'en-GB', nowMinutes: 600 };

const block = (id: string, date: string, hour: number, title: string, category: KnownBlock['category']): KnownBlock => ({
  id,
  occurrence: null,
  rrule: null,
  date,
  hour,
  minute: 0,
  duration: 1,
  title,
  category,
});

const known: Known = {
  people: [],
  goals: [],
  blocks: [
    block('lunch', '2026-03-11', 13, 'Lunch', 'break'),
    block('review', '2026-03-11', 15, 'Design review', 'meeting'),
    block('roadmap', '2026-03-13', 13, 'Roadmap', 'focus'),
  ],
};
const read = (message: string) => understand(message, known, options);

describe('a shift of everything from a point in a day', () => {
  it('starts where the block named ends ("after"), or at its start ("from"), on its day, whatever the sentence shape', () => {
    expect(read('move everything after lunch an hour later')).toEqual({ intent: 'shift-many', date: '2026-03-11', from: 840, until: 1440, minutes: 60 });
    expect(read('could you push everything after the design review back by half an hour?')).toMatchObject({ from: 960, minutes: 30 });
    expect(read('move everything from lunch on an hour later')).toMatchObject({ from: 780, minutes: 60 });
    expect(read('push lunch and everything after it back half an hour')).toMatchObject({ from: 780, minutes: 30 });
  });

  it('starts at the time said, on the day said, and reads "by" with a moving verb as later', () => {
    expect(read("shift all of friday's blocks after 1pm by an hour")).toMatchObject({ intent: 'shift-many', date: '2026-03-13', from: 780, minutes: 60 });
    expect(read('pls bring everything on friday from 1pm onwards forward by an hour')).toMatchObject({ date: '2026-03-13', from: 780, minutes: -60 });
  });

  it('reads the rest of a part of today as what is left of it, and a kind of block as only those', () => {
    expect(read('push the rest of my afternoon back 30 mins')).toMatchObject({ date: '2026-03-11', from: 720, until: 1080, minutes: 30 });
    expect(read('push everything back an hour')).toMatchObject({ date: '2026-03-11', from: 600, minutes: 60 });
    expect(read('move all my meetings tomorrow an hour later')).toMatchObject({ date: '2026-03-12', category: 'meeting', minutes: 60 });
  });

  it("leaves a single block's change to the single-block reading", () => {
    expect(read('move lunch an hour later')).toMatchObject({ intent: 'move-block', shift: 60 });
  });
});
