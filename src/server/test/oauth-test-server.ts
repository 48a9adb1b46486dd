import { createHash } from 'node:crypto';
import type http from 'node:http';

/** What the Google and Microsoft contract servers do alike: OAuth 2.0 with PKCE, request bodies and opaque page tokens. */

export async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A page or sync token: opaque to the client, the server's own state inside. */
export const encodeToken = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
export const decodeToken = <T>(value: string | null): T | null => {
  try {
    return value ? (JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as T) : null;
  } catch {
    return null;
  }
};

/** One page of `rows` from `offset`, and where the next starts (null on the last page). */
export function pageOf<T>(rows: T[], offset: number, size: number) {
  return { items: rows.slice(offset, offset + size), next: offset + size < rows.length ? offset + size : null };
}

/** The client a token request names: HTTP Basic (RFC 6749 §2.3.1) or the form's client_id and client_secret. */
export function clientOf(req: http.IncomingMessage, form: URLSearchParams) {
  const basic = req.headers.authorization?.match(/^Basic (.+)$/)?.[1];
  if (!basic) return { id: form.get('client_id'), secret: form.get('client_secret') };
  const [id, secret] = Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent);
  return { id, secret };
}

/** Authorization codes bound to their PKCE S256 challenge (RFC 7636) and redirect URI, each redeemed once. */
export function authorizationCodes<Extra extends object>(clientId: string) {
  const codes = new Map<string, Extra & { challenge: string; redirectUri: string }>();
  return {
    /**
     * The authorization endpoint, the user taken to have signed in and consented: the redirect back with a new code
     * (`code`), or with `error=invalid_request` when PKCE is missing; null when the client or redirect is missing.
     */
    authorize(q: URLSearchParams, code: string, extra: Extra): { back: URL; issued: boolean } | null {
      const redirect = q.get('redirect_uri');
      if (q.get('client_id') !== clientId || !redirect) return null;
      const back = new URL(redirect);
      if (q.get('state')) back.searchParams.set('state', q.get('state')!);
      if (q.get('response_type') !== 'code' || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
        back.searchParams.set('error', 'invalid_request');
        return { back, issued: false };
      }
      codes.set(code, { ...extra, challenge: q.get('code_challenge')!, redirectUri: redirect });
      back.searchParams.set('code', code);
      return { back, issued: true };
    },
    /** The token endpoint's authorization_code grant: the code's details when its verifier and redirect match, else null. */
    redeem(form: URLSearchParams) {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const challenge = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url');
      return code && code.challenge === challenge && code.redirectUri === form.get('redirect_uri') ? code : null;
    },
  };
}
