import type { CSSProperties } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import type { Formatter } from '../../../shared/format';
import { blockStart, formatBlockTime, type HalfSegment } from '../../../shared/time-blocks-layout';
import { useFormat } from '@/lib/use-format';
import { CATEGORY_LABELS } from './category-styles';

/** A line of a block's text, in pixels (its padding included in the first). */
const LINE_PX = 16;
const PADDING_PX = 6;

/**
 * A block's accessible name: the words it shows first (its start and title), then its time, category, repeat, origin
 * and overlaps, so a voice control user can say what they see (WCAG 2.5.3).
 */
export function blockName(segment: HalfSegment<TimeBlock>, overlaps: readonly TimeBlock[] | undefined, fmt: Formatter): string {
  const { block, continued } = segment;
  const shown = continued ? `${block.title} (continued)` : `${fmt.hourShort(blockStart(block))} ${block.title}`;
  const details = [
    formatBlockTime(block, fmt),
    CATEGORY_LABELS[block.category],
    block.rrule !== null ? 'repeats' : '',
    block.source === 'calendar' ? 'from calendar' : '',
    overlaps?.length ? `overlaps ${overlaps.map((o) => o.title).join(', ')}` : '',
  ];
  return [shown, ...details.filter(Boolean)].join(', ');
}

/** A title's first word, and the rest after the space that follows it. */
function splitFirstWord(title: string): [string, string] {
  const at = title.indexOf(' ');
  return at === -1 ? [title, ''] : [title.slice(0, at), title.slice(at + 1)];
}

/**
 * What a block shows: its start time and title on one line (in a narrow column the title alone, its start in the
 * name); as it grows taller the title wraps, and its time and category take the last line. Only the part no block
 * laid over it covers (`clearPx` from the top) holds words.
 */
export function BlockLabel({ segment, heightPx, clearPx = heightPx }: { segment: HalfSegment<TimeBlock>; heightPx: number; clearPx?: number }) {
  const fmt = useFormat();
  const { block, continued } = segment;
  const [first, rest] = splitFirstWord(block.title);
  const after = [rest, continued ? '(continued)' : ''].filter(Boolean).join(' ');
  const lines = Math.max(1, Math.floor((Math.min(heightPx, clearPx) - PADDING_PX) / LINE_PX));
  // Where the time and category take the last line, the title has the others. A narrow block wraps its words without
  // an ellipsis (which would take a first word's last letters), and the narrowest gives the title every line.
  const clamp = { '--title-lines': lines >= 3 ? lines - 1 : 1 } as CSSProperties;
  return (
    <>
      <span
        style={clamp}
        className="overflow-hidden break-words [display:-webkit-box] [-webkit-box-orient:vertical] [-webkit-line-clamp:var(--title-lines)] @max-[7rem]:max-h-[calc(var(--title-lines)*1rem)] @max-[7rem]:[display:block] @max-[5.5rem]:max-h-none"
      >
        {block.category === 'completed' && <CheckCircle2 aria-hidden="true" className="mr-0.5 inline size-3 align-[-2px]" />}
        {/* The start and the first word stay on the first line together. */}
        <span className="whitespace-nowrap">
          {!continued && (
            <span data-testid="block-time" className="font-semibold @max-[5.5rem]:hidden">
              {fmt.hourShort(blockStart(block))}
            </span>
          )}
          {/* Between the spans, so the accessible text reads "9:30 Write" as it shows. */}
          {!continued && ' '}
          <span data-testid="block-title" className="font-medium">
            {first}
          </span>
        </span>
        {after && ' '}
        <span className="font-medium">{after}</span>
      </span>
      {lines >= 2 && ' '}
      {lines >= 2 && (
        <span className="truncate opacity-80 @max-[5.5rem]:hidden">
          {/* The dot is drawn, not written: the words read as the name says them (WCAG 2.5.3). */}
          {formatBlockTime(block, fmt)} <span className="before:mr-1 before:content-['·']">{CATEGORY_LABELS[block.category]}</span>
        </span>
      )}
    </>
  );
}
