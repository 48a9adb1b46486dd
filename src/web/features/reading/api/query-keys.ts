import type { ReadAs } from '../../../../shared/schemas/assistant-read';

/** The readings of typed lines: a reading depends on the user's data, so any change of it leaves them stale. */
export const readingKeys = {
  all: ['/api/assistant/read'] as const,
  line: (text: string, as: ReadAs | undefined) => [...readingKeys.all, as ?? 'said', text] as const,
};
