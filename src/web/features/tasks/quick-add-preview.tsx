import { repeatWords } from '../../../shared/recurrence-form';
import type { ReadChange } from '../../../shared/schemas/assistant-read';
import type { QuickAddResult } from '../../../shared/task-quick-add';
import { formatBlockTime } from '../../../shared/time-blocks-layout';
import { useFormat } from '@/lib/use-format';

const PRIORITY_WORDS = { high: 'High priority', low: 'Low priority', normal: null } as const;

/** One change a line would make: a new task or block, or any other change in the assistant's words. */
export type PreviewItem = QuickAddResult | { kind: 'change'; summary: string };

/** A reading's change as the preview shows it. */
export function previewItemOf(change: ReadChange): PreviewItem {
  if (change.kind === 'add-block') return { kind: 'block', block: change.block };
  if (change.kind === 'add-task') return { kind: 'task', task: change.task };
  return { kind: 'change', summary: change.summary };
}

/** What the typed line would add, word by word: "Task “Call plumber” · due Fri 11 Dec · High priority · 30 min · @home". */
function usePreviewParts(parsed: QuickAddResult, today: string): { kind: string; title: string; parts: string[] } {
  const fmt = useFormat();
  if (parsed.kind === 'block') {
    const { block } = parsed;
    const when = `${fmt.date(block.date, 'day')}, ${formatBlockTime({ ...block, duration: block.durationMinutes / 60 }, fmt)}`;
    return { kind: 'Time block', title: block.title, parts: [when, ...(block.rrule ? [repeatWords(block.rrule, block.date)] : [])] };
  }
  const { task } = parsed;
  const priority = PRIORITY_WORDS[task.priority ?? 'normal'];
  return {
    kind: 'Task',
    title: task.title,
    parts: [
      task.dueDate ? `due ${fmt.date(task.dueDate, 'day')}` : 'in the inbox',
      ...(priority ? [priority] : []),
      ...(task.estimateMinutes ? [`${fmt.count(task.estimateMinutes)} min`] : []),
      ...(task.rrule ? [repeatWords(task.rrule, task.dueDate ?? today)] : []),
      ...(task.labels ?? []).map((label) => `@${label}`),
    ],
  };
}

/** The line under the one-line add saying what Add will make of what is typed, before it is added. */
export function QuickAddPreview({ parsed, today, id }: { parsed: PreviewItem; today: string; id?: string }) {
  if (parsed.kind === 'change')
    return (
      <p id={id} className="text-sm">
        {parsed.summary}
      </p>
    );
  return <AddPreview parsed={parsed} today={today} id={id} />;
}

function AddPreview({ parsed, today, id }: { parsed: QuickAddResult; today: string; id?: string }) {
  const { kind, title, parts } = usePreviewParts(parsed, today);
  return (
    <p id={id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="font-medium">
        {kind}: “{title}”
      </span>
      {parts.map((part) => (
        <span key={part} className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">
          {part}
        </span>
      ))}
    </p>
  );
}
