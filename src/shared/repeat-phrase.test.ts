import { describe, expect, it } from 'vitest';
import { readRepeat } from './repeat-phrase.js';

describe('readRepeat', () => {
  it.each([
    ['water plants every 3 days', 'FREQ=DAILY;INTERVAL=3', 'water plants'],
    ['stretch every day', 'FREQ=DAILY', 'stretch'],
    ['pay rent monthly', 'FREQ=MONTHLY', 'pay rent'],
    ['bins every week', 'FREQ=WEEKLY', 'bins'],
    ['review finances every other week', 'FREQ=WEEKLY;INTERVAL=2', 'review finances'],
    ['gym every Monday', 'FREQ=WEEKLY;BYDAY=MO', 'gym'],
    ['check inbox every weekday', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'check inbox'],
    ['call mum every 2 weeks', 'FREQ=WEEKLY;INTERVAL=2', 'call mum'],
    ['backups every twelve months', 'FREQ=MONTHLY;INTERVAL=12', 'backups'],
    // A day of each month, as Todoist's recurring dates write it.
    ['pay rent every 1st', 'FREQ=MONTHLY;BYMONTHDAY=1', 'pay rent'],
    ['invoice every 27th', 'FREQ=MONTHLY;BYMONTHDAY=27', 'invoice'],
    ['invoice every 27', 'FREQ=MONTHLY;BYMONTHDAY=27', 'invoice'],
    ['pay rent every 1st at 9am', 'FREQ=MONTHLY;BYMONTHDAY=1', 'pay rent at 9am'],
    ['close the books every last day', 'FREQ=MONTHLY;BYMONTHDAY=-1', 'close the books'],
    ['book club every 3rd friday', 'FREQ=MONTHLY;BYDAY=3FR', 'book club'],
    ['board meeting every first Monday', 'FREQ=MONTHLY;BYDAY=1MO', 'board meeting'],
    ['payday every last fri', 'FREQ=MONTHLY;BYDAY=-1FR', 'payday'],
    ['review every 3 weeks', 'FREQ=WEEKLY;INTERVAL=3', 'review'],
  ])('reads "%s"', (line, rrule, rest) => {
    const found = readRepeat(line);
    expect(found?.rrule).toBe(rrule);
    expect(found?.rest.replace(/\s+/g, ' ').trim()).toBe(rest);
  });

  it.each(['read every book', 'call plumber fri', 'everyday carry list', 'every last minute', 'every 32nd', 'every 6th monday', 'every 2nd day'])(
    'finds no repeat in "%s"',
    (line) => {
      expect(readRepeat(line)).toBeNull();
    },
  );
});
