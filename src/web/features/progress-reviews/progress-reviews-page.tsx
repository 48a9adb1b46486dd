import { useId } from 'react';
import { CalendarRange, Lightbulb, Loader2, Sparkles, TrendingUp, Trophy } from 'lucide-react';
import type { ProgressReview } from '../../../shared/schemas/progress-reviews';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useGenerateProgressReview } from './api/generate-progress-review';
import { useProgressReviews } from './api/get-progress-reviews';
import { LoadMore } from '@/components/load-more';
import { allRows } from '@/lib/paged-query';
import { useFormat } from '@/lib/use-format';

export const REVIEWS_EMPTY_TEXT =
  'No reviews yet. Generate your first review to get week 1 of your 12-week cycle: it sums up this week’s time blocks, health, goals and people.';

function ReviewList({ title, items, Icon }: { title: string; items: string[]; Icon: typeof Trophy }) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="flex items-center gap-2 text-sm font-semibold">
        <Icon className="size-4 text-primary" aria-hidden="true" />
        {title}
      </h3>
      <ul className="list-disc space-y-1 pl-6 text-sm">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function ReviewCard({ review }: { review: ProgressReview }) {
  const headingId = useId();
  const fmt = useFormat();
  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <h2 id={headingId} className="text-lg font-semibold">
          Week {fmt.ofTwelve(review.weekNumber, '/')}
        </h2>
        <Badge variant="secondary" className="gap-1">
          <CalendarRange className="size-3.5" aria-hidden="true" />
          <time dateTime={review.startDate}>{fmt.dateRange(review.startDate, review.endDate)}</time>
        </Badge>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm leading-relaxed">{review.aiReport}</p>
        <div className="grid gap-4 md:grid-cols-3">
          <ReviewList title="Achievements" items={review.achievements} Icon={Trophy} />
          <ReviewList title="Patterns" items={review.patterns} Icon={TrendingUp} />
          <ReviewList title="Recommendations" items={review.recommendations} Icon={Lightbulb} />
        </div>
      </CardContent>
    </Card>
  );
}

function ReviewsSkeleton() {
  return (
    <div role="status" aria-label="Loading reviews" className="space-y-4">
      {[0, 1].map((i) => (
        <Card key={i} className="space-y-4 p-6">
          <div className="flex justify-between">
            <Skeleton className="h-6 w-28" />
            <Skeleton className="h-6 w-40" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <div className="grid gap-4 md:grid-cols-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        </Card>
      ))}
    </div>
  );
}

export default function ProgressReviewsPage() {
  const { data: pages, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = useProgressReviews();
  const reviews = allRows(pages);
  const generate = useGenerateProgressReview();

  return (
    <div>
      <PageHeader
        title="Progress Reviews"
        description="Weekly reviews of your achievements, patterns and recommendations, numbered out of 12 weeks."
        actions={
          <Button onClick={() => generate.mutate()} disabled={generate.isPending}>
            {generate.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
            Generate review
          </Button>
        }
      />
      {isLoading ? (
        <ReviewsSkeleton />
      ) : isError ? (
        <Card>
          <CardContent className="p-6 text-sm">Your reviews could not be loaded. Please reload the page to try again.</CardContent>
        </Card>
      ) : !reviews || reviews.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
            <TrendingUp className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="max-w-md text-muted-foreground">{REVIEWS_EMPTY_TEXT}</p>
          </CardContent>
        </Card>
      ) : (
        <ol className="space-y-4" aria-label="Reviews, newest first">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ol>
      )}
      <LoadMore hasMore={hasNextPage} loading={isFetchingNextPage} onLoad={() => void fetchNextPage()} label="Show older reviews" />
    </div>
  );
}
