import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useFormat } from '@/lib/use-format';
import { PlanPreview } from './plan-preview';

/** The "Plan my day" dialog for `date`: the plan is asked for each time it opens, to accept, edit or reject. */
export function PlanDayDialog({ date, open, onOpenChange }: { date: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const fmt = useFormat();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Plan my day</DialogTitle>
          <DialogDescription>
            {fmt.date(date, 'long')}: your open tasks placed in the free time of your workday, the most important in your best hours, listed by time. Remove
            what you do not want, then apply.
          </DialogDescription>
        </DialogHeader>
        {open && <PlanPreview date={date} onClose={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

/**
 * "Plan my day": the open tasks placed in the workday's free time on `date`, shown first to accept, edit or reject.
 * `labelClassName` may hide the words where there is no room for them (the button keeps its name).
 */
export function PlanDayButton({ date, className, labelClassName }: { date: string; className?: string; labelClassName?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className={className} onClick={() => setOpen(true)}>
        <Sparkles aria-hidden="true" />
        <span className={labelClassName}>Plan my day</span>
      </Button>
      <PlanDayDialog date={date} open={open} onOpenChange={setOpen} />
    </>
  );
}
