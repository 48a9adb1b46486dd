import ICAL from 'ical.js';
import { shiftDate } from '../../../shared/dates.js';
import { buildVtimezone } from './vtimezone.js';
import { wallTimeAt, wallTimeOf, wallTimeToUtc, type WallTime } from './zoned-time.js';

export const PRODID = '-//Twelvefold//Twelvefold Calendar//EN';
const HOUR_MS = 3_600_000;

export interface BlockForIcs {
  id: string;
  date: string;
  hour: number;
  duration: number;
  title: string;
  category: string;
  updatedAt: Date;
}

export interface GoalForIcs {
  id: string;
  title: string;
  endDate: string;
  updatedAt: Date;
}

const CATEGORY_NAMES: Record<string, string> = { focus: 'Focus', meeting: 'Meeting', break: 'Break', completed: 'Completed' };

/** Stable across edits, exports and syncs: the same block always has the same UID. */
export const blockUid = (blockId: string) => `${blockId}@twelvefold`;
export const goalUid = (goalId: string) => `goal-${goalId}@twelvefold`;

function zonedTime(wall: WallTime): ICAL.Time {
  return ICAL.Time.fromData({ ...wall, isDate: false });
}

function utcTime(instant: Date): ICAL.Time {
  return ICAL.Time.fromJSDate(new Date(Math.floor(instant.getTime() / 1000) * 1000), true);
}

function setZoned(event: ICAL.Component, name: string, wall: WallTime, timezone: string) {
  const property = event.updatePropertyWithValue(name, zonedTime(wall));
  property.setParameter('tzid', timezone);
}

/** Start and end instants of a block, its hour read on its date's wall clock in the zone. */
export function blockInstants(block: Pick<BlockForIcs, 'date' | 'hour' | 'duration'>, timezone: string) {
  const start = wallTimeToUtc(wallTimeOf(block.date, block.hour), timezone);
  return { start, end: new Date(start.getTime() + block.duration * HOUR_MS) };
}

export function blockEvent(block: BlockForIcs, timezone: string, stamp: Date): ICAL.Component {
  const event = new ICAL.Component('vevent');
  const { start, end } = blockInstants(block, timezone);
  event.updatePropertyWithValue('uid', blockUid(block.id));
  event.updatePropertyWithValue('dtstamp', utcTime(stamp));
  event.updatePropertyWithValue('last-modified', utcTime(block.updatedAt));
  setZoned(event, 'dtstart', wallTimeAt(start, timezone), timezone);
  setZoned(event, 'dtend', wallTimeAt(end, timezone), timezone);
  event.updatePropertyWithValue('summary', block.title);
  event.updatePropertyWithValue('categories', CATEGORY_NAMES[block.category] ?? block.category);
  event.updatePropertyWithValue('x-twelvefold-category', block.category);
  return event;
}

export function goalEvent(goal: GoalForIcs, stamp: Date): ICAL.Component {
  const event = new ICAL.Component('vevent');
  const day = (date: string) => ICAL.Time.fromDateString(date);
  event.updatePropertyWithValue('uid', goalUid(goal.id));
  event.updatePropertyWithValue('dtstamp', utcTime(stamp));
  event.updatePropertyWithValue('last-modified', utcTime(goal.updatedAt));
  event.updatePropertyWithValue('dtstart', day(goal.endDate));
  event.updatePropertyWithValue('dtend', day(shiftDate(goal.endDate, 1)));
  event.updatePropertyWithValue('summary', `Goal ends: ${goal.title}`);
  event.updatePropertyWithValue('transp', 'TRANSPARENT');
  return event;
}

function calendar(name: string | undefined): ICAL.Component {
  const vcalendar = new ICAL.Component('vcalendar');
  vcalendar.updatePropertyWithValue('version', '2.0');
  vcalendar.updatePropertyWithValue('prodid', PRODID);
  vcalendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  if (name) {
    vcalendar.updatePropertyWithValue('x-wr-calname', name);
  }
  return vcalendar;
}

/** The subscribable feed: blocks as timed events in the user's zone (with its VTIMEZONE), goal ends all-day. */
export function buildFeedIcs(input: {
  timezone: string;
  blocks: BlockForIcs[];
  goals: GoalForIcs[];
  from: string;
  to: string;
  stamp: Date;
}): string {
  const vcalendar = calendar('Twelvefold');
  vcalendar.updatePropertyWithValue('x-wr-timezone', input.timezone);
  const rangeStart = new Date(wallTimeToUtc(wallTimeOf(shiftDate(input.from, -1)), input.timezone).getTime());
  const rangeEnd = wallTimeToUtc(wallTimeOf(shiftDate(input.to, 2)), input.timezone);
  vcalendar.addSubcomponent(buildVtimezone(input.timezone, rangeStart, rangeEnd));
  for (const block of input.blocks) vcalendar.addSubcomponent(blockEvent(block, input.timezone, input.stamp));
  for (const goal of input.goals) vcalendar.addSubcomponent(goalEvent(goal, input.stamp));
  return vcalendar.toString() + '\r\n';
}

/** One block as the calendar object a CalDAV server stores. */
export function buildBlockIcs(block: BlockForIcs, timezone: string, stamp: Date): string {
  const vcalendar = calendar(undefined);
  const { start, end } = blockInstants(block, timezone);
  vcalendar.addSubcomponent(buildVtimezone(timezone, new Date(start.getTime() - 2 * 86_400_000), new Date(end.getTime() + 2 * 86_400_000)));
  vcalendar.addSubcomponent(blockEvent(block, timezone, stamp));
  return vcalendar.toString() + '\r\n';
}
