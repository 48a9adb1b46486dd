import { PageHeader } from '@/components/page-header';

export default function DashboardPage() {
  return (
    <PageHeader
      title="Dashboard"
      description="Your day, health, people and goals at a glance, organised around twelve."
    />
  );
}
