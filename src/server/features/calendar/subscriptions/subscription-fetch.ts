import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { SUBSCRIPTION_FETCH_SECONDS, SUBSCRIPTION_MAX_BYTES } from '../../../../shared/schemas/calendar-subscriptions.js';
import { CaldavFetchError, createCaldavFetch, type CaldavNetwork } from '../caldav/caldav-fetch.js';

/** Why a fetch gave no calendar, in words for the user; the last good copy stays. */
export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedError';
  }
}

export type FeedAnswer = { unchanged: true } | { unchanged: false; text: string; etag: string | null; lastModified: string | null };

const MB = SUBSCRIPTION_MAX_BYTES / 1024 / 1024;
const PRIVATE =
  'The calendar is on a private or local network address (such as 192.168.x.x), which this instance does not reach unless its admin sets CALDAV_ALLOW_PRIVATE=true.';
const unpack = { gzip: promisify(zlib.gunzip), 'x-gzip': promisify(zlib.gunzip), deflate: promisify(zlib.inflate), br: promisify(zlib.brotliDecompress) };

function fetchError(error: unknown): FeedError {
  if (!(error instanceof CaldavFetchError)) return new FeedError('Could not reach the calendar’s server.');
  if (error.kind === 'private') return new FeedError(PRIVATE);
  if (error.kind === 'too-large') return new FeedError(`The calendar is larger than ${MB} MB, more than a subscription reads.`);
  if (error.kind === 'protocol') return new FeedError(`The calendar’s server gave an unexpected answer: ${error.message}.`);
  return new FeedError(
    /time|abort/i.test(error.message)
      ? `The calendar’s server did not answer within ${SUBSCRIPTION_FETCH_SECONDS} seconds.`
      : 'Could not reach the calendar’s server.',
  );
}

/** The body as text: unpacked when the server compressed it, and bounded by what it unpacks to, not only by what it sent. */
async function bodyText(response: Response): Promise<string> {
  const body = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding')?.trim().toLowerCase();
  if (!encoding || encoding === 'identity') return body.toString('utf8');
  const method = unpack[encoding as keyof typeof unpack];
  if (!method) throw new FeedError(`The calendar’s server sent it in an encoding this instance does not read (${encoding.slice(0, 40)}).`);
  try {
    return (await method(body, { maxOutputLength: SUBSCRIPTION_MAX_BYTES })).toString('utf8');
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new FeedError(`The calendar is larger than ${MB} MB, more than a subscription reads.`);
    throw new FeedError('The calendar’s server sent a damaged compressed answer.');
  }
}

/**
 * Fetches a subscribed calendar through the same guard as CalDAV (every hop's address checked, private ones refused
 * unless allowed), within SUBSCRIPTION_FETCH_SECONDS and SUBSCRIPTION_MAX_BYTES; with the validators of the last copy,
 * a 304 says nothing changed.
 */
export async function fetchFeed(url: URL, previous: { etag: string | null; lastModified: string | null }, network: CaldavNetwork): Promise<FeedAnswer> {
  const headers: Record<string, string> = {
    accept: 'text/calendar, */*;q=0.5',
    'accept-encoding': 'gzip, deflate, br',
    'user-agent': 'Twelvefold calendar subscription',
  };
  if (previous.etag) headers['if-none-match'] = previous.etag;
  if (previous.lastModified) headers['if-modified-since'] = previous.lastModified;
  let response: Response;
  try {
    response = await createCaldavFetch(network, SUBSCRIPTION_FETCH_SECONDS * 1000, SUBSCRIPTION_MAX_BYTES)(url, { headers });
  } catch (error) {
    throw fetchError(error);
  }
  if (response.status === 304) return { unchanged: true };
  if (!response.ok) {
    const gone = response.status === 404 || response.status === 410;
    throw new FeedError(
      `The calendar’s server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${gone ? ': check the address, or whether the calendar is still shared' : ''}.`,
    );
  }
  const text = await bodyText(response);
  if (!/BEGIN:VCALENDAR/i.test(text.slice(0, 4096))) throw new FeedError('The address does not give a calendar (no BEGIN:VCALENDAR at its start).');
  return { unchanged: false, text, etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified') };
}
