import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function CardsSkeleton() {
  return (
    <div role="status" aria-label="Loading people" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {[0, 1, 2].map((i) => (
        <Card key={i} className="space-y-4 p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-12 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-3/4" />
            </div>
          </div>
          <Skeleton className="h-4 w-2/3" />
          <div className="flex gap-2">
            <Skeleton className="h-9 w-24" />
            <Skeleton className="h-9 w-28" />
            <Skeleton className="h-9 w-28" />
          </div>
        </Card>
      ))}
    </div>
  );
}

export function Stat({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="rounded-lg border bg-card px-4 py-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value ?? <Skeleton className="mt-1 h-7 w-10" />}</dd>
    </div>
  );
}
