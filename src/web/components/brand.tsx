import { cn } from '@/lib/utils';
import { PRODUCT_NAME } from '../../shared/constants';

/** The twelve-dot mark, decorative: the text beside it carries the name. */
export function BrandMark({ className }: { className?: string }) {
  const dots = Array.from({ length: 12 }, (_, i) => {
    const angle = (i / 12) * Math.PI * 2 - Math.PI / 2;
    return { x: 12 + Math.cos(angle) * 9, y: 12 + Math.sin(angle) * 9, big: i % 3 === 0 };
  });
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={cn('size-7 text-primary', className)}>
      {dots.map((d, i) => (
        <circle key={i} cx={d.x} cy={d.y} r={d.big ? 1.9 : 1.3} fill="currentColor" />
      ))}
      <circle cx="12" cy="12" r="2.2" fill="currentColor" opacity="0.55" />
    </svg>
  );
}

export function BrandName({ className, textClassName }: { className?: string; textClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-semibold tracking-tight', className)}>
      <BrandMark />
      <span className={textClassName}>{PRODUCT_NAME}</span>
    </span>
  );
}
