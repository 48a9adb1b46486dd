import { Suspense, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { PageSkeleton } from '@/components/page-skeleton';
import { ConfirmEmailPage, ForgotPasswordPage, LoginPage, ResetPasswordPage, SignupPage } from '@/features/auth';
import { DashboardPage } from '@/features/dashboard';
import { GoalsPage } from '@/features/goals';
import { PlannerTasksProvider, PlanTodayPage, ShutdownPage, TasksPage } from '@/features/tasks';
import { HealthPage } from '@/features/health';
import { LandingPage } from '@/features/landing';
import { PrivacyPage, TermsPage } from '@/features/legal';
import { ProgressReviewsPage } from '@/features/progress-reviews';
import { RelationshipsPage } from '@/features/relationships';
import { SettingsPage } from '@/features/settings';
import { TimeBlockingPage } from '@/features/time-blocking';
import { useAuth } from '@/lib/use-auth';
import { AppLayout } from './app-layout';
import { LoadingScreen } from './loading-screen';
import { NotFoundPage } from './not-found';
import { PublicLayout } from './public-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollToTop } from './scroll-to-top';

/** Error boundary + Suspense around one page; re-keyed by path so an error clears on navigation. */
function PageFrame({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary key={location}>
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

function SignedOutRoutes() {
  return (
    <Switch>
      <Route path="/privacy">
        <PublicLayout>
          <PageFrame>
            <PrivacyPage />
          </PageFrame>
        </PublicLayout>
      </Route>
      <Route path="/terms">
        <PublicLayout>
          <PageFrame>
            <TermsPage />
          </PageFrame>
        </PublicLayout>
      </Route>
      <Route path="/login">
        <PublicLayout>
          <PageFrame>
            <LoginPage />
          </PageFrame>
        </PublicLayout>
      </Route>
      <Route path="/signup">
        <PublicLayout>
          <PageFrame>
            <SignupPage />
          </PageFrame>
        </PublicLayout>
      </Route>
      <Route path="/forgot-password">
        <PublicLayout>
          <PageFrame>
            <ForgotPasswordPage />
          </PageFrame>
        </PublicLayout>
      </Route>
      <Route path="/reset-password">
        <PublicLayout>
          <PageFrame>
            <ResetPasswordPage />
          </PageFrame>
        </PublicLayout>
      </Route>
      <Route path="/confirm-email">
        <PublicLayout>
          <PageFrame>
            <ConfirmEmailPage />
          </PageFrame>
        </PublicLayout>
      </Route>
      {/* "/" and every other path show the landing page (docs/product.md, Who it is for). */}
      <Route>
        <RouteErrorBoundary>
          <Suspense fallback={<LoadingScreen />}>
            <LandingPage />
          </Suspense>
        </RouteErrorBoundary>
      </Route>
    </Switch>
  );
}

function SignedInRoutes() {
  return (
    <AppLayout>
      <PageFrame>
        <Switch>
          <Route path="/" component={DashboardPage} />
          <Route path="/time-blocking">
            <PlannerTasksProvider>
              <TimeBlockingPage />
            </PlannerTasksProvider>
          </Route>
          <Route path="/health-tracker" component={HealthPage} />
          <Route path="/relationships" component={RelationshipsPage} />
          <Route path="/goals" component={GoalsPage} />
          <Route path="/tasks" component={TasksPage} />
          <Route path="/plan-today" component={PlanTodayPage} />
          <Route path="/shut-down" component={ShutdownPage} />
          <Route path="/progress-reviews" component={ProgressReviewsPage} />
          <Route path="/settings" component={SettingsPage} />
          <Route path="/privacy" component={PrivacyPage} />
          <Route path="/terms" component={TermsPage} />
          <Route path="/confirm-email" component={ConfirmEmailPage} />
          <Route path="/reset-password" component={ResetPasswordPage} />
          <Route path="/login">
            <Redirect to="/" replace />
          </Route>
          <Route path="/signup">
            <Redirect to="/" replace />
          </Route>
          <Route component={NotFoundPage} />
        </Switch>
      </PageFrame>
    </AppLayout>
  );
}

export function AppRouter() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  return (
    <>
      <ScrollToTop />
      {user ? <SignedInRoutes /> : <SignedOutRoutes />}
    </>
  );
}
