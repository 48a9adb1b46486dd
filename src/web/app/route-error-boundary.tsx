import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';

interface Props {
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** Catches render errors (including a failed lazy chunk) so a page never goes blank. Reset by re-keying. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Route error', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="flex justify-center py-12">
        <Card className="w-full max-w-md" role="alert">
          <CardContent className="space-y-4 pt-6">
            <div className="flex items-center gap-3">
              <CircleAlert className="size-8 shrink-0 text-destructive dark:text-red-300" aria-hidden="true" />
              <h1 className="text-2xl font-bold">Something went wrong</h1>
            </div>
            <p className="text-muted-foreground">This page could not be shown. Your data is safe. Try again, or reload the page if the problem persists.</p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => this.setState({ error: null })}>Try again</Button>
              <Button variant="outline" onClick={() => window.location.reload()}>
                Reload page
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    );
  }
}
