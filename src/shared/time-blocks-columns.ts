/**
 * Where the blocks of one grid column (a day, or a half of one) are drawn, as calendars lay them out: every block at
 * least a line tall, blocks that would touch side by side in columns, a block that starts well after those it
 * overlaps laid over them indented, and what does not fit folded into "+N".
 */

/** A block's time in the column, in hours from the column's top (9.5 is half past nine on a day's column). */
export interface ColumnEntry<T> {
  item: T;
  start: number;
  /** The block's real length in hours. */
  span: number;
}

export interface ColumnOptions {
  /** The least height a block is drawn at, in hours: a line of text at the zoom shown. */
  minSpan: number;
  /** How many blocks fit side by side, each still wide enough to read (at least 1). */
  maxColumns: number;
  /** A block that starts at least this long (hours) after every block it meets may be laid over them, indented. */
  stackAfter: number;
}

/** A block's box: top and height in hours, left and width as fractions of the column's width. */
export interface PlacedEntry<T> extends ColumnEntry<T> {
  top: number;
  height: number;
  left: number;
  width: number;
  /** How many blocks it is laid over: a block of greater depth is drawn above those of lesser depth. */
  depth: number;
  /** How much of it, from its top, no block laid over it covers (hours): where its words fit. */
  clear: number;
}

/** Blocks folded away where too many meet: "+N" drawn in their place, which opens them. */
export interface FoldedEntries<T> {
  items: ColumnEntry<T>[];
  top: number;
  height: number;
  left: number;
  width: number;
}

export interface ColumnLayout<T> {
  placed: PlacedEntry<T>[];
  folded: FoldedEntries<T>[];
}

/** Each level of laying over moves a block this far in (a fraction of the column's width). */
export const INDENT_STEP = 0.2;

type Drawn<T> = ColumnEntry<T> & { top: number; height: number; bottom: number };

const meets = (a: { top: number; bottom: number }, b: { top: number; bottom: number }) => a.top < b.bottom && b.top < a.bottom;

/** The entries as drawn (at least `minSpan` tall), in start order, the longer first at the same start. */
function drawnOf<T>(entries: readonly ColumnEntry<T>[], minSpan: number): Drawn<T>[] {
  return entries
    .map((entry) => {
      const height = Math.max(entry.span, minSpan);
      return { ...entry, top: entry.start, height, bottom: entry.start + height };
    })
    .sort((a, b) => a.top - b.top || b.span - a.span);
}

/** Runs of entries whose drawn boxes meet one another, directly or through others. */
function clustersOf<T>(drawn: Drawn<T>[]): Drawn<T>[][] {
  const clusters: Drawn<T>[][] = [];
  let bottom = -Infinity;
  for (const entry of drawn) {
    if (entry.top >= bottom) clusters.push([]);
    clusters.at(-1)!.push(entry);
    bottom = Math.max(bottom, entry.bottom);
  }
  return clusters;
}

/**
 * Laid over one another when each starts at least `stackAfter` after every earlier one it meets, and the deepest is
 * still as wide as a column: every title line stays in view. Null when the cluster must stand side by side.
 */
function stacked<T>(cluster: Drawn<T>[], { stackAfter, maxColumns }: ColumnOptions): PlacedEntry<T>[] | null {
  const maxDepth = Math.floor((1 - 1 / maxColumns) / INDENT_STEP + 1e-9);
  const depths: number[] = [];
  for (const [i, entry] of cluster.entries()) {
    const under = cluster.slice(0, i).filter((earlier) => meets(earlier, entry));
    if (under.some((earlier) => entry.top - earlier.top < stackAfter)) return null;
    depths.push(under.length === 0 ? 0 : Math.max(...under.map((earlier) => depths[cluster.indexOf(earlier)]!)) + 1);
  }
  if (Math.max(...depths) > maxDepth) return null;
  return cluster.map(({ bottom: _bottom, ...entry }, i) => {
    const left = depths[i]! * INDENT_STEP;
    const over = cluster.slice(i + 1).filter((later, j) => depths[i + 1 + j]! > depths[i]! && meets(later, cluster[i]!));
    const clear = Math.min(entry.height, ...over.map((later) => later.top - entry.top));
    return { ...entry, left, width: 1 - left, depth: depths[i]!, clear };
  });
}

/** Each entry in the first column free at its start, as calendars fill them. */
function columnsOf<T>(cluster: Drawn<T>[]): number[] {
  const ends: number[] = [];
  return cluster.map((entry) => {
    let column = ends.findIndex((end) => end <= entry.top);
    if (column === -1) column = ends.push(0) - 1;
    ends[column] = entry.bottom;
    return column;
  });
}

/** Groups of folded entries whose boxes meet, each drawn as one "+N". */
function foldedGroups<T>(hidden: Drawn<T>[], column: number, columns: number): FoldedEntries<T>[] {
  const groups: FoldedEntries<T>[] = [];
  let bottom = -Infinity;
  for (const { top, height: _height, bottom: end, ...entry } of hidden) {
    if (top >= bottom) groups.push({ items: [], top, height: 0, left: column / columns, width: 1 / columns });
    const group = groups.at(-1)!;
    group.items.push(entry);
    bottom = Math.max(bottom, end);
    group.height = bottom - group.top;
  }
  return groups;
}

/** Side by side: at most `maxColumns` columns; beyond them, the last column shows "+N" where entries are folded. */
function sideBySide<T>(cluster: Drawn<T>[], maxColumns: number): ColumnLayout<T> {
  const column = columnsOf(cluster);
  const needed = Math.max(...column) + 1;
  const columns = Math.min(needed, maxColumns);
  const last = columns - 1;
  const beyond = cluster.filter((_, i) => column[i]! > last);
  const shown = cluster.filter((entry, i) => column[i]! < last || (column[i] === last && !beyond.some((b) => meets(b, entry))));
  const folded = foldedGroups(
    cluster.filter((entry) => !shown.includes(entry)),
    last,
    columns,
  );
  // What each column holds, to let a block widen into the columns beside it that are free for its whole time.
  const taken = (c: number, box: Drawn<T>) =>
    shown.some((other) => other !== box && column[cluster.indexOf(other)] === c && meets(other, box)) ||
    (c === last && folded.some((group) => meets({ top: group.top, bottom: group.top + group.height }, box)));
  const placed = shown.map((entry) => {
    const from = column[cluster.indexOf(entry)]!;
    let to = from + 1;
    while (to < columns && !taken(to, entry)) to++;
    const { bottom: _bottom, ...rest } = entry;
    return { ...rest, left: from / columns, width: (to - from) / columns, depth: 0, clear: rest.height };
  });
  return { placed, folded };
}

/** The boxes of one column's entries (see the module's comment); every entry is placed or folded, once. */
export function layoutColumn<T>(entries: readonly ColumnEntry<T>[], options: ColumnOptions): ColumnLayout<T> {
  const layout: ColumnLayout<T> = { placed: [], folded: [] };
  const maxColumns = Math.max(1, Math.floor(options.maxColumns));
  for (const cluster of clustersOf(drawnOf(entries, options.minSpan))) {
    const over = cluster.length > 1 ? stacked(cluster, { ...options, maxColumns }) : null;
    if (over) {
      layout.placed.push(...over);
      continue;
    }
    const { placed, folded } = sideBySide(cluster, maxColumns);
    layout.placed.push(...placed);
    layout.folded.push(...folded);
  }
  return layout;
}

/** How many blocks fit side by side in a column `widthPx` wide: at most three, each at least `minPx` wide. */
export function columnsThatFit(widthPx: number, minPx: number): number {
  return Math.min(3, Math.max(1, Math.floor(widthPx / minPx)));
}

/** Every block is drawn at least this tall (CSS pixels): one line with its start time and title. */
export const MIN_BLOCK_PX = 22;
/** A block's column is at least this wide (CSS pixels): enough for a first word. */
export const MIN_COLUMN_PX = 48;
/** The heights of an hour the planner zooms through, in CSS pixels. */
export const HOUR_HEIGHTS = [32, 40, 48, 64, 80, 96, 128] as const;
export const DEFAULT_HOUR_PX = 48;

/**
 * The layout options of a column `widthPx` wide at `hourPx` an hour: blocks a line tall, as many side by side as
 * stay readable, and laid over another only when it starts below that one's title line (and half an hour on).
 */
export function columnOptions(hourPx: number, widthPx: number): ColumnOptions {
  return { minSpan: MIN_BLOCK_PX / hourPx, maxColumns: columnsThatFit(widthPx, MIN_COLUMN_PX), stackAfter: Math.max(0.5, (MIN_BLOCK_PX + 2) / hourPx) };
}
