import { Command } from 'cmdk';
import { ListPlus, Sparkles } from 'lucide-react';
import { parseTaskQuickAdd } from '../../../shared/task-quick-add';
import { useCreateTask } from '@/features/tasks';
import { useFormat } from '@/lib/use-format';
import { groupClass, itemClass } from './quick-add-group';
import { matchesWords } from './palette-search';

const PLAN_MY_DAY = 'Plan my day';
const ADD_TASK = 'Add task';

/** Whether a command is offered for what is typed: all of them before anything is typed, else those it names. */
const offers = (name: string, query: string) => query.trim() === '' || matchesWords(name, query);

/** Whether the line typed is exactly a task command's name ("plan my day"): Enter runs it rather than adding it. */
export function namesTaskCommand(query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === PLAN_MY_DAY.toLowerCase() || q === ADD_TASK.toLowerCase();
}

/**
 * The task commands: Plan my day (today's plan to accept, edit or reject), and Add task, which adds the line typed as
 * the Tasks page's one-line add reads it ("call plumber fri !high 30m"), or opens the Tasks page when nothing is typed.
 */
export function TaskCommands({ query, onPlanDay, onGo, onAdded }: { query: string; onPlanDay: () => void; onGo: (href: string) => void; onAdded: () => void }) {
  const fmt = useFormat();
  const create = useCreateTask();
  const typed = query.trim();
  const named = namesTaskCommand(query);
  const parsed = typed === '' || named ? null : parseTaskQuickAdd(typed, fmt.today);
  const task = parsed?.kind === 'task' ? parsed.task : null;
  const showPlan = offers(PLAN_MY_DAY, query);
  const openTasksPage = typed === '' || typed.toLowerCase() === ADD_TASK.toLowerCase();
  if (!showPlan && !task && !openTasksPage) return null;
  return (
    <Command.Group heading="Tasks" className={groupClass}>
      {showPlan && (
        <Command.Item value="command plan my day" className={itemClass} onSelect={onPlanDay}>
          <Sparkles aria-hidden="true" className="size-4 shrink-0" />
          {PLAN_MY_DAY}
        </Command.Item>
      )}
      {openTasksPage ? (
        <Command.Item value="command add task" className={itemClass} onSelect={() => onGo('/tasks')}>
          <ListPlus aria-hidden="true" className="size-4 shrink-0" />
          {ADD_TASK}
        </Command.Item>
      ) : (
        task && (
          <Command.Item value="command add task" className={itemClass} disabled={create.isPending} onSelect={() => create.mutate(task, { onSuccess: onAdded })}>
            <ListPlus aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0">
              <span className="block truncate">
                {ADD_TASK} “{task.title}”
              </span>
              {task.dueDate && <span className="block text-xs text-muted-foreground">due {fmt.date(task.dueDate, 'long')}</span>}
            </span>
          </Command.Item>
        )
      )}
    </Command.Group>
  );
}
