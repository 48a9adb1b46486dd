import { useState } from 'react';

/**
 * The order to show ids in: `previous` stays as it is, and each id new in `current` goes just before the next id
 * (in `current`'s order) already placed. Ids missing from `current` keep their slot, so an item that comes back
 * (Undo) returns to where it was.
 */
export function mergeOrder(previous: readonly string[], current: readonly string[]): string[] {
  const placed = new Set(previous);
  const order = [...previous];
  current.forEach((id, index) => {
    if (placed.has(id)) return;
    const next = current.slice(index + 1).find((other) => placed.has(other));
    order.splice(next === undefined ? order.length : order.indexOf(next), 0, id);
    placed.add(id);
  });
  return order;
}

const sameOrder = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The order a list was first shown in while the component stays mounted (or until `resetKey` changes, as when the
 * user picks another sort): an update (a new last contact) never moves an item from under the pointer. Each slot
 * is an id and its item, or no item when it has gone from `items`, so a screen can hold its place (a deleted card's
 * Undo) or skip it.
 */
export function useStableSlots<T extends { id: string }>(items: readonly T[] | undefined, resetKey = ''): { id: string; item?: T }[] | undefined {
  const [state, setState] = useState<{ key: string; order: string[] }>({ key: resetKey, order: [] });
  if (!items) return undefined;
  const previous = state.key === resetKey ? state.order : [];
  const merged = mergeOrder(
    previous,
    items.map((item) => item.id),
  );
  if (state.key !== resetKey || !sameOrder(merged, state.order)) setState({ key: resetKey, order: merged });
  const byId = new Map(items.map((item) => [item.id, item]));
  return merged.map((id) => ({ id, item: byId.get(id) }));
}

/** The items of useStableSlots, without the gone ones. */
export function useStableOrder<T extends { id: string }>(items: readonly T[] | undefined, resetKey = ''): T[] | undefined {
  return useStableSlots(items, resetKey)?.flatMap(({ item }) => (item ? [item] : []));
}
