import { Command } from 'cmdk';
import { ListPlus, Sparkles } from 'lucide-react';
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
 * The task commands: Plan my day (today's plan to accept, edit or reject), and Add task, which opens the Tasks page
 * when nothing is typed (a line typed is added as the assistant reads it, above).
 */
export function TaskCommands({ query, onPlanDay, onGo }: { query: string; onPlanDay: () => void; onGo: (href: string) => void }) {
  const typed = query.trim();
  const showPlan = offers(PLAN_MY_DAY, query);
  const openTasksPage = typed === '' || typed.toLowerCase() === ADD_TASK.toLowerCase();
  if (!showPlan && !openTasksPage) return null;
  return (
    <Command.Group heading="Tasks" className={groupClass}>
      {showPlan && (
        <Command.Item value="command plan my day" className={itemClass} onSelect={onPlanDay}>
          <Sparkles aria-hidden="true" className="size-4 shrink-0" />
          {PLAN_MY_DAY}
        </Command.Item>
      )}
      {openTasksPage && (
        <Command.Item value="command add task" className={itemClass} onSelect={() => onGo('/tasks')}>
          <ListPlus aria-hidden="true" className="size-4 shrink-0" />
          {ADD_TASK}
        </Command.Item>
      )}
    </Command.Group>
  );
}
