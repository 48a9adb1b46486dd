import ICAL from 'ical.js';
import { RELATIONSHIP_NAME_MAX, RELATIONSHIP_NOTES_MAX } from '../../../shared/schemas/relationships.js';
import { isStorableText } from '../../../shared/storable-text.js';
import { badRequest } from '../../errors.js';

export type VcardCard = { card: number; name: string; initials: string; notes: string } | { card: number; name: string | null; skip: string };

// vCard 4.0 producers still escape semicolons in plain text values, which ical.js leaves as they are.
const unescape = (value: string) => value.replace(/\\;/g, ';');
const flat = (value: unknown): string[] => (Array.isArray(value) ? value.flatMap(flat) : typeof value === 'string' ? [unescape(value)] : []);

/** N is family; given; additional; prefixes; suffixes, each possibly a list. */
function nameFromN(value: unknown): string {
  const parts = Array.isArray(value) ? value : [value];
  const [family, given, additional] = [parts[0], parts[1], parts[2]].map((p) => flat(p).join(' '));
  return [given, additional, family].filter(Boolean).join(' ');
}

/** The first letter of each of the first three words, so "Ada King Lovelace" is AKL and "山田太郎" is 山. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s\-‐]+/u).map((w) => w.replace(/^[^\p{L}\p{N}]+/u, '')).filter(Boolean);
  const letters = words.slice(0, 3).map((w) => Array.from(w)[0] ?? '');
  return letters.join('').toLocaleUpperCase() || Array.from(name)[0] || '?';
}

function cardOf(component: ICAL.Component, card: number): VcardCard {
  const fn = flat(component.getFirstPropertyValue('fn')).join(' ').replace(/\s+/g, ' ').trim();
  const name = fn || nameFromN(component.getFirstPropertyValue('n')).replace(/\s+/g, ' ').trim();
  if (!name) return { card, name: null, skip: 'The card has no name (FN or N)' };
  if (!isStorableText(name)) return { card, name: null, skip: 'The name holds characters that cannot be stored' };
  if (name.length > RELATIONSHIP_NAME_MAX) return { card, name: name.slice(0, 40), skip: `The name is longer than ${RELATIONSHIP_NAME_MAX} characters` };
  const notes = component
    .getAllProperties('note')
    // A comma left unescaped splits the value in ical.js: it is put back.
    .map((p) => flat(p.getValues()).join(','))
    .join('\n')
    .trim();
  if (!isStorableText(notes)) return { card, name, skip: 'The note holds characters that cannot be stored' };
  if (notes.length > RELATIONSHIP_NOTES_MAX) return { card, name, skip: `The note is longer than ${RELATIONSHIP_NOTES_MAX} characters` };
  return { card, name, initials: initialsOf(name), notes };
}

/** Every card of a vCard 3.0 or 4.0 file; a file that is not one is refused whole, as 400 naming the problem. */
export function parseVcards(text: string): VcardCard[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch (error) {
    throw badRequest('file', `This is not a valid vCard file: ${(error as Error).message}`);
  }
  const roots = (Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[];
  if (roots.length === 0) throw badRequest('file', 'The file holds no vCard');
  return roots.map((root, i) => {
    const component = new ICAL.Component(root as ICAL.Component['jCal']);
    if (component.name !== 'vcard') throw badRequest('file', `This is not a vCard file: it holds a ${component.name.toUpperCase()}`);
    return cardOf(component, i + 1);
  });
}
