import type { SessionDto } from '../../../shared/schemas/account';
import { SIGN_IN_METHOD_LABELS } from '../../../shared/schemas/sign-in';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useEndOtherSessions } from './api/end-other-sessions';
import { useEndSession } from './api/end-session';
import { useSessions } from './api/get-sessions';
import { SettingsSection } from './settings-section';
import { useFormat } from '@/lib/use-format';

function SessionRow({ session }: { session: SessionDto }) {
  const end = useEndSession();
  const fmt = useFormat();
  const name = `${session.browser} on ${session.os}`;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          {session.current && <Badge variant="secondary">This device</Badge>}
        </p>
        <p className="text-sm text-muted-foreground">
          Signed in {fmt.dateTime(session.createdAt)}
          {session.signInMethod && `, ${SIGN_IN_METHOD_LABELS[session.signInMethod]}`} · Last seen {fmt.dateTime(session.lastSeenAt)}
        </p>
      </div>
      {!session.current && (
        <Button variant="outline" size="sm" aria-label={`Sign out ${name}`} disabled={end.isPending} onClick={() => end.mutate(session.id)}>
          Sign out
        </Button>
      )}
    </li>
  );
}

export function SessionsSection() {
  const { data: sessions, isLoading, isError } = useSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions?.filter((s) => !s.current).length ?? 0;

  return (
    <SettingsSection title="Sessions" description="Where your account is signed in. Sign out any device you do not recognise.">
      {isLoading ? (
        <div className="space-y-3" aria-label="Loading sessions">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : isError || !sessions ? (
        <p className="text-sm text-muted-foreground">Sessions could not be loaded. Reload the page to try again.</p>
      ) : (
        <>
          <ul className="divide-y" aria-label="Active sessions">
            {sessions.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {others === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">You are signed in on this device only.</p>
          ) : (
            <Button className="mt-3" variant="outline" disabled={endOthers.isPending} onClick={() => endOthers.mutate()}>
              Sign out all others
            </Button>
          )}
        </>
      )}
    </SettingsSection>
  );
}
