import { CalendarClock, ChartLine, HeartPulse, LayoutDashboard, ListChecks, Target, Users, type LucideIcon } from 'lucide-react';

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
