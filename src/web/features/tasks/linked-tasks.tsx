import { useId, useState, type FormEvent } from 'react';
import { ListTodo, Plus } from 'lucide-react';
import type { CreateTaskInput, Task } from '../../../shared/schemas/tasks';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { lineOf, readLine } from '@/features/reading';
import { errorMessage } from '@/lib/errors';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { useCreateTask } from './api/create-task';
import { linkField, linkId, useCheckOffLinkedTask, useLinkedTasks, type TaskLink } from './api/linked-tasks';

const NOT_READ = 'Could not read that line as a task';

type Props = {
  /** The person or goal whose tasks these are. */
  link: TaskLink;
  /** Its name, for labels and the toast: "Tasks for Maya". */
  owner: string;
  /** The card's heading level under the card's own title. */
  heading?: 'h3' | 'h4';
  /** Called when checking off logged a contact or advanced a milestone, so the card's page shows it. */
  onDone?: () => unknown;
};

/** A person's or goal's open tasks on its card, each checked off where it is shown, and a line to add one. */
export function LinkedTasks({ link, owner, heading: Heading = 'h3', onDone }: Props) {
  const { data: tasks, isLoading, isError } = useLinkedTasks(link);
  const check = useCheckOffLinkedTask(link, owner, onDone);
  return (
    <div className="space-y-2">
      <Heading className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
        <ListTodo className="size-4" aria-hidden="true" />
        Tasks
      </Heading>
      {isLoading ? (
        <Skeleton role="status" aria-label={`Loading tasks for ${owner}`} className="h-5 w-2/3" />
      ) : isError || !tasks ? (
        <p className="text-sm text-destructive">Tasks could not be loaded.</p>
      ) : tasks.length === 0 ? (
        <p className="text-sm text-muted-foreground">No open tasks.</p>
      ) : (
        <ul aria-label={`Tasks for ${owner}`} className="space-y-1">
          {tasks.map((task) => (
            <LinkedTaskRow key={task.id} task={task} disabled={check.isPending && check.variables === task.id} onCheck={() => check.mutate(task.id)} />
          ))}
        </ul>
      )}
      <LinkedTaskAdd link={link} owner={owner} />
    </div>
  );
}

function LinkedTaskRow({ task, disabled, onCheck }: { task: Task; disabled: boolean; onCheck: () => void }) {
  const fmt = useFormat();
  const id = useId();
  const overdue = task.dueDate !== null && task.dueDate < fmt.today;
  return (
    <li className="flex items-start gap-2">
      <input id={id} type="checkbox" className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary" checked={false} disabled={disabled} onChange={onCheck} />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer break-words text-sm">
        {task.title}
        {task.dueDate && (
          <span className={cn('ml-2 text-xs text-muted-foreground', overdue && 'font-medium text-destructive dark:text-red-300')}>
            {overdue ? `Overdue · ${fmt.date(task.dueDate)}` : fmt.date(task.dueDate)}
          </span>
        )}
      </label>
    </li>
  );
}

/** The new tasks the assistant reads in a line typed on a card; none, with a toast saying why, when it reads none. */
async function tasksIn(line: string): Promise<CreateTaskInput[]> {
  try {
    const { changes, message } = await readLine(line, 'new-task');
    const tasks = changes.flatMap((c) => (c.kind === 'add-task' ? [c.task] : []));
    if (tasks.length === 0) toast({ title: NOT_READ, description: message ?? undefined, variant: 'destructive' });
    return tasks;
  } catch (error) {
    toast({ title: NOT_READ, description: errorMessage(error), variant: 'destructive' });
    return [];
  }
}

/** The card's link, in place of any person or goal the line named. */
const linkOf = (link: TaskLink) => ({ goalId: undefined, relationshipId: undefined, [linkField(link)]: linkId(link) });

/** One line, read by the assistant as "add a task: <line>" ("call fri !high 30m"), always a task of this person or goal. */
function LinkedTaskAdd({ link, owner }: { link: TaskLink; owner: string }) {
  const [text, setText] = useState('');
  const [reading, setReading] = useState(false);
  const create = useCreateTask();

  function submit(event: FormEvent) {
    event.preventDefault();
    void add();
  }

  async function add() {
    const line = lineOf(text);
    if (!line || reading) return;
    setReading(true);
    const tasks = await tasksIn(line);
    // A failed add is said by the create hook's own toast, and the line stays for another try.
    const added = await Promise.all(
      tasks.map((task) =>
        create.mutateAsync({ ...task, ...linkOf(link) }).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (added.length > 0 && added.every(Boolean)) setText('');
    setReading(false);
  }

  return (
    <form onSubmit={submit} noValidate className="flex gap-2">
      <Input
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-label={`Add a task for ${owner}`}
        placeholder="Add a task"
        autoComplete="off"
        className="h-9 min-w-0 flex-1"
      />
      <Button
        type="submit"
        variant="outline"
        size="icon"
        className="size-9 shrink-0"
        aria-label={`Add task for ${owner}`}
        disabled={reading || text.trim() === ''}
      >
        <Plus aria-hidden="true" />
      </Button>
    </form>
  );
}
