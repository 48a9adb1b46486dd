import { useState } from 'react';
import { Command } from 'cmdk';
import { useLocation } from 'wouter';
import { CalendarClock, CalendarDays, ListChecks, Settings, Target, UserRound } from 'lucide-react';
import { NAV_ITEMS, RITUAL_ITEMS } from '@/lib/nav-items';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ReadingNote } from '@/features/reading';
import { PlanDayDialog } from '@/features/tasks';
import { useFormat } from '@/lib/use-format';
import { FoundGroup } from './found-group';
import { groupClass, itemClass, ReadingGroup, usePaletteReading } from './quick-add-group';
import { namesTaskCommand, TaskCommands } from './task-commands';
import { usePaletteSearch } from './use-palette-search';

const PAGES = [...NAV_ITEMS, ...RITUAL_ITEMS, { href: '/settings', label: 'Settings', icon: Settings }];

/** The page a search names exactly ("health", "Health tracker", "settings"), which Enter opens rather than adding a block. */
function exactPage(query: string) {
  const q = query.trim().toLowerCase();
  return PAGES.find((p) => q !== '' && (p.label.toLowerCase() === q || p.href.slice(1).replace(/-/g, ' ') === q));
}

/**
 * The command palette: add a block or a task by typing it ("gym fri 6pm 1h", "call plumber fri !high"), or ask any
 * change the assistant makes ("move the dentist to 5pm"), read as the assistant reads it; open a person, goal or
 * block by name, or go to a page or a day.
 */
export function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const fmt = useFormat();
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const [planning, setPlanning] = useState(false);
  const named = exactPage(search);
  const command = namesTaskCommand(search);
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
  const typed = search.trim() !== '' && !named && !command;
  const { line, block, overlaps, pending, apply, nameOnly } = usePaletteReading(search, open && typed, (date) => navigate(dayHref(date)));
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
      {block && (block.date !== fmt.today || overlaps.length > 0) && (
        <Command.Item value="day" className={itemClass} onSelect={() => go(dayHref(block.date))}>
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          Time blocks on {fmt.date(block.date, 'long')}
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
    />
  );

  return (
    <>
      <PlanDayDialog date={fmt.today} open={planning} onOpenChange={setPlanning} />
      <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
        <DialogContent className="gap-0 p-0 sm:max-w-lg">
          <DialogTitle className="sr-only">Command palette</DialogTitle>
          <DialogDescription className="sr-only">
            Type a block or task to add or a change to make, such as “deep work tomorrow 9-11”, the name of a task, person, goal or block to open, or the name
            of a page or command.
          </DialogDescription>
          <Command label="Command palette" shouldFilter={false} className="flex flex-col">
            <Command.Input
              value={search}
              onValueChange={setSearch}
              placeholder="Add “gym fri 6pm 1h”, find a person or goal, or go to a page…"
              aria-label="Command or block to add"
              className="h-12 w-full border-b bg-transparent px-4 text-base outline-none placeholder:text-muted-foreground"
            />
            {typed && <ReadingNote line={line} className="border-b px-4 py-1.5" />}
            <Command.List className="max-h-80 overflow-y-auto p-2">
              <Command.Empty className="px-2 py-6 text-center text-sm text-muted-foreground">
                Nothing matches. Type a title with a day and time to add a block, or what to do to add a task.
              </Command.Empty>
              {/* The page or command named exactly comes first, so Enter opens it. */}
              {named && goToGroup}
              {command && taskCommands}
              {nameOnly && foundGroups}
              {typed && <ReadingGroup line={line} overlaps={overlaps} pending={pending} onApply={() => apply(close)} />}
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
