import { LoaderCircle } from 'lucide-react';
import { errorMessage } from '@/lib/errors';
import { cn } from '@/lib/utils';
import type { LineReading } from './api/read-line';

export const READING = 'Reading…';
export const NOTHING_READ = 'Nothing to add from that yet.';
export const CHECK_FIRST = 'Not sure this is what you meant: check it before you press Enter.';

/** What to say under a reading: why nothing would change, or that it is a best guess. */
function noteOf(line: LineReading): string | null {
  if (!line.reading) return line.error ? `${READ_FAILED_NOTE} ${errorMessage(line.error)}` : null;
  const { changes, sure, message } = line.reading;
  if (changes.length === 0) return message ?? NOTHING_READ;
  return sure ? null : [message, CHECK_FIRST].filter(Boolean).join(' ');
}

const READ_FAILED_NOTE = 'That line could not be read.';

/**
 * The state of a typed line's reading beside its preview: "Reading…" while it is read, why nothing would change,
 * or that the assistant is not sure. Announced politely, so a screen reader hears it once typing pauses.
 */
export function ReadingNote({ line, id, className }: { line: LineReading; id?: string; className?: string }) {
  const note = noteOf(line);
  if (!note && !line.loading) return null;
  return (
    <p id={id} role="status" className={cn('flex items-start gap-1.5 text-xs text-muted-foreground', className)} data-testid="reading-note">
      {line.loading && <LoaderCircle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 animate-spin motion-reduce:animate-none" />}
      <span>{note ?? READING}</span>
    </p>
  );
}
