import ICAL from 'ical.js';
import { birthdayFromVcard } from '../../../shared/birthdays.js';
import { initialsOf } from '../../../shared/initials.js';
import { RELATIONSHIP_NAME_MAX, RELATIONSHIP_NOTES_MAX } from '../../../shared/schemas/relationships.js';
import { isStorableText } from '../../../shared/storable-text.js';
import { badRequest } from '../../errors.js';
import { nameOfRawCard, splitVcards, type RawCard } from './vcard-cards.js';

export type VcardCard =
  { card: number; name: string; initials: string; notes: string; birthday: string | null } | { card: number; name: string | null; skip: string };

// vCard 4.0 producers still escape semicolons in plain text values, which ical.js leaves as they are.
const unescape = (value: string) => value.replace(/\\;/g, ';');
const flat = (value: unknown): string[] => (Array.isArray(value) ? value.flatMap(flat) : typeof value === 'string' ? [unescape(value)] : []);

/** N is family; given; additional; prefixes; suffixes, each possibly a list. */
function nameFromN(value: unknown): string {
  const parts = Array.isArray(value) ? value : [value];
  const [family, given, additional] = [parts[0], parts[1], parts[2]].map((p) => flat(p).join(' '));
  return [given, additional, family].filter(Boolean).join(' ');
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
  return { card, name, initials: initialsOf(name), notes, birthday: birthdayOf(component) };
}

/**
 * BDAY as this app keeps it, the year only when the card gives one: Apple Address Book writes a birthday without
 * a year as 1604 with `X-APPLE-OMIT-YEAR=1604`. A BDAY that names no day (`VALUE=text:circa 1800`) is left out.
 */
function birthdayOf(component: ICAL.Component): string | null {
  const property = component.getFirstProperty('bday');
  if (!property) return null;
  const [, , , value] = property.toJSON() as [string, Record<string, unknown>, string, unknown];
  const birthday = typeof value === 'string' ? birthdayFromVcard(value) : null;
  if (birthday === null) return null;
  const omitYear = property.getParameter('x-apple-omit-year');
  return typeof omitYear === 'string' && birthday.startsWith(`${omitYear}-`) ? `--${birthday.slice(5)}` : birthday;
}

/** Where a card ical.js cannot read goes wrong, as a line of the user's file: never the parser's text nor the line itself. */
function cardProblem(error: unknown, card: RawCard): string {
  const quoted = /'([^']*)'/.exec(error instanceof Error ? error.message : '')?.[1];
  const index = quoted ? card.text.split('\r\n').findIndex((l) => l.startsWith(quoted.slice(0, 60))) : -1;
  const property = quoted ? (/^[^;:]*/.exec(quoted)?.[0] ?? '').slice(0, 40) : '';
  if (index > 0 && property) return `line ${card.lines[index]}: this ${property} line cannot be read`;
  return `line ${card.line}: this card cannot be read`;
}

/**
 * Every card of a vCard 2.1, 3.0 or 4.0 file. A card that cannot be read is skipped and named; a file holding no
 * card at all is refused as a 400 naming the problem.
 */
export function parseVcards(text: string): VcardCard[] {
  const raw = splitVcards(text);
  if (raw.length === 0) {
    if (/^BEGIN:VCALENDAR/im.test(text)) throw badRequest('file', 'This is a calendar (VCALENDAR), not a vCard file: export your contacts as .vcf');
    throw badRequest('file', 'This is not a vCard file: it holds no BEGIN:VCARD … END:VCARD');
  }
  return raw.map((card, i) => {
    if (card.problem) return { card: i + 1, name: nameOfRawCard(card.text), skip: card.problem };
    let component: ICAL.Component;
    try {
      component = new ICAL.Component(ICAL.parse(card.text) as ICAL.Component['jCal']);
    } catch (error) {
      return { card: i + 1, name: nameOfRawCard(card.text), skip: cardProblem(error, card) };
    }
    return cardOf(component, i + 1);
  });
}
