import * as client from 'openid-client';
import type { Config } from '../../config.js';
import type { OidcClaims } from './auth.service.js';

export interface OidcTransaction {
  state: string;
  nonce: string;
  verifier: string;
  timezone?: string;
}

/** Authorization code flow with PKCE, state and nonce against the configured OpenID provider. */
export function createOidc(settings: NonNullable<Config['oidc']>) {
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        new URL(settings.issuerUrl),
        settings.clientId,
        settings.clientSecret,
        undefined,
        settings.issuerUrl.startsWith('http://') ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    providerName: settings.providerName,

    /** With `signup`, asks the provider for its registration screen (`prompt=create`) when its metadata offers one. */
    async start(redirectUri: string, timezone?: string, signup = false): Promise<{ url: string; transaction: OidcTransaction }> {
      const config = await configuration();
      const prompts = config.serverMetadata().prompt_values_supported;
      const verifier = client.randomPKCECodeVerifier();
      const transaction: OidcTransaction = { state: client.randomState(), nonce: client.randomNonce(), verifier, timezone };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: settings.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: transaction.state,
        nonce: transaction.nonce,
        ...(signup && Array.isArray(prompts) && prompts.includes('create') ? { prompt: 'create' } : {}),
      });
      return { url: url.href, transaction };
    },

    async finish(currentUrl: URL, transaction: OidcTransaction): Promise<OidcClaims> {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: transaction.verifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error('The provider returned no ID token');
      let claims: Record<string, unknown> & { iss: string; sub: string } = idClaims;
      // Many providers put profile claims only in the UserInfo response, not in the ID token.
      if (!idClaims.email && config.serverMetadata().userinfo_endpoint) {
        const info = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
        claims = { ...idClaims, ...info, iss: idClaims.iss, sub: idClaims.sub };
      }
      const str = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : undefined);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: str(claims.email),
        firstName: str(claims.given_name) ?? str(claims.name),
        lastName: str(claims.family_name),
        picture: str(claims.picture),
        timezone: transaction.timezone,
      };
    },

    async logoutUrl(postLogoutRedirectUri: string): Promise<string | undefined> {
      try {
        const config = await configuration();
        if (!config.serverMetadata().end_session_endpoint) return undefined;
        return client.buildEndSessionUrl(config, { post_logout_redirect_uri: postLogoutRedirectUri, client_id: settings.clientId }).href;
      } catch {
        return undefined;
      }
    },
  };
}

export type Oidc = ReturnType<typeof createOidc>;
