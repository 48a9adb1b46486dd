import { ChevronLeft, ChevronRight } from 'lucide-react';
import { isoDateSchema } from '../../../shared/schemas/common';
import { shiftDate } from '../../../shared/dates';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useFormat } from '@/lib/use-format';

/** Previous day, Today, next day and a date field, with the shown day spelled out. */
export function DateNavigation({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const fmt = useFormat();
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex items-center gap-1">
        <Button variant="outline" size="icon" aria-label="Previous day" onClick={() => onChange(shiftDate(date, -1))}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={() => onChange(fmt.today)} disabled={date === fmt.today}>
          Today
        </Button>
        <Button variant="outline" size="icon" aria-label="Next day" onClick={() => onChange(shiftDate(date, 1))}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="time-blocking-date">Date</Label>
        <Input
          id="time-blocking-date"
          type="date"
          className="w-44"
          value={date}
          onChange={(e) => {
            if (isoDateSchema.safeParse(e.target.value).success) onChange(e.target.value);
          }}
        />
      </div>
      <p className="w-full text-sm font-medium sm:ml-2 sm:w-auto sm:self-center" aria-live="polite">
        {fmt.date(date, 'long')}
      </p>
    </div>
  );
}
