import { describe, expect, it } from 'vitest';
import type { Known } from './entities.js';
import { taskRequest } from './decide-tasks.js';
import { understand } from './parse.js';

const block = (id: string, title: string, date: string, hour: number, category: 'focus' | 'meeting' | 'break') => ({
  id,
  occurrence: null,
  rrule: null,
  date,
  hour,
  duration: 1,
  title,
  category,
});

const known: Known = {
  people: [{ id: 'p-dad', name: 'Robert Hale', notes: 'Dad' }],
  goals: [
    { id: 'g-guitar', title: 'Learn guitar' },
    { id: 'g-books', title: 'Read 12 books' },
  ],
  blocks: [
    block('b-gym', 'Gym', '2026-03-11', 18, 'break'),
    block('b-design', 'Design review', '2026-03-11', 15, 'meeting'),
    block('b-arch', 'Architecture review', '2026-03-10', 11, 'meeting'),
  ],
};
const options = { today: '2026-03-11', nowMinutes: 600 };
const read = (message: string) => understand(message, known, options);

describe("questions about the user's own data", () => {
  it('reads hours of a kind of block in a period, whatever the sentence shape', () => {
    expect(read('total meeting hours last week')).toMatchObject({ intent: 'hours', category: 'meeting', period: { from: '2026-03-02', to: '2026-03-08' } });
    expect(read('how long are my meetings this week in total')).toMatchObject({ intent: 'hours', category: 'meeting', period: { label: 'this week' } });
  });

  it('reads "how many meetings" as a count of blocks, and "how many hours" as hours', () => {
    expect(read('how many meetings did I have last week?')).toMatchObject({
      intent: 'hours',
      category: 'meeting',
      count: true,
      period: { from: '2026-03-02' },
    });
    expect(read('how many focus blocks this week')).toMatchObject({ intent: 'hours', category: 'focus', count: true });
    expect(read('how many hours of meetings last week')).not.toHaveProperty('count');
  });

  it('reads hours of the blocks a title names, every block of that title and only those', () => {
    expect(read('how much gym time do I have this week')).toMatchObject({ intent: 'hours', titles: ['Gym'] });
    const reviews = read('how many hours of reviews this week');
    expect(reviews).toMatchObject({ intent: 'hours' });
    expect((reviews as { titles: string[] }).titles.sort()).toEqual(['Architecture review', 'Design review']);
  });

  it('asks for a free stretch of a length as a question, never as a block to add', () => {
    expect(read('do I have time for a 2h block thursday')).toEqual({ intent: 'free-time', date: '2026-03-12', minutes: 120 });
    expect(read('can I squeeze in 3 hours on thursday?')).toEqual({ intent: 'free-time', date: '2026-03-12', minutes: 180 });
    expect(read('can you fit in goal planning thursday 5pm')).toMatchObject({ intent: 'add-block', date: '2026-03-12' });
  });

  it('reads the next block of a kind', () => {
    expect(read('when is my next break')).toMatchObject({ intent: 'next', category: 'break' });
  });

  it('reads the task list and what is due in a period, apart from who is due a call', () => {
    expect(read("what's on my todo list")).toEqual({ intent: 'tasks' });
    expect(read("what's due this week")).toMatchObject({ intent: 'tasks', period: { from: '2026-03-09', to: '2026-03-15' } });
    expect(read("who's due a call")).toEqual({ intent: 'due' });
  });

  it('never captures a question about tasks as a task to add', () => {
    expect(taskRequest("what's due this week", { people: [], tasks: [] }, options)).toBeNull();
    expect(read("what's due this week")).toMatchObject({ intent: 'tasks' });
  });

  it('reads who the user was in touch with in a period, and whether they spoke to someone lately', () => {
    expect(read('who did I talk to last week')).toMatchObject({ intent: 'contacts', period: { from: '2026-03-02', to: '2026-03-08' } });
    expect(read('have I spoken to dad recently')).toEqual({ intent: 'last-contact', person: 'p-dad' });
  });

  it('reads a period of several days as the period, and the last block of a kind', () => {
    expect(read('what does next week look like')).toMatchObject({ intent: 'schedule', period: { from: '2026-03-16', to: '2026-03-22' } });
    expect(read("what's my last meeting today")).toEqual({ intent: 'first', date: '2026-03-11', last: true, category: 'meeting' });
  });

  it('reads a trend over the last 30 days unless a period is said', () => {
    expect(read("what's my weight trend")).toMatchObject({
      intent: 'metric',
      metric: 'weight',
      stat: 'trend',
      period: { from: '2026-02-10', to: '2026-03-11' },
    });
    expect(read('has my weight gone down this week')).toMatchObject({ stat: 'trend', period: { label: 'this week' } });
  });

  it('reads short nights as sleep, the cause of how tired the user was', () => {
    expect(read('was I more tired after short nights')).toEqual({ intent: 'relation', from: 'sleep', to: 'energy' });
  });
});
