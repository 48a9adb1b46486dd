import { useSyncExternalStore } from 'react';
import { OFFLINE_COPY_HEADER } from '../../shared/constants';

// The browser's own flag misses a server that cannot be reached (and a reload while offline may reset it), so the
// answers count too: the service worker marks one it had to take from its cache.
let serverReached = true;
const listeners = new Set<() => void>();

function setServerReached(reached: boolean) {
  if (reached === serverReached) return;
  serverReached = reached;
  for (const listener of listeners) listener();
}

/** Notes whether an API answer came from the server or, the server out of reach, from the offline copy. */
export function noteAnswer(res: Response) {
  setServerReached(!res.headers.has(OFFLINE_COPY_HEADER));
}

/** Whether the browser has a connection and the last answer came from the server. */
export function isOnline(): boolean {
  return navigator.onLine && serverReached;
}

function subscribe(onChange: () => void) {
  const backOnline = () => setServerReached(true);
  listeners.add(onChange);
  window.addEventListener('online', backOnline);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', backOnline);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the app can reach its server, as far as it knows. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

export const OFFLINE_WRITE_MESSAGE = "You're offline: changes can't be saved until you're back online.";

/** Changes are refused while offline rather than queued (docs/decisions/0010-offline-and-push.md). */
export class OfflineError extends Error {
  constructor() {
    super(OFFLINE_WRITE_MESSAGE);
    this.name = 'OfflineError';
  }
}
