import { addDays, format, parseISO, startOfWeek } from 'date-fns';
import { TIME_BLOCK_CATEGORIES, type TimeBlockCategory } from './schemas/time-blocks.js';

export const HOURS_PER_HALF = 12;
export const HOURS_PER_DAY = 24;
export type DayHalf = 'AM' | 'PM';
export const DAY_HALVES: readonly DayHalf[] = ['AM', 'PM'];

interface BlockLike {
  hour: number;
  duration: number;
  category: TimeBlockCategory;
}

/** 0 → "12 AM", 13 → "1 PM", 24 → "12 AM" (midnight at the end of the day). */
export function formatHour12(hour: number): string {
  const h = ((hour % HOURS_PER_DAY) + HOURS_PER_DAY) % HOURS_PER_DAY;
  const clock = h % HOURS_PER_HALF === 0 ? 12 : h % HOURS_PER_HALF;
  return `${clock} ${h < HOURS_PER_HALF ? 'AM' : 'PM'}`;
}

/** The hour a block ends, clipped at midnight: a block never runs into the next day. */
export function blockEnd(block: Pick<BlockLike, 'hour' | 'duration'>): number {
  return Math.min(block.hour + block.duration, HOURS_PER_DAY);
}

export function formatBlockTime(block: Pick<BlockLike, 'hour' | 'duration'>): string {
  return `${formatHour12(block.hour)} – ${formatHour12(blockEnd(block))}`;
}

export function halfOf(hour: number): DayHalf {
  return hour < HOURS_PER_HALF ? 'AM' : 'PM';
}

export interface HalfSegment<T> {
  block: T;
  /** First row (0–11) of the half the segment covers. */
  start: number;
  /** Rows covered (at least 1). */
  span: number;
  /** True when the block started in the AM half and runs on past noon. */
  continued: boolean;
  lane: number;
  lanes: number;
}

/**
 * The pieces of the day's blocks that fall in one half, with side-by-side lanes for overlapping blocks.
 * A block that crosses noon appears in both halves (the PM piece is `continued`); past midnight it is clipped.
 */
export function segmentsForHalf<T extends BlockLike>(blocks: readonly T[], half: DayHalf): HalfSegment<T>[] {
  const offset = half === 'AM' ? 0 : HOURS_PER_HALF;
  const pieces = blocks
    .map((block) => {
      const from = Math.max(block.hour, offset);
      const to = Math.min(blockEnd(block), offset + HOURS_PER_HALF);
      return { block, start: from - offset, span: to - from, continued: block.hour < offset };
    })
    .filter((p) => p.span > 0)
    .sort((a, b) => a.start - b.start || b.span - a.span);

  // Greedy lane assignment within clusters of mutually overlapping pieces.
  const result: HalfSegment<T>[] = [];
  let cluster: HalfSegment<T>[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    for (const seg of cluster) seg.lanes = laneEnds.length;
    result.push(...cluster);
    cluster = [];
    laneEnds = [];
  };
  for (const piece of pieces) {
    if (piece.start >= clusterEnd) closeCluster();
    let lane = laneEnds.findIndex((end) => end <= piece.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(0);
    }
    laneEnds[lane] = piece.start + piece.span;
    clusterEnd = Math.max(clusterEnd, piece.start + piece.span);
    cluster.push({ ...piece, lane, lanes: 1 });
  }
  closeCluster();
  return result;
}

/** Distinct hours of the day covered by at least one block. */
export function hoursBlocked(blocks: readonly Pick<BlockLike, 'hour' | 'duration'>[]): number {
  const covered = new Set<number>();
  for (const block of blocks) for (let h = block.hour; h < blockEnd(block); h++) covered.add(h);
  return covered.size;
}

/** Hours per category (each block's hours clipped at midnight). */
export function hoursByCategory(blocks: readonly BlockLike[]): Record<TimeBlockCategory, number> {
  const totals = Object.fromEntries(TIME_BLOCK_CATEGORIES.map((c) => [c, 0])) as Record<TimeBlockCategory, number>;
  for (const block of blocks) totals[block.category] += blockEnd(block) - block.hour;
  return totals;
}

/** Monday to Sunday of the week that contains `date` (yyyy-MM-dd). */
export function weekOf(date: string): { from: string; to: string; days: string[] } {
  const monday = startOfWeek(parseISO(date), { weekStartsOn: 1 });
  const days = Array.from({ length: 7 }, (_, i) => format(addDays(monday, i), 'yyyy-MM-dd'));
  return { from: days[0]!, to: days[6]!, days };
}
