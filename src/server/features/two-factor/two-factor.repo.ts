import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { passkeys, recoveryCodes, sessions, totpCredentials, trustedDevices, users } from '../../db/schema/index.js';
/** The authenticator app's secret: set up, confirmed, each time step taken once, turned off. */
function createTotpQueries(db: Db) {
  return {
    async findTotp(userId: string) {
      return (await db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId)).limit(1))[0];
    },
    /** A new secret to confirm; refused (undefined) when two-factor sign-in is already on. */
    async startTotp(userId: string, sealedSecret: string) {
      const rows = await db
        .insert(totpCredentials)
        .values({ userId, sealedSecret })
        .onConflictDoUpdate({ target: totpCredentials.userId, set: { sealedSecret, createdAt: new Date() }, setWhere: isNull(totpCredentials.confirmedAt) })
        .returning({ userId: totpCredentials.userId });
      return rows[0];
    },
    /** Turns the pending secret on with fresh recovery codes, and ends every other session of the user. */
    async confirmTotp(userId: string, step: number, codeHashes: string[], keepSessionId: string | null): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(totpCredentials)
          .set({ confirmedAt: new Date(), lastStep: step })
          .where(and(eq(totpCredentials.userId, userId), isNull(totpCredentials.confirmedAt)))
          .returning({ userId: totpCredentials.userId });
        if (rows.length === 0) return false;
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
        if (keepSessionId) await tx.delete(sessions).where(and(eq(sessions.userId, userId), sql`${sessions.id} <> ${keepSessionId}`));
        return true;
      });
    },
    /** Takes a time step once: a code seen before (or an older one) is refused, on every instance. */
    async takeStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(totpCredentials)
        .set({ lastStep: step })
        .where(
          and(
            eq(totpCredentials.userId, userId),
            isNotNull(totpCredentials.confirmedAt),
            or(isNull(totpCredentials.lastStep), lt(totpCredentials.lastStep, step)),
          ),
        )
        .returning({ userId: totpCredentials.userId });
      return rows.length > 0;
    },
    /** Two-factor sign-in off: the secret, its recovery codes and every trusted browser go. */
    async removeTotp(userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(totpCredentials).where(eq(totpCredentials.userId, userId)).returning({ userId: totpCredentials.userId });
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
        return rows.length > 0;
      });
    },
  };
}

/** The recovery codes: replaced as a set, each used once. */
function createRecoveryCodeQueries(db: Db) {
  return {
    async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      });
    },
    async useRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: at })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },
  };
}

/** The user, and which second steps their account has. */
function createSecondStepStatusQueries(db: Db) {
  return {
    async findUser(userId: string) {
      return (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0];
    },
    async status(userId: string) {
      const [row] = await db
        .select({
          totp: sql<boolean>`exists (select 1 from ${totpCredentials} where ${totpCredentials.userId} = ${userId} and ${totpCredentials.confirmedAt} is not null)`,
          codesLeft: sql<number>`(select count(*)::int from ${recoveryCodes} where ${recoveryCodes.userId} = ${userId} and ${recoveryCodes.usedAt} is null)`,
          passkeys: sql<number>`(select count(*)::int from ${passkeys} where ${passkeys.userId} = ${userId})`,
        })
        .from(sql`(select 1) as one`);
      return row;
    },
    async passkeyCount(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
      return row?.n ?? 0;
    },
  };
}

/** Browsers the user chose to trust, each until its expiry. */
function createTrustedDeviceQueries(db: Db) {
  return {
    async trustDevice(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.insert(trustedDevices).values({ userId, tokenHash, expiresAt });
    },
    async isTrusted(userId: string, tokenHash: string, now: Date): Promise<boolean> {
      const rows = await db
        .select({ id: trustedDevices.id })
        .from(trustedDevices)
        .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.tokenHash, tokenHash), gt(trustedDevices.expiresAt, now)))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export function createTwoFactorRepo(db: Db) {
  return { ...createTotpQueries(db), ...createRecoveryCodeQueries(db), ...createSecondStepStatusQueries(db), ...createTrustedDeviceQueries(db) };
}

export type TwoFactorRepo = ReturnType<typeof createTwoFactorRepo>;
