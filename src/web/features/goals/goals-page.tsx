import { PageHeader } from '@/components/page-header';

export default function GoalsPage() {
  return (
    <PageHeader
      title="Goals"
      description="Set goals of 12 milestones over 12 days, 12 weeks or 12 months, and track your progress."
    />
  );
}
