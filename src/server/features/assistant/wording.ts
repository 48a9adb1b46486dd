/** "a", "a and b", "a, b and c" (or "a, b or c"): names joined as a sentence lists them. */
export function listNames(names: string[], last: 'and' | 'or' = 'and'): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${last} ${names[names.length - 1]}`;
}
