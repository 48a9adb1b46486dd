/**
 * PostgreSQL `text` and `jsonb` cannot hold U+0000, and a lone UTF-16 surrogate has no UTF-8 encoding (the driver
 * would store U+FFFD instead of what was sent). Such strings are refused at the edge rather than altered.
 */
const NUL = String.fromCharCode(0);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'Must not contain a NUL character or an unpaired surrogate';

export function isStorableText(value: string): boolean {
  return !value.includes(NUL) && !LONE_SURROGATE.test(value);
}

/**
 * The dotted path of the first string (or object key) in `value` that PostgreSQL cannot store, or null.
 * Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findUnstorableText(value: unknown, root = ''): string | null {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], join(path, String(i))]);
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (const [key] of entries) if (!isStorableText(key)) return join(path, key.replace(/[^\x20-\x7e]/g, '?'));
      for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i]![1], join(path, entries[i]![0])]);
    }
  }
  return null;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
