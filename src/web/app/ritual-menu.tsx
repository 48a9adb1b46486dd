import { Link, useLocation } from 'wouter';
import { Sunrise } from 'lucide-react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { RITUAL_ITEMS } from '@/lib/nav-items';
import { cn } from '@/lib/utils';

/** The day's rituals in the desktop bar: one button (the bar has no room for two more labels at 1280 px) opening both. */
export function RitualMenu({ className }: { className: string }) {
  const [location] = useLocation();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger aria-label="Day ritual" title="Plan today or shut down" className={cn(className, 'cursor-pointer')}>
        <Sunrise className="size-4 shrink-0" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {RITUAL_ITEMS.map(({ href, label, icon: Icon }) => (
          <DropdownMenuItem key={href} asChild>
            <Link href={href} aria-current={location === href ? 'page' : undefined}>
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
