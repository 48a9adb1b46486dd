import { describe, expect, it } from 'vitest';
import { findTask } from './task-match.js';

const tasks = [
  { id: 'insurance', title: 'Renew the car insurance' },
  { id: 'boiler', title: 'Book the boiler service' },
  { id: 'restaurant', title: 'Book the restaurant for Friday' },
];

describe('finding a task by words of its title', () => {
  it('forgives a slip in a longer word', () => {
    expect(findTask(tasks, 'car insurence')).toEqual({ task: tasks[0] });
  });

  it('returns every task that fits equally, to ask which', () => {
    expect(findTask(tasks, 'book')).toEqual({ many: [tasks[1], tasks[2]] });
  });

  it('leaves the verb out when asked, so "the book" names no booking task', () => {
    expect(findTask(tasks, 'the book', { withoutVerb: true })).toEqual({ none: true });
    expect(findTask(tasks, 'boiler service', { withoutVerb: true })).toEqual({ task: tasks[1] });
  });
});
