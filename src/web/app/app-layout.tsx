import { Suspense, useCallback, useState, type ReactNode, type SetStateAction } from 'react';
import { Link, useLocation } from 'wouter';
import { Command as CommandIcon, LogOut, Menu, Settings, Sparkles } from 'lucide-react';
import { BrandName } from '@/components/brand';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { AiAssistantButton, ChatDialog } from '@/features/chat';
import { CommandPalette, useCommandPaletteShortcut } from '@/features/command-palette';
import { paletteShortcut } from '@/lib/shortcut-label';
import { cn } from '@/lib/utils';
import { NAV_ITEMS, RITUAL_ITEMS } from '@/lib/nav-items';
import { PwaStatus } from './pwa-status';
import { RitualMenu } from './ritual-menu';
import { SiteFooter } from './site-footer';

function useIsActive() {
  const [location] = useLocation();
  return (href: string) => (href === '/' ? location === '/' : location === href || location.startsWith(`${href}/`));
}

/** The words of the header's buttons show while the links are icons only; once the links' words fit, they take the room. */
const HEADER_BUTTON_LABEL = 'sr-only whitespace-nowrap @min-[56rem]:not-sr-only @min-[79rem]:sr-only';

const navLinkBase =
  'inline-flex items-center gap-2 rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

const desktopLinkClass = (active: boolean) =>
  cn(navLinkBase, 'h-10 px-2.5', active ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground');

function DesktopNav() {
  const isActive = useIsActive();
  const inRitual = RITUAL_ITEMS.some(({ href }) => isActive(href));
  return (
    <nav aria-label="Main" className="hidden @min-[46rem]:block">
      <ul className="flex items-center gap-1">
        {NAV_ITEMS.map(({ href, label, icon: Icon }) => {
          const active = isActive(href);
          return (
            <li key={href}>
              <Link href={href} aria-current={active ? 'page' : undefined} title={label} className={desktopLinkClass(active)}>
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                <span className="sr-only whitespace-nowrap @min-[79rem]:not-sr-only">{label}</span>
              </Link>
            </li>
          );
        })}
        <li>
          <RitualMenu className={desktopLinkClass(inRitual)} />
        </li>
      </ul>
    </nav>
  );
}

function MobileNav({ onOpenChat }: { onOpenChat: () => void }) {
  const [open, setOpen] = useState(false);
  const isActive = useIsActive();
  const close = () => setOpen(false);
  const itemClass = (active: boolean) =>
    cn(navLinkBase, 'h-11 w-full px-3 text-base', active ? 'bg-accent text-accent-foreground' : 'text-foreground hover:bg-accent hover:text-accent-foreground');
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="@min-[46rem]:hidden" aria-label="Open menu" data-focus-key="mobile-menu">
          <Menu aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-72">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Go to a part of Twelvefold</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            {[...NAV_ITEMS, ...RITUAL_ITEMS].map(({ href, label, icon: Icon }) => {
              const active = isActive(href);
              return (
                <li key={href}>
                  <Link href={href} onClick={close} aria-current={active ? 'page' : undefined} className={itemClass(active)}>
                    <Icon className="size-5 shrink-0" aria-hidden="true" />
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
          <Separator className="my-3" />
          <ul className="flex flex-col gap-1">
            <li>
              <button
                type="button"
                // The sheet is gone when the chat closes: focus goes back to the menu button.
                data-focus-key="mobile-menu"
                className={cn(itemClass(false), 'cursor-pointer')}
                onClick={() => {
                  close();
                  onOpenChat();
                }}
              >
                <Sparkles className="size-5 shrink-0" aria-hidden="true" />
                AI Assistant
              </button>
            </li>
            <li>
              <Link href="/settings" onClick={close} aria-current={isActive('/settings') ? 'page' : undefined} className={itemClass(isActive('/settings'))}>
                <Settings className="size-5 shrink-0" aria-hidden="true" />
                Settings
              </Link>
            </li>
            <li>
              <a href="/api/logout" className={itemClass(false)}>
                <LogOut className="size-5 shrink-0" aria-hidden="true" />
                Logout
              </a>
            </li>
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}

/** Pages that fill the window under the header, edge to edge: the planner's grid. */
const FULL_WINDOW_PATHS = new Set(['/time-blocking']);

export function AppLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const fullWindow = FULL_WINDOW_PATHS.has(location);
  const [chatOpen, setChatOpenState] = useState(false);
  const [chatRequested, setChatRequested] = useState(false);
  const setChatOpen = (open: boolean) => {
    if (open) setChatRequested(true);
    setChatOpenState(open);
  };
  const isActive = useIsActive();
  const [paletteOpen, setPaletteOpenState] = useState(false);
  // Loaded at the first Ctrl+K and kept: a command it runs (Plan my day) shows its dialog after the palette closes.
  const [paletteRequested, setPaletteRequested] = useState(false);
  const setPaletteOpen = useCallback((next: SetStateAction<boolean>) => {
    setPaletteRequested(true);
    setPaletteOpenState(next);
  }, []);
  const shortcut = paletteShortcut();
  useCommandPaletteShortcut(setPaletteOpen);
  return (
    <div className={cn('flex min-h-dvh flex-col', chatOpen && 'lg:pr-[28rem]')}>
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      {/* Sized by its own width, not the window's: the assistant's panel beside the page narrows it. */}
      <header className="@container sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
          <Link
            href="/"
            className="mr-2 shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            aria-label="Twelvefold home"
          >
            <BrandName />
          </Link>
          <div className="flex-1 md:flex md:justify-center">
            <DesktopNav />
          </div>
          <div className="flex items-center gap-0.5 sm:gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-haspopup="dialog"
              aria-label={`Command palette (${shortcut.label})`}
              aria-keyshortcuts={shortcut.keys}
              title={`Command palette (${shortcut.label})`}
              onClick={() => setPaletteOpen(true)}
            >
              <CommandIcon aria-hidden="true" />
            </Button>
            <AiAssistantButton onClick={() => setChatOpen(true)} aria-haspopup="dialog" labelClassName={HEADER_BUTTON_LABEL} />
            <Link
              href="/settings"
              aria-current={isActive('/settings') ? 'page' : undefined}
              title="Settings"
              className={cn(
                navLinkBase,
                'hidden size-10 justify-center @min-[46rem]:inline-flex',
                isActive('/settings') ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
              )}
            >
              <Settings className="size-4" aria-hidden="true" />
              <span className="sr-only">Settings</span>
            </Link>
            <ThemeToggle />
            <a
              href="/api/logout"
              className={cn(navLinkBase, 'hidden h-10 px-3 text-muted-foreground hover:bg-accent hover:text-accent-foreground @min-[46rem]:inline-flex')}
            >
              <LogOut className="size-4" aria-hidden="true" />
              <span className={HEADER_BUTTON_LABEL}>Logout</span>
            </a>
            <MobileNav onOpenChat={() => setChatOpen(true)} />
          </div>
        </div>
      </header>
      <PwaStatus />
      <main
        id="main-content"
        tabIndex={-1}
        className={cn('mx-auto w-full flex-1 outline-none', fullWindow ? 'px-2 pt-1 sm:px-4' : 'max-w-7xl px-4 py-8 sm:px-6')}
      >
        {children}
      </main>
      <SiteFooter />
      {paletteRequested && (
        <Suspense fallback={null}>
          <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} />
        </Suspense>
      )}
      {chatRequested && (
        <Suspense fallback={null}>
          <ChatDialog open={chatOpen} onOpenChange={setChatOpen} />
        </Suspense>
      )}
    </div>
  );
}
