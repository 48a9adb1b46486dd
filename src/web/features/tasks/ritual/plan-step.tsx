import { useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { PlanPreview } from '../plan-day/plan-preview';

/** The ritual's "Plan my day": the same preview as the planner's button, to apply as edited or reject. */
export function PlanStep({ today }: { today: string }) {
  const [closed, setClosed] = useState(false);
  if (closed) {
    return (
      <div className="space-y-3 text-sm">
        <p>
          What you applied is in the{' '}
          <Link href="/time-blocking" className="font-medium underline underline-offset-4">
            planner
          </Link>
          . Go on to your intention, or plan again.
        </p>
        <Button variant="outline" onClick={() => setClosed(false)}>
          Plan again
        </Button>
      </div>
    );
  }
  return (
    <section aria-label="Proposed plan" className="space-y-2">
      <p className="text-sm text-muted-foreground">
        Your open tasks placed in the free time of today's workday, the most important in your best hours, listed by time. Remove what you do not want.
      </p>
      <PlanPreview date={today} onClose={() => setClosed(true)} />
    </section>
  );
}
