import type { QueryFunction } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, ResponseShapeError } from './errors';
import { noteAnswer, OfflineError } from './online-status';

// The request contract of docs/product.md (Requests and errors): cookies always, a JSON body only when a payload is given,
// and every non-OK response becomes an ApiError whose message is "<status>: <body text or status text>".
async function throwIfResNotOk(res: Response) {
  if (!res.ok) throw await ApiError.from(res);
}

/**
 * The JSON of an answer, read through the response schema its route is attached to (the same zod contract the server
 * writes it with), so its type comes from the contract rather than a cast.
 */
export async function readJson<S extends z.ZodType>(res: Response, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await res.json());
  if (!parsed.success) throw new ResponseShapeError(res.url, parsed.error);
  return parsed.data;
}

/** Sends a request (as apiRequest) and reads its JSON answer through the route's response schema. */
export async function requestJson<S extends z.ZodType>(method: string, url: string, schema: S, data?: unknown): Promise<z.output<S>> {
  return readJson(await apiRequest(method, url, data), schema);
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  if (method !== 'GET' && !navigator.onLine) throw new OfflineError();
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  noteAnswer(res);
  await throwIfResNotOk(res);
  return res;
}

/** Upload progress comes only from XMLHttpRequest; its answer is made a Response like fetch's. */
function sendWithProgress(url: string, body: Blob | string, contentType: string, onProgress: (fraction: number) => void): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      const empty = xhr.status === 204 || xhr.status === 304;
      resolve(new Response(empty ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new Error('The upload failed: check your connection and try again'));
    xhr.send(body);
  });
}

/**
 * POSTs a file's content as it is, under its own content type (CSV, vCard, ICS, a zip), with the same offline check
 * and error form as apiRequest; `onProgress` follows a large upload as it goes.
 */
export async function apiUpload(
  url: string,
  body: Blob | string,
  { contentType, onProgress }: { contentType: string; onProgress?: (fraction: number) => void },
): Promise<Response> {
  if (!navigator.onLine) throw new OfflineError();
  const res = onProgress
    ? await sendWithProgress(url, body, contentType, onProgress)
    : await fetch(url, { method: 'POST', headers: { 'Content-Type': contentType }, body, credentials: 'include' });
  noteAnswer(res);
  await throwIfResNotOk(res);
  return res;
}

/**
 * The default read: a GET of the path the query key's segments join into. Every query of the app names its own
 * fetcher and schema in its feature's factory; this only stands behind a key used without one.
 */
export const defaultQueryFn: QueryFunction<unknown> = async ({ queryKey }) => {
  const res = await fetch(queryKey.join('/'), { credentials: 'include' });
  noteAnswer(res);
  await throwIfResNotOk(res);
  return res.json();
};
