import { useCallback, useState } from 'react';

function read<T>(key: string, parse: (stored: string) => T | null, fallback: T): T {
  try {
    const stored = window.localStorage.getItem(key);
    return (stored !== null ? parse(stored) : null) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * A choice kept in this browser (like the theme): a view, a zoom, a panel left open. `parse` turns the stored text
 * back into a value, or null when it is no longer one (the fallback is used then).
 */
export function useDeviceSetting<T extends string | number | boolean>(
  key: string,
  parse: (stored: string) => T | null,
  fallback: T | (() => T),
): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => read(key, parse, typeof fallback === 'function' ? fallback() : fallback));
  const choose = useCallback(
    (next: T) => {
      setValue(next);
      try {
        window.localStorage.setItem(key, String(next));
      } catch {
        // Storage unavailable: the choice still applies for this visit.
      }
    },
    [key],
  );
  return [value, choose];
}
