/** The login endpoint, carrying the browser's timezone so an OpenID sign-in can set it too. */
export function loginUrl(): string {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timezone ? `/api/login?tz=${encodeURIComponent(timezone)}` : '/api/login';
}
