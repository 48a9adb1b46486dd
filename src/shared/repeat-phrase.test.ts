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
  ])('reads "%s"', (line, rrule, rest) => {
    const found = readRepeat(line);
    expect(found?.rrule).toBe(rrule);
    expect(found?.rest.replace(/\s+/g, ' ').trim()).toBe(rest);
  });

  it.each(['read every book', 'call plumber fri', 'everyday carry list'])('finds no repeat in "%s"', (line) => {
    expect(readRepeat(line)).toBeNull();
  });
});
