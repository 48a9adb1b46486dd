import { VCARD_IMPORT_LIST_MAX, type VcardImportSummary } from '../../../shared/schemas/relationships.js';
import { AppError, toErrorData, type AppErrorData } from '../../errors.js';
import { parseVcards } from './vcard-parse.js';

export type ImportedCard = { card: number; name: string; initials: string; notes: string; birthday: string | null };
export type SkippedCard = VcardImportSummary['skippedCards'][number];

/** What a vCard file reads as: each person to add (one a name), and the first cards left out with how many there are. */
export interface VcardReading {
  people: ImportedCard[];
  skippedCount: number;
  /** The first VCARD_IMPORT_LIST_MAX cards left out, in file order. */
  skippedCards: SkippedCard[];
}

export type VcardOutcome = { reading: VcardReading } | { error: AppErrorData };

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
    return { reading: sortCards(parseVcards(text)) };
  } catch (error) {
    if (error instanceof AppError) return { error: toErrorData(error) };
    throw error;
  }
}
