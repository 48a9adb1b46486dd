import type { ReactNode } from 'react';
import { Card, CardContent, CardFooter, CardHeader } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuthConfig } from './api/get-auth-config';
import { loginUrl } from '@/lib/login-url';

export function AuthCard({ title, description, children, footer }: { title: string; description: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex justify-center">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="text-sm text-muted-foreground">{description}</p>
        </CardHeader>
        <CardContent className="space-y-6">{children}</CardContent>
        {footer && <CardFooter className="justify-center text-sm text-muted-foreground">{footer}</CardFooter>}
      </Card>
    </div>
  );
}

/** "Continue with {provider}" when the server has an OpenID Connect provider configured. */
export function OidcSignIn() {
  const config = useAuthConfig();
  if (config.isLoading) return <Skeleton className="h-10 w-full" />;
  if (!config.data?.oidc) return null;
  const name = config.data.providerName || 'single sign-on';
  return (
    <div className="space-y-6">
      <Button variant="outline" className="w-full" asChild>
        <a href={loginUrl()}>Continue with {name}</a>
      </Button>
      <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        or use your email
        <span className="h-px flex-1 bg-border" />
      </div>
    </div>
  );
}

export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {message && (
        <p className="rounded-md border border-destructive/50 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive dark:text-red-300">{message}</p>
      )}
    </div>
  );
}
