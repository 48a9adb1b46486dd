import type { SyntheticEvent } from 'react';
import { deviceTimezone } from '../../shared/dates';

/** "signup" asks the login endpoint for account creation: the sign-up page, or the provider's registration screen. */
export type LoginIntent = 'signin' | 'signup';

let timezone: string | null | undefined;

/** Looked up once, and only when needed: the first Intl.DateTimeFormat of a page costs a noticeable moment. */
function browserTimezone(): string | undefined {
  if (timezone === undefined) timezone = deviceTimezone() ?? null;
  return timezone ?? undefined;
}

/** The login endpoint without the timezone: the same on the server that prerenders a page and in the browser. */
export function loginPath(intent: LoginIntent = 'signin'): string {
  return intent === 'signup' ? '/api/login?intent=signup' : '/api/login';
}

/** The login endpoint, carrying the browser's timezone so an OpenID sign-in can set it too. */
export function loginUrl(intent: LoginIntent = 'signin'): string {
  const url = new URL(loginPath(intent), 'http://localhost');
  const zone = browserTimezone();
  if (zone) url.searchParams.set('tz', zone);
  return url.pathname + url.search;
}

/** For a link to loginPath(): adds the browser's timezone as the link is followed (onClick, onAuxClick). */
export function addBrowserTimezone(event: SyntheticEvent<HTMLAnchorElement>): void {
  const link = event.currentTarget;
  const url = new URL(link.href);
  const zone = browserTimezone();
  if (zone && url.searchParams.get('tz') !== zone) {
    url.searchParams.set('tz', zone);
    link.href = url.pathname + url.search;
  }
}
