import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The anchor of a section of the settings page, from its title: "Two-factor sign-in" is #two-factor-sign-in. */
export function sectionId(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

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
      id={sectionId(title)}
      aria-labelledby={headingId}
      className={cn('scroll-mt-20 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6', tone === 'danger' && 'border-destructive/60')}
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
