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
import { sectionId } from './settings-section';
import { SignInEmailSection } from './sign-in-email-section';
import { TwoFactorSection } from './two-factor-section';

const SIGN_IN_SECTIONS = ['Sign-in email', 'Password', 'Two-factor sign-in', 'Passkeys'];
const OTHER_SECTIONS = ['Notifications', 'Sessions', 'Calendar', 'API', 'Recently deleted', 'Your data', 'Danger zone'];

/** Links to each section of the page, in its order: a long page is one tap from any part of it. */
function SectionLinks({ local }: { local: boolean }) {
  const titles = ['Profile', ...(local ? SIGN_IN_SECTIONS : []), ...OTHER_SECTIONS];
  return (
    <nav aria-label="Settings sections" className="mb-6">
      <ul className="flex flex-wrap gap-x-1 gap-y-1 text-sm">
        {titles.map((title) => (
          <li key={title}>
            <a
              href={`#${sectionId(title)}`}
              className="inline-flex h-8 items-center rounded-md px-2 text-muted-foreground underline-offset-4 hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              {title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

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
        <>
          <SectionLinks local={user.authProvider === 'local'} />
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
        </>
      )}
    </div>
  );
}
