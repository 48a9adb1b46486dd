import { noteAnswer, OfflineError } from './online-status';
import type { QueryFunction } from '@tanstack/react-query';

// The request contract of docs/product.md (Requests and errors): cookies always, a JSON body only when a payload is given,
// and every non-OK response becomes Error("<status>: <body text or status text>").
async function throwIfResNotOk(res: Response) {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
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

type UnauthorizedBehavior = 'returnNull' | 'throw';

export const getQueryFn =
  <T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> =>
  async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    noteAnswer(res);
    if (on401 === 'returnNull' && res.status === 401) {
      return null as T;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
