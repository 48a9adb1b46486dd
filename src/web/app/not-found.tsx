import { Link } from 'wouter';
import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

export function NotFoundPage() {
  return (
    <div className="flex justify-center py-12">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 pt-6">
          <div className="flex items-center gap-3">
            <CircleAlert className="size-8 shrink-0 text-destructive dark:text-red-300" aria-hidden="true" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-muted-foreground">There is no page at this address. It may have moved, or the link may be mistyped.</p>
          <Button asChild>
            <Link href="/">Go to the dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
