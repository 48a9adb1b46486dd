import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One titled block of the settings page; the heading names the region for screen readers. */
export function SettingsSection({
  title,
  description,
  tone = 'default',
  children,
}: {
  title: string;
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6', tone === 'danger' && 'border-destructive/60')}
    >
      <div className="mb-4 space-y-1">
        <h2 id={headingId} className={cn('text-lg font-semibold tracking-tight', tone === 'danger' && 'text-destructive dark:text-red-400')}>
          {title}
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
