import { PageHeader } from '@/components/page-header';

export default function SettingsPage() {
  return (
    <PageHeader
      title="Settings"
      description="Your profile, time zone and preferences."
    />
  );
}
