import { describe, expect, it } from 'vitest';
import { understand, type Known } from './parse.js';

// Wednesday 11 March 2026, 10:00.
const OPTIONS = { today: '2026-03-11', nowMinutes: 600, locale: 'en-GB' };
const KNOWN: Known = {
  people: [
    { id: 'leo', name: 'Leo Martin', notes: 'Colleague' },
    { id: 'maya', name: 'Maya Patel', notes: 'My sister' },
    { id: 'mum', name: 'Mum', notes: 'Helen' },
  ],
  goals: [],
  blocks: [],
};
const read = (text: string) => understand(text, KNOWN, OPTIONS);

describe('adding a block from a note', () => {
  it('reads an evening activity at "half 7" as the evening', () => {
    expect(read('dinner w/ Maya sat half 7')).toMatchObject({ intent: 'add-block', date: '2026-03-14', start: { hour: 19, minute: 30 } });
  });

  it('keeps "book club" as the title', () => {
    expect(read('book club on the 20th at 7pm')).toMatchObject({ intent: 'add-block', title: 'Book club', date: '2026-03-20' });
  });

  it('adds a note that opens with a day and time, unless a new time is said of that time as a fact', () => {
    expect(read('tomorrow 9am need to be at the airport')).toMatchObject({ intent: 'add-block', date: '2026-03-12', start: { hour: 9 } });
    expect(read('tomorrow 9am has been moved to 10')).toMatchObject({ intent: 'move-block', target: { date: '2026-03-12', hour: 9 } });
  });

  it('reads "in the morning" said at 10 am as tomorrow morning', () => {
    expect(read('stretching in the morning')).toMatchObject({ intent: 'add-block', date: '2026-03-12', partOfDay: 'morning' });
  });
});

describe('planning time with someone is not being in touch', () => {
  it.each(['add a meeting with Leo', 'add a call with Mum', 'book lunch with Maya on friday', 'meeting with Leo sometime'])(
    '"%s" asks rather than logs',
    (text) => {
      expect(read(text).intent).toBe('clarify');
    },
  );

  it('still logs a contact said as done', () => {
    expect(read('add a call with Mum yesterday')).toMatchObject({ intent: 'log-interaction', person: 'mum', date: '2026-03-10' });
    expect(read('had lunch with Maya')).toMatchObject({ intent: 'log-interaction', person: 'maya' });
  });
});
