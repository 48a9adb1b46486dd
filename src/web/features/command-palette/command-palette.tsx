import { useMemo, useState } from 'react';
import { Command } from 'cmdk';
import { useLocation } from 'wouter';
import { CalendarDays, CalendarPlus, Settings } from 'lucide-react';
import { parseQuickAdd } from '../../../shared/quick-add';
import { formatBlockTime } from '../../../shared/time-blocks-layout';
import { NAV_ITEMS } from '@/app/nav-items';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { useFormat } from '@/lib/use-format';
import { useCreateTimeBlock } from '@/features/time-blocking';

const PAGES = [...NAV_ITEMS, { href: '/settings', label: 'Settings', icon: Settings }];

/** The page a search names exactly ("health", "Health tracker", "settings"), which Enter opens rather than adding a block. */
function exactPage(query: string) {
  const q = query.trim().toLowerCase();
  return PAGES.find((p) => q !== '' && (p.label.toLowerCase() === q || p.href.slice(1).replace(/-/g, ' ') === q));
}
const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground data-[disabled=true]:opacity-50';

/** The command palette: add a block by typing it ("gym fri 6pm 1h"), or go to a page or a day. */
export function CommandPalette({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const fmt = useFormat();
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const create = useCreateTimeBlock();
  const named = exactPage(search);
  const draft = useMemo(() => (search.trim() && !named ? parseQuickAdd(search, fmt.today) : null), [search, named, fmt.today]);
  const query = search.trim().toLowerCase();
  // The page named exactly comes first, so Enter opens it.
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

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="gap-0 p-0 sm:max-w-lg">
        <DialogTitle className="sr-only">Command palette</DialogTitle>
        <DialogDescription className="sr-only">Type a block to add, such as “deep work tomorrow 9-11”, or the name of a page.</DialogDescription>
        <Command label="Command palette" shouldFilter={false} className="flex flex-col">
          <Command.Input
            value={search}
            onValueChange={setSearch}
            placeholder="Add “gym fri 6pm 1h” or go to a page…"
            aria-label="Command or block to add"
            className="h-12 w-full border-b bg-transparent px-4 text-base outline-none placeholder:text-muted-foreground"
          />
          <Command.List className="max-h-80 overflow-y-auto p-2">
            <Command.Empty className="px-2 py-6 text-center text-sm text-muted-foreground">
              Nothing matches. Type a title with a day and time to add a block.
            </Command.Empty>
            {draft && (
              <Command.Group
                heading="Add a time block"
                className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:text-muted-foreground"
              >
                <Command.Item
                  value="quick-add"
                  disabled={create.isPending}
                  className={itemClass}
                  onSelect={() => {
                    create.mutate(draft, { onSuccess: close });
                  }}
                >
                  <CalendarPlus aria-hidden="true" className="size-4 shrink-0" />
                  <span className="min-w-0">
                    <span className="font-medium">{draft.title}</span>
                    <span className="block text-xs text-muted-foreground" data-testid="quick-add-preview">
                      {fmt.date(draft.date, 'long')}, {formatBlockTime({ ...draft, duration: draft.durationMinutes / 60 }, fmt)}
                    </span>
                  </span>
                </Command.Item>
              </Command.Group>
            )}
            {pages.length > 0 && (
              <Command.Group
                heading="Go to"
                className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:text-muted-foreground"
              >
                {pages.map(({ href, label, icon: Icon }) => (
                  <Command.Item key={href} value={`page ${href}`} className={itemClass} onSelect={() => go(href)}>
                    <Icon aria-hidden="true" className="size-4 shrink-0" />
                    {label}
                  </Command.Item>
                ))}
                {(query === '' || 'today'.includes(query)) && (
                  <Command.Item value="today" className={itemClass} onSelect={() => go(`/time-blocking?date=${fmt.today}`)}>
                    <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                    Today’s time blocks
                  </Command.Item>
                )}
                {draft && draft.date !== fmt.today && (
                  <Command.Item value="day" className={itemClass} onSelect={() => go(`/time-blocking?date=${draft.date}`)}>
                    <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                    Time blocks on {fmt.date(draft.date, 'long')}
                  </Command.Item>
                )}
              </Command.Group>
            )}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
