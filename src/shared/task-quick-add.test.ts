import { describe, expect, it } from 'vitest';
import { parseTaskQuickAdd } from './task-quick-add.js';

// 2026-03-04 is a Wednesday.
const today = '2026-03-04';

describe('parseTaskQuickAdd', () => {
  it('reads a task with a day, a priority and an estimate', () => {
    expect(parseTaskQuickAdd('call plumber fri !high 30m', today)).toEqual({
      kind: 'task',
      task: { title: 'call plumber', dueDate: '2026-03-06', priority: 'high', estimateMinutes: 30 },
    });
  });

  it('reads how often a task repeats, leaving the words out of the title', () => {
    expect(parseTaskQuickAdd('water plants every 3 days', today)).toEqual({ kind: 'task', task: { title: 'water plants', rrule: 'FREQ=DAILY;INTERVAL=3' } });
    expect(parseTaskQuickAdd('gym every monday !high', today)).toEqual({
      kind: 'task',
      task: { title: 'gym', priority: 'high', rrule: 'FREQ=WEEKLY;BYDAY=MO' },
    });
    expect(parseTaskQuickAdd('pay rent monthly fri', today)).toEqual({
      kind: 'task',
      task: { title: 'pay rent', dueDate: '2026-03-06', rrule: 'FREQ=MONTHLY' },
    });
  });

  it('leaves a task without a date in the inbox', () => {
    expect(parseTaskQuickAdd('buy stamps', today)).toEqual({ kind: 'task', task: { title: 'buy stamps' } });
  });

  it('reads tomorrow, low priority and hours with minutes', () => {
    expect(parseTaskQuickAdd('!low write report tomorrow 1h30m', today)).toEqual({
      kind: 'task',
      task: { title: 'write report', dueDate: '2026-03-05', priority: 'low', estimateMinutes: 90 },
    });
  });

  it('rounds an estimate to 5 minutes within 5–720', () => {
    expect(parseTaskQuickAdd('tidy 7m', today)).toMatchObject({ task: { estimateMinutes: 5 } });
    expect(parseTaskQuickAdd('tidy 2m', today)).toMatchObject({ task: { estimateMinutes: 5 } });
    expect(parseTaskQuickAdd('move house 20h', today)).toMatchObject({ task: { estimateMinutes: 720 } });
  });

  it('makes a block when a time of day is given', () => {
    const at = parseTaskQuickAdd('gym fri 6pm 1h', today);
    expect(at).toMatchObject({ kind: 'block', block: { title: 'gym', date: '2026-03-06', hour: 18 } });
    expect(parseTaskQuickAdd('deep work tomorrow 9-11', today)).toMatchObject({ kind: 'block', block: { title: 'deep work', date: '2026-03-05', hour: 9 } });
  });

  it('keeps an exclamation that is not a priority in the title', () => {
    expect(parseTaskQuickAdd('celebrate!', today)).toEqual({ kind: 'task', task: { title: 'celebrate!' } });
  });

  it('is null when nothing but a date is left', () => {
    expect(parseTaskQuickAdd('tomorrow !high', today)).toBeNull();
    expect(parseTaskQuickAdd('   ', today)).toBeNull();
  });
});

describe('labels in the one-line add', () => {
  it('files "@words" as labels, once each, and leaves email addresses in the title', () => {
    expect(parseTaskQuickAdd('buy milk @errands @Home fri @errands', '2026-03-04')).toEqual({
      kind: 'task',
      task: { title: 'buy milk', dueDate: '2026-03-06', labels: ['errands', 'Home'] },
    });
    expect(parseTaskQuickAdd('email ana@example.com about @work', '2026-03-04')).toEqual({
      kind: 'task',
      task: { title: 'email ana@example.com about', labels: ['work'] },
    });
  });
});
