import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnsThatFit, layoutColumn, type ColumnEntry, type ColumnLayout, type ColumnOptions } from './time-blocks-columns';

const EPS = 1e-9;
/** A line of text (22 px) at 48 px an hour. */
const LINE = 22 / 48;
const OPTIONS: ColumnOptions = { minSpan: LINE, maxColumns: 3, stackAfter: 0.5 };

const at = (hour: number, minute: number, minutes: number, item = `${hour}:${minute}`): ColumnEntry<string> => ({
  item,
  start: hour + minute / 60,
  span: minutes / 60,
});

type Box = { top: number; height: number; left: number; width: number };
const intersects = (a: Box, b: Box) =>
  a.top < b.top + b.height - EPS && b.top < a.top + a.height - EPS && a.left < b.left + b.width - EPS && b.left < a.left + a.width - EPS;

const byItem = <T>(layout: ColumnLayout<T>, item: T) => layout.placed.find((p) => p.item === item)!;

describe('layoutColumn: examples', () => {
  it('stands three blocks that meet side by side, each a third of the width', () => {
    const layout = layoutColumn([at(11, 0, 45, 'design'), at(11, 0, 30, 'hiring'), at(11, 15, 30, 'budget')], OPTIONS);
    expect(layout.folded).toEqual([]);
    expect(['design', 'hiring', 'budget'].map((item) => [byItem(layout, item).left, byItem(layout, item).width])).toEqual([
      [0, 1 / 3],
      [1 / 3, 1 / 3],
      [2 / 3, 1 / 3],
    ]);
  });

  it('folds what does not fit into "+N" in the last column that fits', () => {
    const layout = layoutColumn([at(11, 0, 45, 'design'), at(11, 0, 30, 'hiring'), at(11, 15, 30, 'budget')], { ...OPTIONS, maxColumns: 2 });
    expect(layout.placed.map((p) => [p.item, p.left, p.width])).toEqual([['design', 0, 0.5]]);
    expect(layout.folded).toEqual([{ items: [at(11, 0, 30, 'hiring'), at(11, 15, 30, 'budget')], top: 11, height: 0.75, left: 0.5, width: 0.5 }]);
  });

  it('draws a 5-minute block a line tall, and puts a block that starts under that line beside it', () => {
    const layout = layoutColumn([at(13, 0, 5, 'vitamins'), at(13, 15, 45, 'lunch')], OPTIONS);
    expect(byItem(layout, 'vitamins')).toMatchObject({ top: 13, height: LINE, left: 0, width: 0.5 });
    expect(byItem(layout, 'lunch')).toMatchObject({ top: 13.25, height: 0.75, left: 0.5, width: 0.5 });
  });

  it('gives a 15-minute block its whole width when the next block starts after its line', () => {
    const layout = layoutColumn([at(9, 0, 15, 'standup'), at(9, 30, 90, 'write')], OPTIONS);
    expect(layout.placed.map((p) => [p.item, p.left, p.width, p.depth])).toEqual([
      ['standup', 0, 1, 0],
      ['write', 0, 1, 0],
    ]);
  });

  it('lays a block that starts well after those it meets over them, indented, one level deeper each', () => {
    const layout = layoutColumn([at(9, 0, 180, 'deep'), at(10, 0, 120, 'vendor'), at(10, 30, 60, 'lunch')], OPTIONS);
    expect(layout.placed.map((p) => [p.item, p.left, p.depth, p.clear])).toEqual([
      ['deep', 0, 0, 1],
      ['vendor', 0.2, 1, 0.5],
      ['lunch', 0.4, 2, 1],
    ]);
  });

  it('widens a block into the columns beside it that stay free for its whole time', () => {
    const layout = layoutColumn([at(9, 0, 180, 'long'), at(9, 0, 60, 'one'), at(9, 0, 30, 'short'), at(10, 30, 30, 'later')], OPTIONS);
    expect(byItem(layout, 'later')).toMatchObject({ left: 1 / 3, width: 2 / 3 });
    expect(byItem(layout, 'short')).toMatchObject({ left: 2 / 3, width: 1 / 3 });
  });

  it('fits at most three columns, and never fewer than one', () => {
    expect([columnsThatFit(552, 64), columnsThatFit(106, 48), columnsThatFit(40, 48)]).toEqual([3, 2, 1]);
  });
});

/** A day's entries in 5-minute steps: from a few to many, short and long, often meeting. */
const dayEntries = fc
  .array(fc.record({ start: fc.integer({ min: 0, max: 24 * 12 - 1 }), length: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 48 })) }), {
    maxLength: 30,
  })
  .map((drafts) => drafts.map(({ start, length }, i): ColumnEntry<number> => ({ item: i, start: start / 12, span: length / 12 })));

const options = fc
  .record({ hourPx: fc.constantFrom(32, 40, 48, 64, 96), maxColumns: fc.integer({ min: 1, max: 3 }) })
  .map(({ hourPx, maxColumns }): ColumnOptions => ({ minSpan: 22 / hourPx, maxColumns, stackAfter: Math.max(0.5, 24 / hourPx) }));

/** The most drawn boxes that meet at one instant. */
function mostAtOnce(entries: ColumnEntry<number>[], minSpan: number): number {
  const edges = entries.flatMap((e) => [
    [e.start, 1],
    [e.start + Math.max(e.span, minSpan), -1],
  ]);
  edges.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  let now = 0;
  let most = 0;
  for (const [, step] of edges) most = Math.max(most, (now += step!));
  return most;
}

describe('layoutColumn over generated days', () => {
  it('places or folds every block exactly once, at its start, at least a line tall', () => {
    fc.assert(
      fc.property(dayEntries, options, (entries, opts) => {
        const layout = layoutColumn(entries, opts);
        const seen = [...layout.placed.map((p) => p.item), ...layout.folded.flatMap((f) => f.items.map((e) => e.item))].sort((a, b) => a - b);
        expect(seen).toEqual(entries.map((e) => e.item));
        for (const p of layout.placed) {
          const entry = entries[p.item]!;
          expect(p.top).toBe(entry.start);
          expect(p.height).toBeCloseTo(Math.max(entry.span, opts.minSpan), 9);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('keeps every block and "+N" within the column, at least a column wide', () => {
    fc.assert(
      fc.property(dayEntries, options, (entries, opts) => {
        const layout = layoutColumn(entries, opts);
        for (const box of [...layout.placed, ...layout.folded]) {
          expect(box.left).toBeGreaterThanOrEqual(-EPS);
          expect(box.left + box.width).toBeLessThanOrEqual(1 + EPS);
          expect(box.width).toBeGreaterThanOrEqual(1 / opts.maxColumns - EPS);
        }
        for (const fold of layout.folded) expect(fold.height).toBeGreaterThanOrEqual(opts.minSpan - EPS);
      }),
      { numRuns: 400 },
    );
  });

  it('never covers a block with one of its own depth, a title line with a block laid over it, or a block with "+N"', () => {
    fc.assert(
      fc.property(dayEntries, options, (entries, opts) => {
        const { placed, folded } = layoutColumn(entries, opts);
        for (const a of placed) {
          const titleLine = { ...a, height: opts.minSpan };
          // What a block's words may fill is not covered by any block laid over it.
          const words = { ...a, height: a.clear };
          expect(a.clear).toBeGreaterThanOrEqual(opts.minSpan - EPS);
          for (const b of placed) {
            if (a === b) continue;
            if (a.depth === b.depth) expect(intersects(a, b)).toBe(false);
            if (b.depth > a.depth) expect(intersects(titleLine, b) || intersects(words, b)).toBe(false);
          }
          for (const fold of folded) expect(intersects(a, fold)).toBe(false);
        }
        for (const f of folded) for (const g of folded) if (f !== g) expect(intersects(f, g)).toBe(false);
      }),
      { numRuns: 400 },
    );
  });

  it('folds nothing when no more blocks meet at once than the columns that fit', () => {
    fc.assert(
      fc.property(dayEntries, options, (entries, opts) => {
        const layout = layoutColumn(entries, opts);
        if (mostAtOnce(entries, opts.minSpan) <= opts.maxColumns) expect(layout.folded).toEqual([]);
        else expect(layout.folded.length + layout.placed.filter((p) => p.depth > 0).length).toBeGreaterThan(0);
      }),
      { numRuns: 400 },
    );
  });
});
