/**
 * PostgreSQL `text` and `jsonb` cannot hold U+0000, and a lone UTF-16 surrogate has no UTF-8 encoding (the driver
 * would store U+FFFD instead of what was sent). Such strings are refused at the edge rather than altered.
 */
const NUL = String.fromCharCode(0);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSTORABLE_TEXT_MESSAGE = 'Must not contain a NUL character or an unpaired surrogate';

const SURROGATE = /[\uD800-\uDFFF]/;

/** Most text holds no surrogate at all, so the pairs are checked only in text that does. */
export function isStorableText(value: string): boolean {
  return !value.includes(NUL) && (!SURROGATE.test(value) || !LONE_SURROGATE.test(value));
}

/**
 * The dotted path of a string (or object key) in `value` that PostgreSQL cannot store, or null: an object's or
 * array's own strings are checked before what is nested in it. Iterative, so a deeply nested body cannot exhaust the
 * stack; a path is spelled out only for strings it reports and the objects it descends into.
 */
export function findUnstorableText(value: unknown, root = ''): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : root;
  const stack: Array<[unknown, string]> = [];
  let current: unknown = value;
  let path = root;
  for (;;) {
    if (Array.isArray(current)) {
      for (let i = 0; i < current.length; i++) {
        const item: unknown = current[i];
        if (typeof item === 'string') {
          if (!isStorableText(item)) return join(path, String(i));
        } else if (item !== null && typeof item === 'object') stack.push([item, join(path, String(i))]);
      }
    } else if (current !== null && typeof current === 'object') {
      for (const key in current) {
        if (!Object.hasOwn(current, key)) continue;
        if (!isStorableText(key)) return join(path, key.replace(/[^\x20-\x7e]/g, '?'));
        const item: unknown = (current as Record<string, unknown>)[key];
        if (typeof item === 'string') {
          if (!isStorableText(item)) return join(path, key);
        } else if (item !== null && typeof item === 'object') stack.push([item, join(path, key)]);
      }
    }
    const next = stack.pop();
    if (next === undefined) return null;
    [current, path] = next;
  }
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
