import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';

export interface AccountRow {
  id: string;
  email: string | null;
  authProvider: 'local' | 'oidc';
  createdAt: Date;
  /** The latest use of a session or a personal token; null when the account was never used after sign-up. */
  lastSeenAt: Date | null;
  /** Sign-in asks for a code from an authenticator app (a confirmed TOTP secret). */
  twoFactor: boolean;
  passkeys: number;
}

export function createAdminRepo(db: Db) {
  return {
    /** Every account, oldest first (the first is the instance's admin unless ADMIN_EMAILS names others). */
    async listAccounts(): Promise<AccountRow[]> {
      const result = await db.execute<{
        id: string;
        email: string | null;
        auth_provider: 'local' | 'oidc';
        created_at: Date;
        last_seen_at: Date | null;
        two_factor: boolean;
        passkeys: number;
      }>(sql`
        select u.id, u.email, u.auth_provider, u.created_at,
          greatest(
            (select max(s.last_seen_at) from sessions s where s.user_id = u.id),
            (select max(t.last_used_at) from api_tokens t where t.user_id = u.id)
          ) as last_seen_at,
          exists (select 1 from totp_credentials c where c.user_id = u.id and c.confirmed_at is not null) as two_factor,
          (select count(*)::int from passkeys p where p.user_id = u.id) as passkeys
        from users u
        order by u.created_at, u.id`);
      return result.rows.map((row) => ({
        id: row.id,
        email: row.email,
        authProvider: row.auth_provider,
        createdAt: new Date(row.created_at),
        lastSeenAt: row.last_seen_at === null ? null : new Date(row.last_seen_at),
        twoFactor: row.two_factor,
        passkeys: Number(row.passkeys),
      }));
    },

    async firstAccountId(): Promise<string | undefined> {
      const result = await db.execute<{ id: string }>(sql`select id from users order by created_at, id limit 1`);
      return result.rows[0]?.id;
    },

    async emailOf(userId: string): Promise<string | null | undefined> {
      const result = await db.execute<{ email: string | null }>(sql`select email from users where id = ${userId}`);
      return result.rows[0]?.email;
    },
  };
}

export type AdminRepo = ReturnType<typeof createAdminRepo>;
