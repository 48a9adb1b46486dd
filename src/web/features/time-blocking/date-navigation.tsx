import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { isoDateSchema } from '../../../shared/schemas/common';
import { shiftDate } from '../../../shared/dates';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useFormat } from '@/lib/use-format';

interface DateNavigationProps {
  date: string;
  /** How many days the arrows move: a day, the few days a phone shows, or a week. */
  step?: number;
  onChange: (date: string) => void;
  children?: ReactNode;
}

const stepName = (step: number) => (step === 1 ? 'day' : step === 7 ? 'week' : `${step} days`);

/**
 * Previous and next (a day, or the days the week tab shows), Today and a date field, with the shown day spelled out.
 * On a phone they share one row (with `children`, the page's add button): the field's label and the spelled-out day
 * are left to screen readers.
 */
export function DateNavigation({ date, step = 1, onChange, children }: DateNavigationProps) {
  const fmt = useFormat();
  return (
    <div className="flex items-center gap-1 sm:flex-wrap sm:items-end sm:gap-2">
      <div className="flex shrink-0 items-center gap-1">
        <Button variant="outline" size="icon" aria-label={`Previous ${stepName(step)}`} onClick={() => onChange(shiftDate(date, -step))}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" className="px-3 sm:px-4" onClick={() => onChange(fmt.today)} disabled={date === fmt.today}>
          Today
        </Button>
        <Button variant="outline" size="icon" aria-label={`Next ${stepName(step)}`} onClick={() => onChange(shiftDate(date, step))}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div className="grid min-w-0 flex-1 gap-1.5 sm:flex-none">
        <Label htmlFor="time-blocking-date" className="sr-only sm:not-sr-only">
          Date
        </Label>
        <Input
          id="time-blocking-date"
          type="date"
          className="w-full min-w-0 px-2 sm:w-44 sm:px-3"
          value={date}
          onChange={(e) => {
            if (isoDateSchema.safeParse(e.target.value).success) onChange(e.target.value);
          }}
        />
      </div>
      {children}
      <p className="sr-only text-sm font-medium sm:not-sr-only sm:ml-2 sm:self-center" aria-live="polite">
        {fmt.date(date, 'long')}
      </p>
    </div>
  );
}
