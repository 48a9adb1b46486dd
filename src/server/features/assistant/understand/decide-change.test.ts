import { describe, expect, it } from 'vitest';
import type { Intent } from './intents.js';
import { understand, type Known } from './parse.js';
import type { KnownBlock } from './things.js';

// Wednesday 11 March 2026, 10:00.
const options = { today: '2026-03-11', locale: 'en-GB', nowMinutes: 600 };

const block = (id: string, date: string, hour: number, duration: number, title: string, category: KnownBlock['category']): KnownBlock => ({
  id,
  occurrence: null,
  rrule: null,
  date,
  hour,
  minute: 0,
  duration,
  title,
  category,
});

const known: Known = {
  people: [],
  goals: [],
  blocks: [
    block('gym-tue', '2026-03-10', 18, 1, 'Gym', 'break'),
    block('lunch', '2026-03-11', 13, 1, 'Lunch', 'break'),
    block('review', '2026-03-11', 15, 1, 'Design review', 'meeting'),
    block('gym', '2026-03-11', 18, 1, 'Gym', 'break'),
    block('report', '2026-03-12', 10, 2, 'Write quarterly report', 'focus'),
    block('dentist', '2026-03-12', 16, 1, 'Dentist', 'break'),
    block('roadmap', '2026-03-13', 13, 2, 'Roadmap', 'focus'),
    block('dinner', '2026-03-13', 19, 3, 'Dinner with Maya', 'break'),
    block('sprint', '2026-03-16', 10, 1, 'Sprint planning', 'meeting'),
  ],
};

const read = (message: string) => understand(message, known, options);
const ids = (intent: Intent) => ('target' in intent ? (intent.target.named ?? []).map((k) => k.split('@')[0]) : []);

describe('changes said as facts about a block', () => {
  it.each([
    ['gym should be 30 mins', 'gym', 30],
    ['lunch is only half an hour today', 'lunch', 30],
    ['the quarterly report only needs an hour', 'report', 60],
  ])('"%s" sets the length of the block it names', (message, id, minutes) => {
    const intent = read(message);
    expect(intent).toMatchObject({ intent: 'resize-block', minutes });
    expect(ids(intent)).toContain(id);
  });

  it('a length for something new is never a change to a block of the same name', () => {
    expect(read('lunch with sam tomorrow for an hour').intent).not.toBe('resize-block');
  });

  it.each(['dinner with maya is off', "the dentist's been cancelled", "sprint planning isn't happening"])('"%s" deletes it (after a yes)', (message) => {
    expect(read(message).intent).toBe('delete-block');
  });

  it('a day taken back is where the block goes, not which block it is', () => {
    const intent = read('the dentist is on friday not thursday');
    expect(intent).toMatchObject({ intent: 'move-block', date: '2026-03-13' });
    expect(ids(intent)).toEqual(['dentist']);
  });

  it('"now" says from now on, never today', () => {
    const moved = read('sprint planning starts at 10:30 now');
    expect(moved).toMatchObject({ intent: 'move-block', start: { hour: 10, minute: 30 } });
    expect(moved).not.toHaveProperty('date');
    expect(read('the roadmap is a meeting now')).toMatchObject({ intent: 'edit-block', category: 'meeting', target: { title: 'Roadmap' } });
    expect(read('the roadmap is a meeting now')).not.toHaveProperty('target.date');
  });

  it('a new name said as what the block is called renames it', () => {
    expect(read('the design review should be called design crit')).toMatchObject({
      intent: 'edit-block',
      title: 'design crit',
      target: { title: 'Design review' },
    });
  });
});

describe('blocks named by their place in a day', () => {
  it('"my first meeting tomorrow" is the first meeting of that day', () => {
    expect(read('move my first meeting tomorrow to 11')).toMatchObject({
      intent: 'move-block',
      target: { date: '2026-03-12', category: 'meeting', position: 'first' },
      start: { hour: 11, minute: 0 },
    });
  });

  it('"the last thing today" is a place, not an end time', () => {
    expect(read('make the last thing today 30 mins')).toMatchObject({ intent: 'resize-block', target: { date: '2026-03-11', position: 'last' }, minutes: 30 });
    expect(read('move the last thing today to 8pm')).toMatchObject({ intent: 'move-block', target: { position: 'last' }, start: { hour: 20, minute: 0 } });
  });
});

describe('follow-ups about the block just discussed', () => {
  it.each([
    ['and make it an hour', { intent: 'resize-block', target: { it: true }, minutes: 60 }],
    ['and put it in focus', { intent: 'edit-block', target: { it: true }, category: 'focus' }],
    ['call it book club instead', { intent: 'edit-block', target: { it: true }, title: 'book club' }],
    ['name that one Leo catch-up', { intent: 'edit-block', target: { it: true }, title: 'Leo catch-up' }],
    ['can we do same time on monday', { intent: 'move-block', target: { it: true }, date: '2026-03-16' }],
    ['same time next week', { intent: 'move-block', target: { it: true }, days: 7 }],
    ['push it back 30', { intent: 'move-block', target: { it: true }, shift: 30 }],
    ['end it half an hour later', { intent: 'resize-block', target: { it: true }, by: 30 }],
  ])('"%s"', (message, expected) => {
    expect(read(message)).toMatchObject(expected);
  });

  it('"call it a day" renames nothing', () => {
    expect(read('call it a day').intent).not.toBe('edit-block');
  });
});

describe('relative shifts', () => {
  it.each([
    ['bring the roadmap forward 15', -15],
    ['delay the dentist by 30 mins', 30],
    ['push gym 20 minutes', 20],
    ['start the roadmap 10 mins later', 10],
  ])('"%s" moves it %i minutes', (message, shift) => {
    expect(read(message)).toMatchObject({ intent: 'move-block', shift });
  });

  it('an end said earlier shortens the block and keeps its start', () => {
    expect(read('finish gym 15 minutes early')).toMatchObject({ intent: 'resize-block', by: -15 });
  });

  it('a bare hour after a direction is a time, not minutes', () => {
    expect(read('move the dentist back to 5')).toMatchObject({ intent: 'move-block', start: { hour: 5, minute: 0 } });
    expect(read('move the dentist back to 5')).not.toHaveProperty('shift');
  });
});

describe('words that name no block, just after one was discussed', () => {
  const after = (message: string) => understand(message, known, { ...options, discussed: true });

  it.each([
    ['2 hours', { intent: 'resize-block', target: { it: true }, minutes: 120 }],
    ["let's say 90 minutes", { intent: 'resize-block', target: { it: true }, minutes: 90 }],
    ['can it be on monday', { intent: 'move-block', target: { it: true }, date: '2026-03-16' }],
    ['push to tomorrow', { intent: 'move-block', target: { it: true }, date: '2026-03-12' }],
    ['change the name to Book club', { intent: 'edit-block', target: { it: true }, title: 'Book club' }],
    ['change the name to Roadmap review', { intent: 'edit-block', target: { it: true }, title: 'Roadmap review' }],
    ['make it a meeting', { intent: 'edit-block', target: { it: true }, category: 'meeting' }],
  ])('"%s" is about that block', (message, expected) => {
    expect(after(message)).toMatchObject(expected);
  });

  it('with nothing discussed, a bare length changes nothing', () => {
    expect(read('2 hours').intent).not.toBe('resize-block');
  });

  it('a new block named in full is still added', () => {
    expect(after('gym tomorrow 7am')).toMatchObject({ intent: 'add-block', date: '2026-03-12' });
  });
});

describe('more ways of saying a change', () => {
  it('a new time and a new length in one message', () => {
    expect(read('move lunch to 12:30 and make it 45 minutes')).toMatchObject({ intent: 'move-block', start: { hour: 12, minute: 30 }, minutes: 45 });
  });

  it('"relabel … as a meeting" is a new kind, not a new name', () => {
    expect(read('relabel the roadmap as a meeting')).toMatchObject({ intent: 'edit-block', category: 'meeting' });
    expect(read('relabel the roadmap as a meeting')).not.toHaveProperty('title', 'a meeting');
  });

  it('"can\'t make" a block takes it off (after a yes), unless a new time is given', () => {
    expect(read("i can't make the gym tonight").intent).toBe('delete-block');
    expect(read("I can't make the dentist, move it to monday")).toMatchObject({ intent: 'move-block', date: '2026-03-16' });
  });
});
