import { Command } from 'cmdk';
import type { LucideIcon } from 'lucide-react';
import { groupClass, itemClass } from './quick-add-group';
import type { Found } from './use-palette-search';

/** People, goals or blocks found by name; choosing one opens it on its page. */
export function FoundGroup({ heading, icon: Icon, items, onOpen }: { heading: string; icon: LucideIcon; items: Found[]; onOpen: (href: string) => void }) {
  if (items.length === 0) return null;
  return (
    <Command.Group heading={heading} className={groupClass}>
      {items.map((item) => (
        <Command.Item key={item.id} value={`${heading} ${item.id}`} className={itemClass} onSelect={() => onOpen(item.href)}>
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0">
            <span className="block truncate">{item.label}</span>
            {item.detail && <span className="block text-xs text-muted-foreground">{item.detail}</span>}
          </span>
        </Command.Item>
      ))}
    </Command.Group>
  );
}
