import { shiftDate } from './dates.js';
import type { Formatter } from './format.js';
import { MINUTE_STEP, startMinute, TIME_BLOCK_CATEGORIES, type TimeBlockCategory } from './time-block-constants.js';

export const HOURS_PER_HALF = 12;
export const HOURS_PER_DAY = 24;
export type DayHalf = 'AM' | 'PM';
export const DAY_HALVES: readonly DayHalf[] = ['AM', 'PM'];

interface BlockLike {
  date: string;
  hour: number;
  /** Minutes past the hour (0 when left out). */
  minute?: number;
  /** The length in hours, a whole number of 5-minute steps. */
  duration: number;
  /** The length in minutes, read before `duration` when the block has it. */
  durationMinutes?: number;
  category: TimeBlockCategory;
}
type Timed = Pick<BlockLike, 'date' | 'hour' | 'minute' | 'duration' | 'durationMinutes'>;
type Span = Pick<BlockLike, 'hour' | 'minute' | 'duration' | 'durationMinutes'>;

const MINUTES_PER_DAY = HOURS_PER_DAY * 60;

/** A block's length in whole minutes. */
export const lengthMinutes = (block: Pick<BlockLike, 'duration' | 'durationMinutes'>) => block.durationMinutes ?? Math.round(block.duration * 60);

/** The time a block starts in hours from its date's midnight: 9.5 is 9:30. */
export function blockStart(block: Pick<BlockLike, 'hour' | 'minute'>): number {
  return startMinute(block) / 60;
}

/** A length in words: "45 minutes", "1 hour", "1 hour 30 minutes". */
export function lengthText(minutes: number): string {
  const [hours, rest] = [Math.floor(minutes / 60), minutes % 60];
  const parts = [hours ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '', rest || !hours ? `${rest} ${rest === 1 ? 'minute' : 'minutes'}` : ''];
  return parts.filter(Boolean).join(' ');
}

/** The minute a block ends, counted from the midnight that starts its own date: 1560 is 2 AM on the next day. */
export function blockEndMinute(block: Span): number {
  return startMinute(block) + lengthMinutes(block);
}

/** The time a block ends in hours from the midnight that starts its own date: 26 is 2 AM on the next day, 9.5 is 9:30. */
export function blockEnd(block: Span): number {
  return blockEndMinute(block) / 60;
}

/** "11 PM – 2 AM", "9:30 – 9:45 AM": a block's whole time, whichever day it ends on. */
export function formatBlockTime(block: Span, format: Pick<Formatter, 'hourRange'>): string {
  return format.hourRange(blockStart(block), blockEnd(block));
}

/** The part of a block that falls on one day, in hours of that day (0–24; 9.5 is 9:30). */
export interface DayPiece<T> {
  block: T;
  date: string;
  start: number;
  end: number;
  /** The block started on an earlier day. */
  continued: boolean;
  /** The block runs on past this day's midnight. */
  continues: boolean;
}

/** A block cut at each midnight it crosses: one piece per day it covers. */
export function blockPieces<T extends Timed>(block: T): DayPiece<T>[] {
  const pieces: DayPiece<T>[] = [];
  const end = blockEndMinute(block);
  for (let day = 0, from = startMinute(block); from < end; day++, from = day * MINUTES_PER_DAY) {
    const to = Math.min(end, (day + 1) * MINUTES_PER_DAY);
    pieces.push({
      block,
      date: day === 0 ? block.date : shiftDate(block.date, day),
      start: (from - day * MINUTES_PER_DAY) / 60,
      end: (to - day * MINUTES_PER_DAY) / 60,
      continued: day > 0,
      continues: to < end,
    });
  }
  return pieces;
}

/**
 * The pieces of `blocks` that fall on `date`, in start order: that day's blocks and the parts of earlier days'
 * blocks that run past midnight into it. Pass the blocks of the day before too (a block lasts at most 12 hours).
 */
export function piecesOn<T extends Timed>(blocks: readonly T[], date: string): DayPiece<T>[] {
  return blocks
    .filter((b) => b.date <= date)
    .flatMap((b) => blockPieces(b).filter((p) => p.date === date))
    .sort((a, b) => a.start - b.start || b.end - a.end);
}

/** The blocks that cover any hour of `date`, in start order on that day: its own and the day before's that run into it. */
export function blocksOn<T extends Timed>(blocks: readonly T[], date: string): T[] {
  return piecesOn(blocks, date).map((p) => p.block);
}

/** Hours of `date` covered by at least one block (overlaps counted once, in 5-minute steps), midnight-crossing blocks included. */
export function hoursBlocked(blocks: readonly Timed[], date: string): number {
  const covered = new Set<number>();
  for (const piece of piecesOn(blocks, date)) {
    const [from, to] = [Math.round(piece.start * 60), Math.round(piece.end * 60)];
    for (let m = from; m < to; m += MINUTE_STEP) covered.add(m);
  }
  return (covered.size * MINUTE_STEP) / 60;
}

/** Hours of `date` per category: each block's hours that fall on that day. */
export function hoursByCategory(blocks: readonly BlockLike[], date: string): Record<TimeBlockCategory, number> {
  const totals = Object.fromEntries(TIME_BLOCK_CATEGORIES.map((c) => [c, 0])) as Record<TimeBlockCategory, number>;
  const minutes = Object.fromEntries(TIME_BLOCK_CATEGORIES.map((c) => [c, 0])) as Record<TimeBlockCategory, number>;
  for (const piece of piecesOn(blocks, date)) minutes[piece.block.category] += Math.round((piece.end - piece.start) * 60);
  for (const c of TIME_BLOCK_CATEGORIES) totals[c] = minutes[c] / 60;
  return totals;
}

export function halfOf(hour: number): DayHalf {
  return hour < HOURS_PER_HALF ? 'AM' : 'PM';
}

export interface HalfSegment<T> {
  block: T;
  /** Where the segment starts, in hours from the top of its half (0–12) or day (0–24). */
  start: number;
  /** Hours covered. */
  span: number;
  /** True when the block began before this half: earlier in the day, or on the day before. */
  continued: boolean;
  /** True when the block began on the day before (it ran past midnight). */
  fromPreviousDay: boolean;
}

/**
 * The parts of one day's pieces (see piecesOn) that fall in one half, in start order. A block that crosses noon
 * appears in both halves (the PM part is `continued`); one that crosses midnight appears on the next day as well
 * (`fromPreviousDay`).
 */
export function segmentsForHalf<T>(pieces: readonly DayPiece<T>[], half: DayHalf): HalfSegment<T>[] {
  return segmentsWithin(pieces, half === 'AM' ? 0 : HOURS_PER_HALF, HOURS_PER_HALF);
}

/** The whole day's pieces as segments of one 24-hour column (the week view). */
export function segmentsForDay<T>(pieces: readonly DayPiece<T>[]): HalfSegment<T>[] {
  return segmentsWithin(pieces, 0, HOURS_PER_DAY);
}

function segmentsWithin<T>(pieces: readonly DayPiece<T>[], offset: number, length: number): HalfSegment<T>[] {
  return pieces
    .map((piece) => {
      const from = Math.max(piece.start, offset);
      const to = Math.min(piece.end, offset + length);
      return {
        block: piece.block,
        start: from - offset,
        span: to - from,
        continued: piece.continued || piece.start < offset,
        fromPreviousDay: piece.continued,
      };
    })
    .filter((p) => p.span > 0)
    .sort((a, b) => a.start - b.start || b.span - a.span);
}

/**
 * For each block with a piece on `date`, the other blocks whose time on that day intersects its own, in start order.
 * Keys come from `key` (a series' occurrences share an id, so the key should tell them apart).
 */
export function overlapsOn<T extends Timed>(blocks: readonly T[], date: string, key: (block: T) => string): Map<string, T[]> {
  const pieces = piecesOn(blocks, date);
  const result = new Map<string, T[]>();
  for (const a of pieces) {
    const others = pieces.filter((b) => b !== a && key(b.block) !== key(a.block) && a.start < b.end && b.start < a.end).map((b) => b.block);
    if (others.length > 0) result.set(key(a.block), others);
  }
  return result;
}

/** `count` days in a row from `date` (yyyy-MM-dd). */
export function daysFrom(date: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => shiftDate(date, i));
}
