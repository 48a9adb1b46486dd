import { PageHeader } from '@/components/page-header';

export default function ProgressReviewsPage() {
  return (
    <PageHeader
      title="Progress Reviews"
      description="Weekly reviews of your achievements, patterns and recommendations, numbered out of 12 weeks."
    />
  );
}
