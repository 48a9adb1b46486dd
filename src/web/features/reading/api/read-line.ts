import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type ReadAs, type Reading, READ_TEXT_MAX, readingSchema, type ReadTextInput } from '../../../../shared/schemas/assistant-read';
import { requestJson } from '@/lib/api';
import { readingKeys } from './query-keys';

/** How long typing pauses before the line is read. */
export const READ_DELAY_MS = 250;

export async function readLine(text: string, as?: ReadAs): Promise<Reading> {
  const body: ReadTextInput = { text, ...(as ? { as } : {}) };
  return requestJson('POST', '/api/assistant/read', readingSchema, body);
}

export const lineReadingQueryOptions = (text: string, as?: ReadAs) => ({
  queryKey: readingKeys.line(text, as),
  queryFn: () => readLine(text, as),
  staleTime: 0,
  gcTime: 60_000,
});

/** The line as sent to be read: trimmed, and no longer than a reading takes. */
export const lineOf = (typed: string) => typed.trim().slice(0, READ_TEXT_MAX);

function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), value === '' ? 0 : delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export interface LineReading {
  /** The reading on show: of the line typed, or of an earlier one while the new one is read. */
  reading: Reading | undefined;
  /** Whether `reading` is of exactly the line typed now. */
  current: boolean;
  /** A reading is on its way: the typing has not paused yet, or the server has not answered. */
  loading: boolean;
  error: Error | null;
}

/**
 * What the assistant makes of a typed line, read once typing pauses: the last reading stays on show while the next
 * one is read, so the preview never flickers empty between keystrokes; once the line is cleared, none is kept.
 */
export function useLineReading(typed: string, as?: ReadAs, enabled = true): LineReading {
  const line = lineOf(typed);
  const settled = useSettled(line, READ_DELAY_MS);
  const shown = line !== '' && enabled;
  // Set while the field is empty or closed, so a line typed afresh never shows an earlier line's reading.
  const cleared = useRef(true);
  if (!shown) cleared.current = true;
  const query = useQuery({
    ...lineReadingQueryOptions(settled, as),
    enabled: enabled && settled !== '',
    placeholderData: (previous: Reading | undefined) => (cleared.current ? undefined : keepPreviousData(previous)),
  });
  if (shown && query.isSuccess && !query.isPlaceholderData) cleared.current = false;
  return {
    reading: shown ? query.data : undefined,
    current: shown && settled === line && query.isSuccess && !query.isPlaceholderData && !query.isFetching,
    loading: shown && (settled !== line || query.isFetching),
    error: shown ? query.error : null,
  };
}
