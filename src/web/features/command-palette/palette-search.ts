import type { TimeBlock } from '../../../shared/schemas/time-blocks';

/** How many people, goals or blocks one group of results shows. */
export const RESULTS_PER_GROUP = 5;

/** Whether every word typed appears in `text`, in any order and case: "sar ch" finds "Sarah Chen". */
export function matchesWords(text: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = text.toLowerCase();
  return words.length > 0 && words.every((word) => haystack.includes(word));
}

/**
 * The blocks whose titles match, one per series: the first occurrence from `today` on, else the latest before it.
 * Blocks come in date order, as GET /api/time-blocks answers them.
 */
export function matchingBlocks(blocks: readonly TimeBlock[], query: string, today: string): TimeBlock[] {
  const bySeries = new Map<string, TimeBlock>();
  for (const block of blocks) {
    if (!matchesWords(block.title, query)) continue;
    const kept = bySeries.get(block.id);
    if (!kept || kept.date < today) bySeries.set(block.id, block);
  }
  return [...bySeries.values()].sort((a, b) => Number(a.date < today) - Number(b.date < today) || a.date.localeCompare(b.date)).slice(0, RESULTS_PER_GROUP);
}
