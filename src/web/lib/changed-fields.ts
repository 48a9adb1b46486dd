/**
 * The fields of an edit that differ from the item as it was loaded. Sending only these lets two tabs edit
 * different fields of one item without the second save undoing the first (docs/decisions/0007).
 * An edit that changes nothing sends every field, so the save still has something to write.
 */
export function changedFields<T extends object>(values: T, original: Partial<Record<keyof T, unknown>>): Partial<T> {
  const changed = Object.fromEntries(Object.entries(values).filter(([key, value]) => original[key as keyof T] !== value)) as Partial<T>;
  return Object.keys(changed).length > 0 ? changed : values;
}
