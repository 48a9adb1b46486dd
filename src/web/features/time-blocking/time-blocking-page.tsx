import { PageHeader } from '@/components/page-header';

export default function TimeBlockingPage() {
  return (
    <PageHeader
      title="Time Blocking"
      description="Plan your day in blocks of focus, meetings and breaks on a 12-hour basis."
    />
  );
}
