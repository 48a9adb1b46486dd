import { useEffect, useId, useRef } from 'react';
import { Activity, Brain, HeartHandshake, Lightbulb, Loader2, RefreshCw, Target } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useGenerateInsights } from './api/generate-insights';
import { useInsights } from './api/get-insights';

const ICONS: Record<string, typeof Brain> = {
  'sleep-energy': Activity,
  sleep: Activity,
  'neglected-people': HeartHandshake,
  'neglected-area': Brain,
  'goal-pace': Target,
  correlation: Lightbulb,
};

export const INSIGHTS_SHOWN = 2;

/**
 * The two newest AI insight cards and a button that analyses the data again. The server drops the cards when the
 * data they describe goes away; with `drawWhenEmpty` (an account with data) fresh ones are drawn once, at once.
 */
export function InsightCards({ className, drawWhenEmpty = false }: { className?: string; drawWhenEmpty?: boolean }) {
  const headingId = useId();
  const { data, isLoading, isError } = useInsights(INSIGHTS_SHOWN);
  const generate = useGenerateInsights();
  const drew = useRef(false);
  const empty = data !== undefined && data.length === 0;
  const { mutate } = generate;
  useEffect(() => {
    if (!drawWhenEmpty || !empty || drew.current) return;
    drew.current = true;
    mutate();
  }, [drawWhenEmpty, empty, mutate]);

  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          AI insights
        </h2>
        <Button variant="outline" size="sm" onClick={() => generate.mutate()} disabled={generate.isPending}>
          {generate.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
          Refresh insights
        </Button>
      </div>
      {isLoading ? (
        <div role="status" aria-label="Loading insights" className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : isError ? (
        <p className="text-sm text-muted-foreground">Insights could not be loaded. Please try again later.</p>
      ) : (!data || data.length === 0) && generate.isPending ? (
        <div role="status" aria-label="Drawing insights" className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : !data || data.length === 0 ? (
        <Card>
          <CardContent className="p-5 text-sm text-muted-foreground">
            No insights yet. Choose Refresh insights to look for patterns in your sleep, energy, schedule, people and goals.
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {data.map((insight) => {
            const Icon = ICONS[insight.kind] ?? Lightbulb;
            return (
              <li key={insight.id}>
                <Card className="h-full">
                  <CardContent className="flex gap-3 p-5">
                    <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                    <div className="space-y-1">
                      <h3 className="font-semibold leading-tight">{insight.title}</h3>
                      <p className="text-sm text-muted-foreground">{insight.body}</p>
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
