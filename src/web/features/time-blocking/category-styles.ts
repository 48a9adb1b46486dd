import type { TimeBlockCategory } from '../../../shared/schemas/time-blocks';

export const CATEGORY_LABELS: Record<TimeBlockCategory, string> = {
  focus: 'Focus',
  meeting: 'Meeting',
  break: 'Break',
  completed: 'Completed',
};

/** Block surfaces: tinted background, strong left edge and dark text (light) / deep background and light text (dark), each AA. */
export const CATEGORY_BLOCK_CLASSES: Record<TimeBlockCategory, string> = {
  focus: 'border-sky-700 bg-sky-100 text-sky-950 dark:border-sky-400 dark:bg-sky-950 dark:text-sky-50',
  meeting: 'border-violet-700 bg-violet-100 text-violet-950 dark:border-violet-400 dark:bg-violet-950 dark:text-violet-50',
  break: 'border-amber-700 bg-amber-100 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50',
  completed: 'border-emerald-700 bg-emerald-100 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50',
};

/** The legend's swatch: the same hue as the block's edge. */
export const CATEGORY_SWATCH_CLASSES: Record<TimeBlockCategory, string> = {
  focus: 'bg-sky-700 dark:bg-sky-400',
  meeting: 'bg-violet-700 dark:bg-violet-400',
  break: 'bg-amber-700 dark:bg-amber-400',
  completed: 'bg-emerald-700 dark:bg-emerald-400',
};

/** Read-only busy time from the connected calendar: dashed outline and stripes, never a category's colour. */
export const BUSY_BLOCK_CLASSES =
  'border border-dashed border-slate-400 bg-[repeating-linear-gradient(135deg,var(--muted)_0,var(--muted)_6px,transparent_6px,transparent_12px)] text-foreground dark:border-slate-500';

/** An event its calendar shows as free: outlined like busy time, without the stripes, as nothing is planned around it. */
export const FREE_EVENT_CLASSES = 'border border-dashed border-slate-400 bg-background text-muted-foreground dark:border-slate-500';

export const calendarEventClasses = (free: boolean) => (free ? FREE_EVENT_CLASSES : BUSY_BLOCK_CLASSES);
