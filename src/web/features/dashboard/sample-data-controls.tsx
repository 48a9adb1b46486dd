import { Database, Loader2, Sparkles, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useLoadSampleData } from './api/load-sample-data';
import { useRemoveSampleData } from './api/remove-sample-data';

const START_LINKS = [
  { href: '/time-blocking', label: 'Block out your day' },
  { href: '/health-tracker', label: "Record today's health" },
  { href: '/relationships', label: 'Add a key person' },
  { href: '/goals', label: 'Set a goal' },
];

/** Shown to an account with no data at all. */
export function WelcomeCard() {
  const load = useLoadSampleData();
  return (
    <Card role="region" aria-labelledby="welcome-heading" className="space-y-4 border-primary/40 p-4 sm:p-6">
      <div className="flex items-start gap-3">
        <Sparkles className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
        <div className="space-y-1">
          <h2 id="welcome-heading" className="text-lg font-semibold">
            Welcome — your dashboard is empty for now
          </h2>
          <p className="text-sm text-muted-foreground">
            Everything here comes from your own entries. Start with any tool below, or load a realistic sample week to see how it all fits together; you can
            remove the sample with one click and keep anything you add yourself.
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => load.mutate()} disabled={load.isPending}>
          {load.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Database aria-hidden="true" />}
          Load sample data
        </Button>
        {START_LINKS.map((l) => (
          <Button key={l.href} variant="outline" asChild>
            <Link href={l.href}>{l.label}</Link>
          </Button>
        ))}
      </div>
    </Card>
  );
}

/** Shown while the sample dataset is in the account. */
export function SampleDataNotice() {
  const remove = useRemoveSampleData();
  return (
    <div
      role="region"
      aria-label="Sample data"
      className="flex flex-col gap-3 rounded-xl border border-dashed bg-muted/50 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-muted-foreground">You are looking at sample data. Removing it deletes only the sample; everything you entered yourself stays.</p>
      <Button variant="outline" className="shrink-0" onClick={() => remove.mutate()} disabled={remove.isPending}>
        {remove.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
        Remove sample data
      </Button>
    </div>
  );
}
