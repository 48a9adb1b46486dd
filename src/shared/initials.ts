import { RELATIONSHIP_INITIALS_MAX } from './schemas/relationships.js';

/** Initials from a name ("Ada Lovelace" → "AL", "grandma" → "G"), for a person whose initials were left empty. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.map((word) => Array.from(word)[0] ?? '');
  const picked = letters.length > RELATIONSHIP_INITIALS_MAX ? [...letters.slice(0, RELATIONSHIP_INITIALS_MAX - 1), letters.at(-1)!] : letters;
  return picked.join('').toUpperCase();
}
