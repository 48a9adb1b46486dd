import type { HalfSegment } from '../../../shared/time-blocks-layout';

/** Where a block sits across its day's column, in percent of the column's width. */
export interface ColumnPlace {
  left: number;
  width: number;
  /** How many blocks it is laid over: later ones are drawn above earlier ones. */
  depth: number;
  /** Alone at its time, it shows its hour before its title; with others, its title comes first. */
  wide: boolean;
}

/**
 * A block that starts at least this long (in hours) after each block it overlaps is laid over them, indented, as
 * calendars do: the earlier titles stay in view above it. Blocks that start closer together share the width.
 */
const LAY_OVER_AFTER = 0.5;
const INDENT_PERCENT = 20;
const MAX_INDENT_PERCENT = 60;

/**
 * The places of one day's segments (in start order, as `segmentsForDay` gives them) in a narrow column: a group of
 * overlapping blocks that start at least half an hour apart is stacked, each later one indented over the ones still
 * running; any other group is split side by side into the lanes it was given.
 */
export function placeInColumn<T>(segments: readonly HalfSegment<T>[]): ColumnPlace[] {
  const places: ColumnPlace[] = [];
  let from = 0;
  while (from < segments.length) {
    let end = segments[from]!.start + segments[from]!.span;
    let to = from + 1;
    for (; to < segments.length && segments[to]!.start < end; to++) end = Math.max(end, segments[to]!.start + segments[to]!.span);
    places.push(...placeGroup(segments.slice(from, to)));
    from = to;
  }
  return places;
}

function placeGroup<T>(group: readonly HalfSegment<T>[]): ColumnPlace[] {
  const under = group.map((segment, i) => group.slice(0, i).filter((earlier) => earlier.start + earlier.span > segment.start));
  const stacked = group.every((segment, i) => under[i]!.every((earlier) => segment.start - earlier.start >= LAY_OVER_AFTER));
  return group.map((segment, i) => {
    if (!stacked) return { left: (segment.lane / segment.lanes) * 100, width: 100 / segment.lanes, depth: 0, wide: segment.lanes === 1 };
    const left = Math.min(under[i]!.length * INDENT_PERCENT, MAX_INDENT_PERCENT);
    return { left, width: 100 - left, depth: under[i]!.length, wide: group.length === 1 };
  });
}
