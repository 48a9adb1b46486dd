import type { ApiTokenScope } from '../../shared/schemas/api-tokens.js';
import type { UserRow } from './session.repo.js';

export interface CachedSession {
  /** Null when the request is authenticated by a personal API token. */
  sessionId: string | null;
  apiToken?: { id: string; scope: ApiTokenScope };
  user: UserRow;
  lastSeenAt: number;
  expiresAt: number;
  cachedAt: number;
}

export interface SessionCacheOptions {
  /** How long an entry is trusted without asking the database again. */
  ttlMs: number;
  maxEntries: number;
}

/**
 * Signed-in sessions this instance has recently resolved, by token hash, so most requests skip the session
 * look-up. Only used while the database's change notifications reach this instance (see session-listener.ts):
 * every instance drops a user's entries when their sessions or account row change.
 */
export function createSessionCache(options: SessionCacheOptions) {
  const entries = new Map<string, CachedSession>();
  let enabled = false;
  // Bumped by every drop: a look-up that started before a drop must not store what it read.
  let generation = 0;

  function clear() {
    generation++;
    entries.clear();
  }

  return {
    get enabled() {
      return enabled;
    },
    get size() {
      return entries.size;
    },
    generation: () => generation,

    get(tokenHash: string, now: number): CachedSession | undefined {
      if (!enabled) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (now - entry.cachedAt >= options.ttlMs || now < entry.cachedAt) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry;
    },

    set(tokenHash: string, entry: CachedSession, readAtGeneration: number): void {
      if (!enabled || readAtGeneration !== generation) return;
      if (entries.size >= options.maxEntries) {
        // Maps keep insertion order: the oldest entry goes first.
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(tokenHash, entry);
    },

    dropToken(tokenHash: string): void {
      generation++;
      entries.delete(tokenHash);
    },

    dropUser(userId: string): void {
      generation++;
      for (const [key, entry] of entries) if (entry.user.id === userId) entries.delete(key);
    },

    clear,

    /** Turned on while change notifications arrive; off (and emptied) whenever they might be missed. */
    setEnabled(on: boolean): void {
      clear();
      enabled = on;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
