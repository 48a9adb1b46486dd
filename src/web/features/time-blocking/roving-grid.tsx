import { createContext, useContext, useLayoutEffect, useRef, useState, type FocusEvent, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A composite widget with one Tab stop (WAI-ARIA APG "roving tabindex"): the arrow keys move between its controls,
 * in groups: rows (an hour, a block) whose controls go left to right, or columns (a day) whose controls go top to
 * bottom. When the focused control goes away (a block
 * deleted, or drawn again somewhere else), focus goes to the control of the same key or to its nearest neighbour.
 */
const ITEM = '[data-roving-key]';
const GRID_KEYS = new Set(['ArrowDown', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

interface Roving {
  active: string | null;
  focused: (el: HTMLElement) => void;
}
const RovingContext = createContext<Roving | null>(null);

export interface RovingPlace {
  /** Stable while the control stands for the same thing, even when it is drawn again elsewhere. */
  key: string;
  /** The row or column it belongs to, and where that group sorts (minutes from midnight, a day's place). */
  group: string;
  order: number;
  /** Where Tab lands first when nothing in the grid was focused yet: the lowest wins (blocks 1, an hour 2). */
  preferred?: number;
}

/** Props that make a control one cell of the enclosing grid; outside a grid, none. */
export function useRovingItem({ key, group, order, preferred }: RovingPlace) {
  const roving = useContext(RovingContext);
  if (!roving) return {};
  return {
    tabIndex: roving.active === key ? 0 : -1,
    'data-roving-key': key,
    'data-roving-group': group,
    'data-roving-order': order,
    'data-roving-preferred': preferred,
    onFocus: (e: FocusEvent<HTMLElement>) => roving.focused(e.currentTarget),
  };
}

/** The grid's controls, group by group in order, each group in document order. */
export function gridGroups(container: HTMLElement): HTMLElement[][] {
  const groups = new Map<string, { order: number; index: number; items: HTMLElement[] }>();
  Array.from(container.querySelectorAll<HTMLElement>(ITEM)).forEach((el, index) => {
    if (el.closest('[aria-hidden="true"]')) return;
    const id = el.dataset.rovingGroup ?? '';
    const group = groups.get(id) ?? { order: Number(el.dataset.rovingOrder), index, items: [] };
    group.items.push(el);
    groups.set(id, group);
  });
  return [...groups.values()].sort((a, b) => a.order - b.order || a.index - b.index).map((g) => g.items);
}

export type Orientation = 'rows' | 'columns';

/** The control of a neighbouring column nearest in height to `current` (the block at about the same time). */
function nearest(items: HTMLElement[] | undefined, current: HTMLElement): HTMLElement | undefined {
  const top = current.getBoundingClientRect().top;
  return items?.reduce((best, el) => (Math.abs(el.getBoundingClientRect().top - top) < Math.abs(best.getBoundingClientRect().top - top) ? el : best));
}

/** Where an arrow key (or Home, End) goes from `current`. */
export function gridTarget(groups: HTMLElement[][], current: HTMLElement, key: string, orientation: Orientation = 'rows'): HTMLElement | undefined {
  const g = groups.findIndex((group) => group.includes(current));
  if (g < 0) return undefined;
  const i = groups[g].indexOf(current);
  const [nextGroup, prevGroup, nextItem, prevItem] =
    orientation === 'rows' ? ['ArrowDown', 'ArrowUp', 'ArrowRight', 'ArrowLeft'] : ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'];
  if (key === nextGroup) return orientation === 'rows' ? groups[g + 1]?.[0] : nearest(groups[g + 1], current);
  if (key === prevGroup) return orientation === 'rows' ? groups[g - 1]?.[0] : nearest(groups[g - 1], current);
  if (key === nextItem) return groups[g][i + 1];
  if (key === prevItem) return groups[g][i - 1];
  if (key === 'Home') return orientation === 'rows' ? groups[0]?.[0] : groups[g][0];
  if (key === 'End') return orientation === 'rows' ? groups.at(-1)?.[0] : groups[g].at(-1);
  return undefined;
}

const orderOf = (el: HTMLElement) => Number(el.dataset.rovingOrder);
const preferenceOf = (el: HTMLElement) => Number(el.dataset.rovingPreferred ?? Infinity);

/** The control that takes the place of one that went away: the same key, else the next block, the one before, the hour. */
function replacement(items: HTMLElement[], gone: { key: string; order: number } | null): HTMLElement | undefined {
  if (gone) {
    const same = items.find((el) => el.dataset.rovingKey === gone.key);
    if (same) return same;
    const blocks = items.filter((el) => preferenceOf(el) === 1);
    const next = blocks.find((el) => orderOf(el) >= gone.order) ?? blocks.filter((el) => orderOf(el) < gone.order).at(-1);
    if (next) return next;
    const before = items.filter((el) => orderOf(el) <= gone.order).at(-1);
    if (before) return before;
  }
  return [...items].sort((a, b) => preferenceOf(a) - preferenceOf(b))[0];
}

/** The composite itself: one Tab stop among its controls, arrows between them, focus kept when its control is redrawn. */
export function RovingGrid({
  label,
  description,
  orientation = 'rows',
  className,
  children,
  ...rest
}: {
  label: string;
  description: string;
  orientation?: Orientation;
  className?: string;
  children: ReactNode;
} & Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'onKeyDown'>) {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<string | null>(null);
  const last = useRef<{ el: HTMLElement; key: string; order: number } | null>(null);
  const focused = (el: HTMLElement) => {
    last.current = { el, key: el.dataset.rovingKey!, order: orderOf(el) };
    setActive(last.current.key);
  };

  // The controls come and go with the children (blocks loaded, moved, deleted): check again whenever they change.
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    const items = gridGroups(container).flat();
    const gone = last.current && !last.current.el.isConnected ? last.current : null;
    if (!gone && items.some((el) => el.dataset.rovingKey === active)) return;
    const next = replacement(items, gone);
    if (!next) return;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (gone && focusLost) {
      next.focus();
      return;
    }
    last.current = null;
    setActive(next.dataset.rovingKey!);
  }, [children, active]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || !ref.current) return;
    const current = e.target as HTMLElement;
    if (!current.matches(ITEM)) return;
    if (!GRID_KEYS.has(e.key)) return;
    // An arrow at the grid's edge stays in the grid rather than reaching the page's own shortcuts.
    e.preventDefault();
    gridTarget(gridGroups(ref.current), current, e.key, orientation)?.focus();
  };

  const hintId = `${label.replace(/\W+/g, '-').toLowerCase()}-keys`;
  return (
    <RovingContext.Provider value={{ active, focused }}>
      <div ref={ref} role="group" aria-label={label} aria-describedby={hintId} onKeyDown={onKeyDown} className={className} {...rest}>
        <p id={hintId} className="sr-only">
          {description}
        </p>
        {children}
      </div>
    </RovingContext.Provider>
  );
}

/** Controls drawn outside the grid's own order (a popover opened from it): each is a Tab stop of its own again. */
export function OutsideGrid({ children }: { children: ReactNode }) {
  return <RovingContext.Provider value={null}>{children}</RovingContext.Provider>;
}
