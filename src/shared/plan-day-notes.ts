/** The notes of a day's plan: each choice Plan my day made, in the user's words and number base. */
import type { FocusPeak, Interval, PlanInput, PlanWords } from './plan-day-types.js';
import { BREAK_MINUTES, FOCUS_HISTORY_WEEKS, FOCUS_PEAK_MIN_BLOCKS, FOCUS_STRETCH_MINUTES } from './plan-day-constants.js';

const plainWords: PlanWords = {
  count: (value) => String(value),
  figure: (value) => String(Math.round(value * 10) / 10),
  time: (m) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`,
};

/** What the placing found out, for the notes. */
export interface PlanDayFacts {
  peak: FocusPeak | null;
  /** Where demanding work went first: the peak, or the morning without one. */
  window: Interval;
  light: { shortNight: boolean; lowEnergy: boolean; asked: boolean; any: boolean };
  stretch: number;
  placedInWindow: boolean;
  windowTaken: boolean;
  breakLeft: boolean;
  split: { title: string; minutes: number; sessions: number[] }[];
}

function lightNotes(input: PlanInput, facts: PlanDayFacts, w: PlanWords): string[] {
  const notes: string[] = [];
  const hours = (h: number) => `${w.figure(h)} h`;
  const { shortNight, lowEnergy, asked } = facts.light;
  if (shortNight) {
    const { hours: slept, targetHours } = input.sleep!;
    notes.push(
      `You slept ${hours(slept)} last night, ${hours(targetHours - slept)} under your ${hours(targetHours)} target, so an hour of the workday stays free.`,
    );
  }
  if (lowEnergy) {
    const said = `You recorded your energy at ${w.figure(input.energy!)}/${w.count(10)} today`;
    notes.push(shortNight ? `${said} too.` : `${said}, so it is a lighter day: an hour of the workday stays free.`);
  }
  if (asked && !shortNight && !lowEnergy) notes.push('A lighter day, as asked: an hour of the workday stays free.');
  return notes;
}

function windowNotes(input: PlanInput, facts: PlanDayFacts, w: PlanWords): string[] {
  const span = (i: Interval) => `${w.time(i.start)}–${w.time(i.end)}`;
  const { peak } = facts;
  if (peak && (facts.placedInWindow || facts.windowTaken)) {
    const why = `You finish most of your focus work ${span(peak.window)} (${w.count(Math.round(peak.share * 100))}% of it over the last ${w.count(FOCUS_HISTORY_WEEKS)} weeks)`;
    return [facts.placedInWindow ? `${why}, so demanding work goes there first.` : `${why}, but that time is already taken today.`];
  }
  if (peak || !facts.placedInWindow) return [];
  const history = input.focusHistory?.length ?? 0;
  const morning = `Demanding work goes in the morning (${span(facts.window)})`;
  if (history === 0) return [`${morning} until your completed focus blocks show the hours you focus best.`];
  if (history < FOCUS_PEAK_MIN_BLOCKS) {
    const needed = `${w.count(FOCUS_PEAK_MIN_BLOCKS)} completed focus blocks in ${w.count(FOCUS_HISTORY_WEEKS)} weeks`;
    return [`${morning} until there are ${needed} to learn your best hours from (you have ${w.count(history)}).`];
  }
  return [`${morning}: your completed focus work is spread over the day.`];
}

function limitNotes(input: PlanInput, w: PlanWords): string[] {
  const limits = input.limits ?? {};
  const notes: string[] = [];
  if (limits.notBefore !== undefined) notes.push(`Nothing starts before ${w.time(limits.notBefore)}, as asked.`);
  if (limits.notAfter !== undefined) notes.push(`Nothing runs past ${w.time(limits.notAfter)}, as asked.`);
  for (const free of limits.keepFree ?? []) notes.push(`${w.time(free.start)}–${w.time(free.end)} stays free, as asked.`);
  return notes;
}

function focusNotes(facts: PlanDayFacts, w: PlanWords): string[] {
  const notes = facts.split.map(
    ({ title, minutes, sessions }) =>
      `“${title}” (${w.count(minutes)} minutes) is split into ${w.count(sessions.length)} sessions of ${sessions.map(w.count).join(', ')} minutes with a break between.`,
  );
  if (facts.breakLeft) {
    const shorter = facts.stretch < FOCUS_STRETCH_MINUTES ? ', shorter than usual on a lighter day' : '';
    notes.push(`A ${w.count(BREAK_MINUTES)}-minute break is left after ${w.count(facts.stretch)} minutes of focus in a row${shorter}.`);
  }
  return notes;
}

/** Every note of a plan, in the order a reader needs them: the kind of day, the limits, where work went, the breaks. */
export function planNotes(input: PlanInput, facts: PlanDayFacts): string[] {
  const w = input.words ?? plainWords;
  return [...lightNotes(input, facts, w), ...limitNotes(input, w), ...windowNotes(input, facts, w), ...focusNotes(facts, w)];
}
