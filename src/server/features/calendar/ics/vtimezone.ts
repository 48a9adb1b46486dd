import ICAL from 'ical.js';
import { offsetMinutesAt, wallTimeAt, type WallTime } from '../zoned-time.js';

const DAY_MS = 86_400_000;

function icalTime(wall: WallTime): ICAL.Time {
  return ICAL.Time.fromData({ ...wall, isDate: false });
}

function observance(kind: 'standard' | 'daylight', start: WallTime, fromMinutes: number, toMinutes: number): ICAL.Component {
  const component = new ICAL.Component(kind);
  component.updatePropertyWithValue('dtstart', icalTime(start));
  component.updatePropertyWithValue('tzoffsetfrom', ICAL.UtcOffset.fromSeconds(fromMinutes * 60));
  component.updatePropertyWithValue('tzoffsetto', ICAL.UtcOffset.fromSeconds(toMinutes * 60));
  return component;
}

/** The instant (to the minute) where the offset changes between two instants a day apart. */
function transitionBetween(lo: number, hi: number, timezone: string): number {
  const start = offsetMinutesAt(new Date(lo), timezone);
  while (hi - lo > 60_000) {
    const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
    if (offsetMinutesAt(new Date(mid), timezone) === start) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * A VTIMEZONE for an IANA zone covering [from, to]: one observance per offset change found through Intl,
 * each with its own DTSTART (RFC 5545 §3.6.5 allows that instead of RRULEs).
 */
export function buildVtimezone(timezone: string, from: Date, to: Date): ICAL.Component {
  const vtimezone = new ICAL.Component('vtimezone');
  vtimezone.updatePropertyWithValue('tzid', timezone);

  const transitions: { at: number; from: number; to: number }[] = [];
  const first = offsetMinutesAt(from, timezone);
  let previous = first;
  for (let t = from.getTime(); t < to.getTime(); t += DAY_MS) {
    const next = offsetMinutesAt(new Date(t + DAY_MS), timezone);
    if (next !== previous) {
      transitions.push({ at: transitionBetween(t, t + DAY_MS, timezone), from: previous, to: next });
      previous = next;
    }
  }

  const offsets = [first, ...transitions.map((t) => t.to)];
  const standardOffset = Math.min(...offsets);
  vtimezone.addSubcomponent(observance(first === standardOffset ? 'standard' : 'daylight', wallTimeAt(from, timezone), first, first));
  for (const t of transitions) {
    // DTSTART is the local time just before the change, in the offset being left.
    const localBefore = new Date(t.at + t.from * 60_000);
    const wall: WallTime = {
      year: localBefore.getUTCFullYear(),
      month: localBefore.getUTCMonth() + 1,
      day: localBefore.getUTCDate(),
      hour: localBefore.getUTCHours(),
      minute: localBefore.getUTCMinutes(),
      second: 0,
    };
    vtimezone.addSubcomponent(observance(t.to > t.from ? 'daylight' : 'standard', wall, t.from, t.to));
  }
  return vtimezone;
}
