import { useMemo, useState } from 'react';
import { Command } from 'cmdk';
import { useLocation } from 'wouter';
import { CalendarClock, CalendarDays, ListChecks, Settings, Target, UserRound } from 'lucide-react';
import { parseQuickAdd } from '../../../shared/quick-add';
import { NAV_ITEMS, RITUAL_ITEMS } from '@/lib/nav-items';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { PlanDayDialog } from '@/features/tasks';
import { useFormat } from '@/lib/use-format';
import { FoundGroup } from './found-group';
import { groupClass, itemClass, QuickAddGroup, useQuickAdd } from './quick-add-group';
import { namesTaskCommand, TaskCommands } from './task-commands';
import { usePaletteSearch } from './use-palette-search';

const PAGES = [...NAV_ITEMS, ...RITUAL_ITEMS, { href: '/settings', label: 'Settings', icon: Settings }];

/** The page a search names exactly ("health", "Health tracker", "settings"), which Enter opens rather than adding a block. */
function exactPage(query: string) {
  const q = query.trim().toLowerCase();
  return PAGES.find((p) => q !== '' && (p.label.toLowerCase() === q || p.href.slice(1).replace(/-/g, ' ') === q));
}

/**
 * The command palette: add a block by typing it ("gym fri 6pm 1h", "yoga every monday 6pm"), open a person, goal or
 * block by name, or go to a page or a day.
 */
export function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const fmt = useFormat();
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const [planning, setPlanning] = useState(false);
  const named = exactPage(search);
  const command = namesTaskCommand(search);
  const draft = useMemo(() => (search.trim() && !named && !command ? parseQuickAdd(search, fmt.today) : null), [search, named, command, fmt.today]);
  const found = usePaletteSearch(search, open);
  const query = search.trim().toLowerCase();
  const pages = PAGES.filter((p) => query === '' || p.label.toLowerCase().includes(query) || p === named).sort(
    (a, b) => Number(b === named) - Number(a === named),
  );

  const close = () => {
    onOpenChange(false);
    setSearch('');
  };
  const go = (href: string) => {
    close();
    navigate(href);
  };
  const dayHref = (date: string) => `/time-blocking?date=${date}`;
  const { overlaps, create } = useQuickAdd(draft, (date) => navigate(dayHref(date)));
  // A line that is only a name ("Sarah") opens what it names on Enter; one with a day, time or length adds a block.
  const nameOnly = draft !== null && draft.title.toLowerCase() === query && draft.rrule === undefined;
  const foundGroups = (
    <>
      <FoundGroup heading="Open tasks" icon={ListChecks} items={found.tasks} onOpen={go} />
      <FoundGroup heading="People" icon={UserRound} items={found.people} onOpen={go} />
      <FoundGroup heading="Goals" icon={Target} items={found.goals} onOpen={go} />
      <FoundGroup heading="Time blocks" icon={CalendarClock} items={found.blocks} onOpen={go} />
    </>
  );

  const goToGroup = pages.length > 0 && (
    <Command.Group heading="Go to" className={groupClass}>
      {pages.map(({ href, label, icon: Icon }) => (
        <Command.Item key={href} value={`page ${href}`} className={itemClass} onSelect={() => go(href)}>
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {label}
        </Command.Item>
      ))}
      {(query === '' || 'today'.includes(query)) && (
        <Command.Item value="today" className={itemClass} onSelect={() => go(dayHref(fmt.today))}>
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          Today’s time blocks
        </Command.Item>
      )}
      {draft && (draft.date !== fmt.today || overlaps.length > 0) && (
        <Command.Item value="day" className={itemClass} onSelect={() => go(dayHref(draft.date))}>
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          Time blocks on {fmt.date(draft.date, 'long')}
        </Command.Item>
      )}
    </Command.Group>
  );

  const taskCommands = (
    <TaskCommands
      query={search}
      onPlanDay={() => {
        close();
        setPlanning(true);
      }}
      onGo={go}
      onAdded={close}
    />
  );

  return (
    <>
      <PlanDayDialog date={fmt.today} open={planning} onOpenChange={setPlanning} />
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
        <DialogContent className="gap-0 p-0 sm:max-w-lg">
          <DialogTitle className="sr-only">Command palette</DialogTitle>
          <DialogDescription className="sr-only">
            Type a block or task to add, such as “deep work tomorrow 9-11”, the name of a task, person, goal or block to open, or the name of a page or command.
          </DialogDescription>
          <Command label="Command palette" shouldFilter={false} className="flex flex-col">
            <Command.Input
              value={search}
              onValueChange={setSearch}
              placeholder="Add “gym fri 6pm 1h”, find a person or goal, or go to a page…"
              aria-label="Command or block to add"
              className="h-12 w-full border-b bg-transparent px-4 text-base outline-none placeholder:text-muted-foreground"
            />
            <Command.List className="max-h-80 overflow-y-auto p-2">
              <Command.Empty className="px-2 py-6 text-center text-sm text-muted-foreground">
                Nothing matches. Type a title with a day and time to add a block.
              </Command.Empty>
              {/* The page or command named exactly comes first, so Enter opens it. */}
              {named && goToGroup}
              {command && taskCommands}
              {nameOnly && foundGroups}
              {draft && <QuickAddGroup draft={draft} overlaps={overlaps} pending={create.isPending} onAdd={() => create.mutate(draft, { onSuccess: close })} />}
              {!nameOnly && foundGroups}
              {!command && taskCommands}
              {!named && goToGroup}
            </Command.List>
          </Command>
        </DialogContent>
      </Dialog>
    </>
  );
}
