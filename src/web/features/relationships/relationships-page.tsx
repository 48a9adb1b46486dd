import { PageHeader } from '@/components/page-header';

export default function RelationshipsPage() {
  return (
    <PageHeader
      title="Relationships"
      description="Keep in touch with about 12 key people, log your calls, messages and meetings, and get reconnection suggestions."
    />
  );
}
