import { VCARD_IMPORT_LIST_MAX, type VcardImportSummary } from '../../../shared/schemas/relationships.js';
import { AppError, toErrorData } from '../../errors.js';
import { parseVcards } from './vcard-parse.js';
import type { FileOutcome } from '../../file-reader.js';

export type ImportedCard = { card: number; name: string; initials: string; notes: string; birthday: string | null };
export type SkippedCard = VcardImportSummary['skippedCards'][number];

/** What a vCard file reads as: each person to add (one a name), and the first cards left out with how many there are. */
export interface VcardReading {
  people: ImportedCard[];
  skippedCount: number;
  /** The first VCARD_IMPORT_LIST_MAX cards left out, in file order. */
  skippedCards: SkippedCard[];
}

/**
 * A reading as a thread hands it over at little cost: the people as one string rather than up to a hundred thousand
 * objects to clone, each field followed by a NUL, which no text of a card holds (a file with one is refused before).
 */
export type PackedReading = Omit<VcardReading, 'people'> & { people: string };

export type VcardOutcome = FileOutcome<PackedReading>;

const FIELDS = 5;

function pack(people: ImportedCard[]): string {
  return people.map((p) => `${p.card}\0${p.name}\0${p.initials}\0${p.notes}\0${p.birthday ?? ''}\0`).join('');
}

/** The people of `pack`, read in turns: `pace` gives other requests theirs every few milliseconds. */
export async function unpack(packed: string, pace: () => Promise<void> | undefined): Promise<ImportedCard[]> {
  const people: ImportedCard[] = [];
  let at = 0;
  while (at < packed.length) {
    await pace();
    const fields: string[] = [];
    for (let i = 0; i < FIELDS; i++) {
      const end = packed.indexOf('\0', at);
      fields.push(packed.slice(at, end));
      at = end + 1;
    }
    const [card, name, initials, notes, birthday] = fields as [string, string, string, string, string];
    people.push({ card: Number(card), name, initials, notes, birthday: birthday === '' ? null : birthday });
  }
  return people;
}

/** The cards of a vCard file to add, and those skipped: unreadable, or a name met earlier in the file (any case). */
function sortCards(cards: ReturnType<typeof parseVcards>): VcardReading {
  const skippedCards: SkippedCard[] = [];
  let skippedCount = 0;
  const skip = (card: SkippedCard) => {
    skippedCount += 1;
    if (skippedCards.length < VCARD_IMPORT_LIST_MAX) skippedCards.push(card);
  };
  const seen = new Set<string>();
  const people: ImportedCard[] = [];
  for (const card of cards) {
    if ('skip' in card) skip({ card: card.card, name: card.name, reason: card.skip });
    else if (seen.has(card.name.toLocaleLowerCase())) skip({ card: card.card, name: card.name, reason: 'The same name appears earlier in the file' });
    else {
      seen.add(card.name.toLocaleLowerCase());
      people.push(card);
    }
  }
  return { people, skippedCount, skippedCards };
}

/** Reads a vCard file into the people it adds: the work a worker thread does, away from the event loop. */
export function readVcardTask(text: string): VcardOutcome {
  try {
    const { people, ...rest } = sortCards(parseVcards(text));
    return { reading: { ...rest, people: pack(people) } };
  } catch (error) {
    if (error instanceof AppError) return { error: toErrorData(error) };
    throw error;
  }
}
