import { describe, expect, it } from 'vitest';
import { taskRequest } from './decide-tasks.js';

const today = '2026-03-11';
const tasks = [
  { id: 'report', title: 'Write the quarterly report' },
  { id: 'insurance', title: 'Renew the car insurance' },
  { id: 'receipts', title: 'Sort the tax receipts' },
  { id: 'boiler', title: 'Book the boiler service' },
  { id: 'restaurant', title: 'Book the restaurant for Friday' },
];
const read = (message: string) => taskRequest(message, { people: [], tasks }, { today });

describe('capturing a to-do', () => {
  it.each([
    ['remind me to call the plumber on friday', 'Call the plumber', '2026-03-13'],
    ['remind me tmrw to call the vet', 'Call the vet', '2026-03-12'],
    ['todo buy milk', 'Buy milk', undefined],
    ['to do: pay the council tax', 'Pay the council tax', undefined],
    ['task for friday - order the birthday cake', 'Order the birthday cake', '2026-03-13'],
    ['note to self: cancel the gym membership', 'Cancel the gym membership', undefined],
    ['I must pay the electricity bill by friday', 'Pay the electricity bill', '2026-03-13'],
    ['gotta get a haircut sat', 'Get a haircut', '2026-03-14'],
    ['put call the council on my list for monday', 'Call the council', '2026-03-16'],
    ['remind me to renew the tv licence by the 20th', 'Renew the tv licence', '2026-03-20'],
    ['remind me to water the plants before monday', 'Water the plants', '2026-03-15'],
    ['need to renew my passport next week', 'Renew my passport', '2026-03-16'],
    ['pick up the prescription by thursday', 'Pick up the prescription', '2026-03-12'],
    ['add oat milk to my list', 'Oat milk', undefined],
  ])('"%s" is the task "%s" due %s', (message, title, dueDate) => {
    expect(read(message)).toEqual({ intent: 'add-task', task: { title, ...(dueDate ? { dueDate } : {}) } });
  });

  it('leaves a time of day, a change to a block, and a question to the rest of the assistant', () => {
    expect(read('remind me to ring the garage tomorrow at 5pm')).toBeNull();
    expect(read('I need to move the dentist to 5')).toBeNull();
    expect(read('should I call the plumber?')).toBeNull();
  });
});

describe('finishing a task', () => {
  it.each([
    ['tax receipts done', 'receipts'],
    ['renewed the car insurance', 'insurance'],
    ['car insurance renewed ✅', 'insurance'],
    ['boiler service booked', 'boiler'],
    ['quarterly report written', 'report'],
    ['cross the tax receipts off my list', 'receipts'],
    ['insurance 👍', 'insurance'],
    ['mark renew the car insurance as done', 'insurance'],
    ['the car insurence is sorted', 'insurance'],
  ])('"%s" checks off %s', (message, id) => {
    expect(read(message)).toMatchObject({ intent: 'complete-task', id });
  });

  it('asks which when the words fit two tasks', () => {
    const asked = read('I booked it');
    expect(asked).toMatchObject({ intent: 'clarify' });
    expect(asked && 'options' in asked ? asked.options.map((o) => o.label) : []).toEqual(['Book the boiler service', 'Book the restaurant for Friday']);
  });

  it('is not a task when no open task fits, or the words are a question', () => {
    expect(read('I finished the book')).toBeNull();
    expect(read('guitar done!')).toBeNull();
    expect(read('is the car insurance done?')).toBeNull();
    expect(read('I called Leo')).toBeNull();
  });

  it('leaves a call to a person to the contact log unless the task is linked to them', () => {
    const leo = { id: 'leo', name: 'Leo Martin', notes: '' };
    const call = { id: 'call', title: 'Call Leo' };
    expect(taskRequest('I called Leo', { people: [leo], tasks: [call] }, { today })).toBeNull();
    expect(taskRequest('I called Leo', { people: [leo], tasks: [{ ...call, relationshipId: 'leo' }] }, { today })).toMatchObject({ id: 'call' });
  });
});

describe('reading the list', () => {
  it('answers "what\'s on my list" with the tasks, today\'s when asked', () => {
    expect(read("what's on my list?")).toEqual({ intent: 'list-tasks' });
    expect(read("what's on my todo list for today")).toEqual({ intent: 'list-tasks', today: true });
  });
});

describe('what is left to the rest of the assistant', () => {
  it("reads a part of the day as a block and another day's start as a question about blocks", () => {
    expect(read('I need to do my tax return on saturday morning')).toBeNull();
    expect(read('what do I start with on monday')).toBeNull();
    expect(read('what should I do next?')).toEqual({ intent: 'next-task' });
  });
});
