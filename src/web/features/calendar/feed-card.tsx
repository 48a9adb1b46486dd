import { Copy, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { useFeed } from './api/get-feed';
import { useRotateFeed } from './api/rotate-feed';

export const COPY_SUCCESS = 'Feed URL copied';

export function FeedCard() {
  const feed = useFeed();
  const rotate = useRotateFeed();
  const url = feed.data?.url ?? null;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: COPY_SUCCESS });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the URL and copy it yourself.', variant: 'destructive' });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar feed</CardTitle>
        <CardDescription>
          Subscribe to this private link in Google Calendar, Apple Calendar, Outlook or Thunderbird to see your time blocks and goal end dates there. Anyone
          with the link can read them; rotate it if it leaks.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {feed.isLoading ? (
          <Skeleton className="h-9 w-full" aria-label="Loading the feed URL" />
        ) : feed.isError ? (
          <p role="alert" className="text-destructive dark:text-red-300">
            Could not load the feed: {errorMessage(feed.error)}
          </p>
        ) : url ? (
          <>
            <div className="grid gap-1.5">
              <Label htmlFor="calendar-feed-url">Feed URL</Label>
              <Input id="calendar-feed-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="button" onClick={() => void copy()}>
                <Copy aria-hidden="true" />
                Copy feed URL
              </Button>
              <Button type="button" variant="outline" disabled={rotate.isPending} onClick={() => rotate.mutate({ first: false })}>
                <RefreshCw aria-hidden="true" />
                Rotate feed URL
              </Button>
            </div>
          </>
        ) : (
          <div className="space-y-2">
            <p className="text-sm text-muted-foreground">You have no feed yet. Create one to subscribe from your calendar app.</p>
            <Button type="button" disabled={rotate.isPending} onClick={() => rotate.mutate({ first: true })}>
              Create feed URL
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
