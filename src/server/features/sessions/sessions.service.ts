import { SESSION_IDLE_DAYS } from '../../../shared/constants.js';
import type { SessionDto } from '../../../shared/schemas/account.js';
import { notFound } from '../../errors.js';
import type { UserRow } from '../../plugins/session.js';
import type { SessionsRepo } from './sessions.repo.js';
import { describeUserAgent } from './user-agent.js';

const DAY_MS = 86_400_000;

export function createSessionsService(deps: { repo: SessionsRepo; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async list(user: UserRow, currentSessionId: string | null): Promise<SessionDto[]> {
      const t = now();
      const rows = await deps.repo.listActive(user.id, t, new Date(t.getTime() - SESSION_IDLE_DAYS * DAY_MS));
      const dtos = rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        ...describeUserAgent(row.userAgent),
        signInMethod: row.signInMethod,
        current: row.id === currentSessionId,
      }));
      return dtos.sort((a, b) => Number(b.current) - Number(a.current));
    },
    async end(user: UserRow, sessionId: string): Promise<void> {
      if (!(await deps.repo.deleteOne(user.id, sessionId))) throw notFound('Session');
    },
    endOthers(user: UserRow, currentSessionId: string | null): Promise<number> {
      return deps.repo.deleteOthers(user.id, currentSessionId);
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
