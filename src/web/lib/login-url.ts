import { useSyncExternalStore } from 'react';

/** "signup" asks the login endpoint for account creation: the sign-up page, or the provider's registration screen. */
export type LoginIntent = 'signin' | 'signup';

function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The login endpoint, carrying the browser's timezone so an OpenID sign-in can set it too. */
export function loginUrl(intent: LoginIntent = 'signin'): string {
  return withTimezone(intent, browserTimezone());
}

function withTimezone(intent: LoginIntent, timezone: string | undefined): string {
  const params = new URLSearchParams();
  if (intent === 'signup') params.set('intent', 'signup');
  if (timezone) params.set('tz', timezone);
  const query = params.toString();
  return query ? `/api/login?${query}` : '/api/login';
}

const noSubscription = () => () => {};

/**
 * loginUrl for a rendered link. A page rendered ahead of time has no browser timezone, so the first render matches
 * that HTML and the timezone is added once the page runs in the browser.
 */
export function useLoginUrl(intent: LoginIntent = 'signin'): string {
  const timezone = useSyncExternalStore(noSubscription, browserTimezone, () => undefined);
  return withTimezone(intent, timezone);
}
