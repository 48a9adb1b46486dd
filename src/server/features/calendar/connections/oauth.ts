import * as client from 'openid-client';
import { ProviderError, type OAuthSettings, type TokenSet } from './provider.js';

/** What the browser carries between the start of a sign-in and its callback (signed, in a short-lived cookie). */
export interface OAuthTransaction {
  provider: string;
  state: string;
  verifier: string;
  /** The session that started it: the callback of another session (or user) is refused. */
  sessionId: string;
  /** Signing in again to an account already connected (Reconnect) keeps its calendars and links. */
  connectionId?: string;
}

/** Seconds any token endpoint call may take. */
const TIMEOUT_SECONDS = 20;

const tokenSet = (response: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers): TokenSet => ({
  accessToken: response.access_token,
  refreshToken: response.refresh_token,
  expiresInSeconds: response.expiresIn(),
  scope: response.scope,
  claims: response.claims(),
});

/**
 * The provider's refusal as the sync reads it: `invalid_grant` (RFC 6749 §5.2) means the refresh token is revoked or
 * expired, which only the user can fix; a 5xx or no answer is worth another try; anything else is the client's setup.
 */
function tokenError(error: unknown): ProviderError {
  if (error instanceof client.ResponseBodyError) {
    if (error.error === 'invalid_grant') return new ProviderError('grant', 'The account no longer grants Twelvefold access');
    if (error.status >= 500) return new ProviderError('unavailable', `The sign-in service answered ${error.status}`);
    if (error.status === 429) return new ProviderError('rate-limit', 'The sign-in service asked to slow down');
    return new ProviderError('refused', `The sign-in service refused: ${error.error}`);
  }
  return new ProviderError('unavailable', 'The sign-in service could not be reached');
}

/**
 * OAuth 2.0 authorization code with PKCE (S256) and state, refresh and revocation, on `openid-client` with the
 * provider's endpoints given rather than discovered. Plain http endpoints are allowed only for a test's own server.
 */
export function createOAuthClient(settings: OAuthSettings) {
  const config = new client.Configuration(
    {
      issuer: settings.issuer,
      authorization_endpoint: settings.authorizationEndpoint,
      token_endpoint: settings.tokenEndpoint,
      revocation_endpoint: settings.revocationEndpoint,
    },
    settings.clientId,
    settings.clientSecret,
  );
  config.timeout = TIMEOUT_SECONDS;
  if (new URL(settings.tokenEndpoint).protocol === 'http:') client.allowInsecureRequests(config);

  return {
    /** The address to send the browser to, and what its callback must bring back. */
    async start(redirectUri: string, transaction: Omit<OAuthTransaction, 'state' | 'verifier'>, loginHint?: string) {
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scopes.join(' '),
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        ...settings.authorizationParams,
        ...(loginHint ? { login_hint: loginHint } : {}),
      });
      return { url: url.href, transaction: { ...transaction, state, verifier } satisfies OAuthTransaction };
    },

    /** Exchanges the callback's code for tokens, checking state and PKCE; throws what the provider refused. */
    async finish(currentUrl: URL, transaction: OAuthTransaction): Promise<TokenSet> {
      const response = await client.authorizationCodeGrant(config, currentUrl, { pkceCodeVerifier: transaction.verifier, expectedState: transaction.state });
      return tokenSet(response);
    },

    async refresh(refreshToken: string): Promise<TokenSet> {
      try {
        return tokenSet(await client.refreshTokenGrant(config, refreshToken));
      } catch (error) {
        throw tokenError(error);
      }
    },

    /** Revokes the grant (RFC 7009); false when the provider could not be told. */
    async revoke(token: string): Promise<boolean> {
      if (!settings.revocationEndpoint) return false;
      try {
        await client.tokenRevocation(config, token);
        return true;
      } catch {
        return false;
      }
    },
  };
}

export type OAuthClient = ReturnType<typeof createOAuthClient>;
