import { createHash } from 'node:crypto';

/** The address fetched: webcal:// is the same calendar over https (as Apple, Google and Outlook serve it). */
export function fetchableUrl(address: string): URL {
  const trimmed = address.trim();
  // The URL API cannot switch a webcal: address to https: in place (one scheme is "special", the other not).
  const url = new URL(/^webcal:/i.test(trimmed) ? `https:${trimmed.slice('webcal:'.length)}` : trimmed);
  url.hash = '';
  return url;
}

/** One calendar, however its address was written (webcal or https, host case, a fragment), is subscribed once. */
export const urlHash = (url: URL) => createHash('sha256').update(url.href).digest('hex');

/** A part of an address that looks like a secret: long, with digits or mixed letters (tokens, private-… keys, GUIDs). */
const looksSecret = (part: string) => part.length >= 16 || (part.length >= 8 && /\d/.test(part) && /[a-z]/i.test(part) && !/^\d+$/.test(part));

/**
 * The address as the API shows it: the host and the shape of the path, with every part that may be the secret that
 * grants access (Google's private-…, Outlook's and iCloud's tokens, a query's values, credentials) cut to its first
 * four characters.
 */
export function maskUrl(url: URL): string {
  const mask = (part: string) => (looksSecret(decodeURIComponent(part)) ? `${part.slice(0, 4)}…` : part);
  const path = url.pathname.split('/').map(mask).join('/');
  const query = [...url.searchParams.keys()].map((key) => `${key}=…`).join('&');
  return `${url.protocol}//${url.host}${path}${query ? `?${query}` : ''}`;
}
