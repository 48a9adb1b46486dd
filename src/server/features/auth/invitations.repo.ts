import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { invitations, users } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import type { NewUser } from './auth.repo.js';

const EMAIL_TAKEN = 'An account with this email already exists';

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A single-use sign-up link for one person (for `email` only, when given), valid INVITATION_DAYS: it opens
 * sign-up while ALLOW_SIGNUP is false. Only the token's hash is kept.
 */
export async function createInvitation(db: Db, options: { baseUrl: string; email?: string; now?: Date }): Promise<{ link: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  await db.insert(invitations).values({ tokenHash: hashToken(token), email: options.email?.trim().toLowerCase() || null, createdAt: now, expiresAt });
  return { link: `${options.baseUrl.replace(/\/+$/, '')}/signup?invitation=${token}`, expiresAt };
}

const usable = (token: string, email: string, now: Date) =>
  and(
    eq(invitations.tokenHash, hashToken(token)),
    isNull(invitations.usedAt),
    gt(invitations.expiresAt, now),
    or(isNull(invitations.email), eq(invitations.email, sql`lower(${email})`)),
  );

/** Whether an invitation can still sign up `email`: checked before anything is said about the email. */
export async function invitationUsable(db: Db, token: string, email: string, now: Date): Promise<boolean> {
  if (token.length > 200) return false;
  const found = await db
    .select({ tokenHash: invitations.tokenHash })
    .from(invitations)
    .where(usable(token, email, now))
    .limit(1);
  return found.length > 0;
}

/**
 * Creates the account and spends the invitation in one transaction, so a link signs up one person even when two
 * use it at once: 'invalid' when the invitation is unknown, used, expired or for another address; a 409 when
 * the email is taken (and the invitation stays unspent).
 */
export async function insertInvitedUser(db: Db, token: string, values: NewUser, now: Date): Promise<typeof users.$inferSelect | 'invalid'> {
  if (token.length > 200) return 'invalid';
  return db.transaction(async (tx) => {
    const spent = await tx
      .update(invitations)
      .set({ usedAt: now })
      .where(usable(token, values.email ?? '', now))
      .returning({ tokenHash: invitations.tokenHash });
    if (spent.length === 0) return 'invalid';
    const [user] = await tx.insert(users).values(values).onConflictDoNothing().returning();
    if (!user) throw new AppError(409, EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
    await tx.update(invitations).set({ usedBy: user.id }).where(eq(invitations.tokenHash, spent[0].tokenHash));
    return user;
  });
}
