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
 * A list in the order it was first shown while the component stays mounted: an update (a new last contact) never
 * moves an item from under the pointer; leaving the page or reloading shows the server's order again.
 */
export function useStableOrder<T extends { id: string }>(items: readonly T[] | undefined): T[] | undefined {
  const [order, setOrder] = useState<string[]>([]);
  if (!items) return undefined;
  const merged = mergeOrder(
    order,
    items.map((item) => item.id),
  );
  if (!sameOrder(merged, order)) setOrder(merged);
  const byId = new Map(items.map((item) => [item.id, item]));
  return merged.flatMap((id) => byId.get(id) ?? []);
}
