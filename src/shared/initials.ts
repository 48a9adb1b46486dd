import { RELATIONSHIP_INITIALS_MAX } from './schemas/relationships.js';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

function firstGrapheme(text: string): string {
  for (const { segment } of graphemes.segment(text)) return segment;
  return '';
}

/**
 * Initials from a name, for a person whose initials were left empty: the first letter of each word ("Maya Chen" →
 * "MC", "Jean-Luc Picard" → "JLP"), the first two and the last when there are more than three ("Juan Carlos de la
 * Vega" → "JCV"), upper-cased and within RELATIONSHIP_INITIALS_MAX characters. Words that start with no letter or
 * digit (an emoji, quotes) are skipped; a name of emoji alone keeps its first one when it fits, else "?".
 */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/[\s\-‐]+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean);
  const firsts = words.map(firstGrapheme);
  const picked = firsts.length > RELATIONSHIP_INITIALS_MAX ? [...firsts.slice(0, RELATIONSHIP_INITIALS_MAX - 1), firsts.at(-1)!] : firsts;
  let initials = '';
  for (const letter of picked.map((l) => l.toLocaleUpperCase())) {
    if (initials.length + letter.length > RELATIONSHIP_INITIALS_MAX) break;
    initials += letter;
  }
  if (initials) return initials;
  const first = firstGrapheme(name.trim());
  return first && first.length <= RELATIONSHIP_INITIALS_MAX ? first : '?';
}
