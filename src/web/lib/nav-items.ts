import { CalendarClock, ChartLine, HeartPulse, LayoutDashboard, ListChecks, Sunrise, Sunset, Target, Users, type LucideIcon } from 'lucide-react';

/** The app's pages, in the order the shell's navigation and the command palette list them. */
export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/time-blocking', label: 'Time Blocking', icon: CalendarClock },
  { href: '/tasks', label: 'Tasks', icon: ListChecks },
  { href: '/health-tracker', label: 'Health', icon: HeartPulse },
  { href: '/relationships', label: 'Relationships', icon: Users },
  { href: '/goals', label: 'Goals', icon: Target },
  { href: '/progress-reviews', label: 'Progress', icon: ChartLine },
];

/** The day's rituals: in the phone menu, the desktop bar's Today menu, the command palette and the dashboard's card. */
export const RITUAL_ITEMS: readonly NavItem[] = [
  { href: '/plan-today', label: 'Plan today', icon: Sunrise },
  { href: '/shut-down', label: 'Shut down', icon: Sunset },
];
