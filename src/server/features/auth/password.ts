import { hash, verify } from '@node-rs/argon2';
import { createRequire } from 'node:module';
import { passwordSchema } from '../../../shared/schemas/auth.js';

const require = createRequire(import.meta.url);
const commonPasswords = require('fxa-common-password-list') as { test(password: string): boolean };

// OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1. Algorithm 2 is Argon2id.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Returns the reason a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'Invalid password';
  if (commonPasswords.test(password) || commonPasswords.test(password.toLowerCase())) {
    return 'This password is too common. Choose one that is harder to guess.';
  }
  return null;
}

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when the account does not exist, so timing does not reveal it. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0000');
  await verifyPassword(await dummyHash, password);
}
