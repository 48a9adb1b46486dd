import type { SecretBox } from '../../../secret-box.js';
import type { ConnectionRow, ConnectionsRepo } from './connections.repo.js';
import type { OAuthClient } from './oauth.js';
import { ProviderError, type CalendarProvider } from './provider.js';

/** A cached access token is used only while it has this long left; older, it is refreshed first. */
const EXPIRY_MARGIN_MS = 60_000;
/** When the provider does not say how long an access token lasts. */
const DEFAULT_LIFETIME_SECONDS = 3600;

/** One connection's calls to its provider, each with a current access token. */
export interface ProviderSession {
  connection: ConnectionRow;
  provider: CalendarProvider;
  call<T>(run: (accessToken: string) => Promise<T>): Promise<T>;
}

interface SessionDeps {
  repo: ConnectionsRepo;
  box: SecretBox;
  now: () => Date;
}

/**
 * Calls with the cached access token while it is valid, refreshing it (and storing it sealed, with a rotated refresh
 * token when the provider sends one) when it is about to expire or the provider refuses it. A refused refresh is a
 * `grant` error: only the user can fix it. Tokens are never logged: errors carry no token.
 */
export function openProviderSession(deps: SessionDeps, connection: ConnectionRow, provider: CalendarProvider, oauth: OAuthClient): ProviderSession {
  const { repo, box, now } = deps;
  const fresh =
    connection.accessTokenEncrypted && connection.accessTokenExpiresAt && connection.accessTokenExpiresAt.getTime() - EXPIRY_MARGIN_MS > now().getTime();
  let accessToken = fresh ? box.open(connection.accessTokenEncrypted!) : null;

  async function refresh(): Promise<string> {
    const tokens = await oauth.refresh(box.open(connection.refreshTokenEncrypted));
    const lifetime = tokens.expiresInSeconds ?? DEFAULT_LIFETIME_SECONDS;
    await repo.update(connection.id, {
      accessTokenEncrypted: box.seal(tokens.accessToken),
      accessTokenExpiresAt: new Date(now().getTime() + lifetime * 1000),
      ...(tokens.refreshToken ? { refreshTokenEncrypted: box.seal(tokens.refreshToken) } : {}),
    });
    accessToken = tokens.accessToken;
    return tokens.accessToken;
  }

  return {
    connection,
    provider,
    async call(run) {
      const token = accessToken ?? (await refresh());
      try {
        return await run(token);
      } catch (error) {
        if (!(error instanceof ProviderError) || error.kind !== 'unauthorized') throw error;
      }
      // The provider refused a token it issued (revoked sessions, clock skew): one refresh, then the call once more.
      const renewed = await refresh();
      try {
        return await run(renewed);
      } catch (error) {
        if (error instanceof ProviderError && error.kind === 'unauthorized') throw new ProviderError('grant', 'The account refuses Twelvefold’s access');
        throw error;
      }
    },
  };
}
