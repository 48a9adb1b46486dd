import { Command } from 'cmdk';
import { CalendarPlus, ListPlus, Sparkles, TriangleAlert } from 'lucide-react';
import type { ReadChange } from '../../../shared/schemas/assistant-read';
import { repeatWords } from '../../../shared/recurrence-form';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { formatBlockTime } from '../../../shared/time-blocks-layout';
import { ToastAction } from '@/components/ui/toast';
import { singleAdd, useApplyLine, useLineReading, type LineReading } from '@/features/reading';
import { useCreateTask } from '@/features/tasks';
import { overlapWords, useCreateTimeBlock, useDraftOverlaps } from '@/features/time-blocking';
import { useFormat } from '@/lib/use-format';

export const groupClass =
  '[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:text-muted-foreground';
export const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground data-[disabled=true]:opacity-50';

type BlockAdd = Extract<ReadChange, { kind: 'add-block' }>['block'];
type TaskAdd = Extract<ReadChange, { kind: 'add-task' }>['task'];

/**
 * The typed line as the assistant reads it (a line that changes nothing said alone is a task, as in the one-line
 * add), what a new block would overlap on its day, and Enter, which makes exactly what is shown: a new block or
 * task through its own route, whose toast says what it overlaps and offers to view that day, anything else through
 * the assistant with one Undo.
 */
export function usePaletteReading(search: string, reads: boolean, onView: (date: string) => void) {
  const line = useLineReading(search, 'task', reads);
  const add = singleAdd(line.reading);
  const block = add?.kind === 'add-block' ? add.block : null;
  const overlaps = useDraftOverlaps(block);
  const createBlock = useCreateTimeBlock((made) =>
    overlaps.length === 0
      ? undefined
      : {
          description: `${overlapWords(overlaps)}.`,
          action: (
            <ToastAction altText="Press F8, then View, to see the day" onClick={() => onView(made.date)}>
              View
            </ToastAction>
          ),
        },
  );
  const createTask = useCreateTask();
  const { applyLine, applying } = useApplyLine('task', {
    block: (b, done) => createBlock.mutate(b, { onSuccess: done }),
    task: (t, done) => createTask.mutate(t, { onSuccess: done }),
  });
  const title = add?.kind === 'add-block' ? add.block.title : add?.task.title;
  const repeats = add?.kind === 'add-block' ? add.block.rrule : add?.task.rrule;
  return {
    line,
    block,
    overlaps,
    pending: createBlock.isPending || createTask.isPending || applying,
    apply: (done: () => void) => void applyLine(search, line, done),
    /** A line that is only a name ("Sarah") opens what it names on Enter; one with a day, time or mark adds. */
    nameOnly: title !== undefined && title.toLowerCase() === search.trim().toLowerCase() && repeats === undefined,
  };
}

function BlockDraft({ block, overlaps }: { block: BlockAdd; overlaps: TimeBlock[] }) {
  const fmt = useFormat();
  return (
    <span className="min-w-0">
      <span className="font-medium">{block.title}</span>
      <span className="block text-xs text-muted-foreground" data-testid="quick-add-preview">
        {fmt.date(block.date, 'long')}, {formatBlockTime({ ...block, duration: block.durationMinutes / 60 }, fmt)}
        {block.rrule && `, ${repeatWords(block.rrule, block.date)}`}
      </span>
      {overlaps.length > 0 && (
        <span className="flex items-center gap-1 text-xs text-amber-700 dark:text-amber-300" data-testid="quick-add-overlap">
          <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
          {overlapWords(overlaps)}
        </span>
      )}
    </span>
  );
}

function TaskDraft({ task }: { task: TaskAdd }) {
  const fmt = useFormat();
  const details = [
    task.dueDate && `due ${fmt.date(task.dueDate, 'long')}`,
    task.priority && task.priority !== 'normal' && `${task.priority} priority`,
    task.estimateMinutes && `${fmt.count(task.estimateMinutes)} min`,
    task.rrule && repeatWords(task.rrule, task.dueDate ?? fmt.today),
    ...(task.labels ?? []).map((label) => `@${label}`),
  ].filter(Boolean);
  return (
    <span className="min-w-0">
      <span className="block truncate">Add task “{task.title}”</span>
      {details.length > 0 && <span className="block text-xs text-muted-foreground">{details.join(' · ')}</span>}
    </span>
  );
}

const HEADINGS = { 'add-block': 'Add a time block', 'add-task': 'Add a task' } as const;
const ICONS = { 'add-block': CalendarPlus, 'add-task': ListPlus } as const;

/** What Enter makes of the typed line, as the assistant reads it. */
export function ReadingGroup({ line, overlaps, pending, onApply }: { line: LineReading; overlaps: TimeBlock[]; pending: boolean; onApply: () => void }) {
  const changes = line.reading?.changes ?? [];
  const add = singleAdd(line.reading);
  const Icon = add ? ICONS[add.kind] : Sparkles;
  if (changes.length === 0) return null;
  return (
    <Command.Group heading={add ? HEADINGS[add.kind] : 'Changes'} className={groupClass}>
      <Command.Item value="quick-add" disabled={pending} className={itemClass} onSelect={onApply}>
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {add?.kind === 'add-block' && <BlockDraft block={add.block} overlaps={overlaps} />}
        {add?.kind === 'add-task' && <TaskDraft task={add.task} />}
        {!add && (
          <span className="min-w-0 space-y-0.5">
            {changes.map((c, i) => (
              <span key={i} className="block">
                {c.summary}
              </span>
            ))}
          </span>
        )}
      </Command.Item>
    </Command.Group>
  );
}
