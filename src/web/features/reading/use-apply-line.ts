import { useQueryClient } from '@tanstack/react-query';
import type { Reading, ReadChange } from '../../../shared/schemas/assistant-read';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { useApplyReading } from './api/apply-reading';
import { lineOf, lineReadingQueryOptions, type LineReading } from './api/read-line';

export const READ_FAILED = 'Could not read that line';

type BlockChange = Extract<ReadChange, { kind: 'add-block' }>;
type TaskChange = Extract<ReadChange, { kind: 'add-task' }>;

/** How the surface adds one new block or task itself, through its own route, calling `done` once it is added. */
export interface Adders {
  block: (block: BlockChange['block'], done: () => void) => void;
  task: (task: TaskChange['task'], done: () => void) => void;
}

/** The one change a reading makes when it is a single new block or task, which goes through its own route. */
export function singleAdd(reading: Reading | undefined): BlockChange | TaskChange | null {
  const [only] = reading?.changes ?? [];
  return reading?.changes.length === 1 && only && only.kind !== 'change' ? only : null;
}

/**
 * Enter on a typed line: makes exactly the changes on show when they are of this line. When the line was typed
 * faster than it was read, it is read now and left on show for another Enter; only where Enter can mean nothing but
 * adding the line (`unseen`: the one-line add), it is made at once when the assistant is sure of it. Returns the
 * reading acted on.
 */
export function useApplyLine(as: 'task' | undefined, adders: Adders, { unseen = false }: { unseen?: boolean } = {}) {
  const queryClient = useQueryClient();
  const apply = useApplyReading();

  /** The reading on show when it is of this line; else the line read now, or null when it could not be. */
  async function readingFor(typed: string, shown: LineReading): Promise<Reading | null> {
    if (shown.current && shown.reading) return shown.reading;
    try {
      return await queryClient.fetchQuery(lineReadingQueryOptions(lineOf(typed), as));
    } catch (err) {
      toast({ title: READ_FAILED, description: errorMessage(err), variant: 'destructive' });
      return null;
    }
  }

  async function applyLine(typed: string, shown: LineReading, done: () => void): Promise<Reading | null> {
    const reading = await readingFor(typed, shown);
    if (!reading || (!shown.current && !(unseen && reading.sure))) return reading;
    const add = singleAdd(reading);
    if (add?.kind === 'add-block') adders.block(add.block, done);
    else if (add?.kind === 'add-task') adders.task(add.task, done);
    else if (reading.changes.length > 0) apply.mutate(reading.changes, { onSuccess: done });
    return reading;
  }

  return { applyLine, applying: apply.isPending };
}
