import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { isPublicAddress } from '../../../net/public-address.js';

export interface CaldavNetwork {
  /** CALDAV_ALLOW_PRIVATE: loopback, private and link-local servers may be reached (a server beside the app). */
  allowPrivate: boolean;
  /** Resolves a host name to its addresses (the system resolver unless a test names its own). */
  lookup?: (hostname: string) => Promise<{ address: string; family: number }[]>;
  /** Addresses reachable whatever their range (a test's own server on loopback). */
  trustedAddresses?: readonly string[];
}

/**
 * 'unreachable' covers every way of not getting an answer, so the message cannot tell them apart; 'private' is a
 * server on a loopback, private or link-local address while CALDAV_ALLOW_PRIVATE is off.
 */
export class CaldavFetchError extends Error {
  constructor(
    public readonly kind: 'unreachable' | 'private' | 'protocol' | 'too-large',
    message: string,
  ) {
    super(message);
    this.name = 'CaldavFetchError';
  }
}

const MAX_REDIRECTS = 5;
/** Far above a calendar report of the sync window; stops a server from filling the app's memory. */
export const CALDAV_MAX_RESPONSE_BYTES = 25 * 1024 * 1024;

const systemLookup = (hostname: string) => dns.promises.lookup(hostname, { all: true, verbatim: true });

interface Target {
  address: string;
  family: number;
}

/** The address to connect to, after every address the name resolves to passed the policy. */
async function resolveTarget(url: URL, network: CaldavNetwork): Promise<Target> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: Target[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      addresses = await (network.lookup ?? systemLookup)(host);
    } catch {
      throw new CaldavFetchError('unreachable', `${host} does not resolve`);
    }
  }
  const allowed = (address: string) => network.allowPrivate || network.trustedAddresses?.includes(address) || isPublicAddress(address);
  if (addresses.length === 0 || !addresses.every((a) => allowed(a.address))) {
    throw new CaldavFetchError('private', `${host} resolves to an address that is not allowed`);
  }
  return addresses[0];
}

interface Hop {
  method: string;
  headers: Record<string, string>;
  body?: Buffer;
}

interface Answer {
  status: number;
  statusText: string;
  headers: Headers;
  body: Buffer;
}

/** One request to the address already checked: the socket never looks the name up again. */
function requestOnce(url: URL, target: Target, hop: Hop, signal: AbortSignal, maxBytes: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error instanceof CaldavFetchError ? error : new CaldavFetchError('unreachable', error.message));
    const transport = url.protocol === 'https:' ? https : http;
    const pinned: net.LookupFunction = (_hostname, options, callback) => {
      if (options.all) callback(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    };
    const request = transport.request(url, { method: hop.method, headers: hop.headers, lookup: pinned, agent: false, signal }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          request.destroy(new CaldavFetchError('too-large', `The answer is larger than ${maxBytes / 1024 / 1024} MB`));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => {
        const headers = new Headers();
        const raw = response.rawHeaders;
        for (let i = 0; i + 1 < raw.length; i += 2) headers.append(raw[i], raw[i + 1]);
        resolve({ status: response.statusCode ?? 0, statusText: response.statusMessage ?? '', headers, body: Buffer.concat(chunks) });
      });
      response.on('error', fail);
    });
    request.on('error', fail);
    request.end(hop.body);
  });
}

function toHop(init: RequestInit | undefined): Hop {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  const body = init?.body;
  if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof Uint8Array)) {
    throw new CaldavFetchError('protocol', 'Unsupported request body');
  }
  return { method: (init?.method ?? 'GET').toUpperCase(), headers, ...(body !== undefined && body !== null ? { body: Buffer.from(body) } : {}) };
}

/** Where a redirect leads, and what of the request goes along (as fetch does: no body after 303, no credentials to another origin). */
function follow(from: URL, location: string, status: number, hop: Hop): { url: URL; hop: Hop } {
  let url: URL;
  try {
    url = new URL(location, from);
  } catch {
    throw new CaldavFetchError('protocol', 'The server redirected to an invalid address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CaldavFetchError('protocol', 'The server redirected away from http(s)');
  const headers = { ...hop.headers };
  let { method, body } = hop;
  if (status === 303 ? method !== 'HEAD' : (status === 301 || status === 302) && method === 'POST') {
    method = 'GET';
    body = undefined;
    for (const name of ['content-type', 'content-length', 'content-encoding', 'content-language', 'content-location']) delete headers[name];
  }
  if (url.origin !== from.origin) {
    delete headers.authorization;
    delete headers.cookie;
  }
  return { url, hop: { method, headers, ...(body ? { body } : {}) } };
}

/**
 * fetch for CalDAV requests whose target a user chose: every hop's host is resolved and checked against the
 * policy, the connection goes to the checked address, and redirects are followed here, each hop checked again.
 * Network failures of every kind become one 'unreachable' error; an answer past `maxBytes` is 'too-large'.
 */
export function createCaldavFetch(network: CaldavNetwork, timeoutMs: number, maxBytes = CALDAV_MAX_RESPONSE_BYTES): typeof fetch {
  return async (input, init) => {
    const signal = AbortSignal.timeout(timeoutMs);
    let url = new URL(input instanceof Request ? input.url : String(input));
    let hop = toHop(init);
    const manual = init?.redirect === 'manual';
    for (let redirects = 0; ; redirects += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CaldavFetchError('protocol', 'Only http(s) addresses can be reached');
      const target = await Promise.race([
        resolveTarget(url, network),
        new Promise<never>((_resolve, reject) => {
          if (signal.aborted) reject(new CaldavFetchError('unreachable', 'timed out'));
          signal.addEventListener('abort', () => reject(new CaldavFetchError('unreachable', 'timed out')), { once: true });
        }),
      ]);
      const answer = await requestOnce(url, target, hop, signal, maxBytes);
      const location = answer.headers.get('location');
      if (!manual && location && [301, 302, 303, 307, 308].includes(answer.status)) {
        if (redirects >= MAX_REDIRECTS) throw new CaldavFetchError('protocol', 'The server redirected too many times');
        ({ url, hop } = follow(url, location, answer.status, hop));
        continue;
      }
      if (answer.status < 200 || answer.status > 599) throw new CaldavFetchError('protocol', `HTTP ${answer.status}`);
      const empty = answer.status === 204 || answer.status === 205 || answer.status === 304 || hop.method === 'HEAD';
      const response = new Response(empty ? null : new Uint8Array(answer.body), {
        status: answer.status,
        statusText: answer.statusText,
        headers: answer.headers,
      });
      Object.defineProperty(response, 'url', { value: url.href });
      return response;
    }
  };
}
