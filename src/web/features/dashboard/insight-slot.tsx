import { Sparkles } from 'lucide-react';
import { DashboardSection, EmptyNote } from './dashboard-section';

export const INSIGHTS_EMPTY_TEXT = 'Insights appear once the assistant has a week of your data.';

/** The place of the two newest AI insight cards. */
export function InsightSlot() {
  return (
    <DashboardSection title="Insights">
      <EmptyNote>
        <span className="flex items-center gap-2">
          <Sparkles className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {INSIGHTS_EMPTY_TEXT}
        </span>
      </EmptyNote>
    </DashboardSection>
  );
}
