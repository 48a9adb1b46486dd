import { PageHeader } from '@/components/page-header';

export default function HealthPage() {
  return (
    <PageHeader
      title="Health Tracker"
      description="Record 12 health metrics for a day and see how close you are to each target."
    />
  );
}
