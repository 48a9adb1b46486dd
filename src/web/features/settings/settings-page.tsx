import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/use-auth';
import { CalendarSettings } from '@/features/calendar';
import { ApiTokensSection } from './api-tokens-section';
import { DangerZoneSection } from './danger-zone-section';
import { DataSection } from './data-section';
import { PasswordSection } from './password-section';
import { NotificationsSection } from './notifications-section';
import { ProfileSection } from './profile-section';
import { RecentlyDeletedSection } from './recently-deleted-section';
import { SessionsSection } from './sessions-section';
import { PasskeysSection } from './passkeys-section';
import { SignInEmailSection } from './sign-in-email-section';
import { TwoFactorSection } from './two-factor-section';

export default function SettingsPage() {
  const { user, isLoading } = useAuth();

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Settings" description="Your profile, time zone and preferences." />
      {isLoading || !user ? (
        <div className="space-y-6" aria-label="Loading settings">
          <Skeleton className="h-72 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <div className="space-y-6">
          <ProfileSection user={user} />
          {user.authProvider === 'local' && (
            <>
              <SignInEmailSection user={user} />
              <PasswordSection />
              <TwoFactorSection />
              <PasskeysSection />
            </>
          )}
          <NotificationsSection />
          <SessionsSection />
          <CalendarSettings />
          <ApiTokensSection />
          <RecentlyDeletedSection />
          <DataSection />
          <DangerZoneSection user={user} />
        </div>
      )}
    </div>
  );
}
