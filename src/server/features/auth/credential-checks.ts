import type { RateLimiter } from '../../plugins/rate-limit.js';
import type { AuthLimiters } from './auth.service.js';

const PASSWORD_BUSY = 'Too many password attempts for this account. Please wait and try again.';
const CODE_BUSY = 'Too many wrong codes. Wait a few minutes and try again.';

/**
 * Every check of a password or a code made behind a session (2FA off, new recovery codes, a new email or password,
 * deleting the account) spends the same budgets as signing in: a stolen session cannot guess the password or the
 * second factor any faster than a stranger at the sign-in page.
 */
export interface CredentialChecks {
  /** Runs `check` (true when the password is right) as a sign-in attempt at the account from this address. */
  password(account: { email: string | null; id: string }, ip: string, check: () => Promise<boolean>): Promise<boolean>;
  /** Runs `check` (true when the TOTP or recovery code is right) as a second-step attempt at the account. */
  code(userId: string, ip: string, check: () => Promise<boolean>): Promise<boolean>;
}

/** The sign-in keys (auth.service.ts) are used as they are, so both kinds of attempt fill the same counters. */
export function createCredentialChecks(limiters: AuthLimiters & { secondStep: RateLimiter }): CredentialChecks {
  return {
    async password(account, ip, check) {
      const name = account.email ?? account.id;
      const fromKey = `signin:${name}:ip:${ip}`;
      await limiters.ip.hit(`signin:${ip}`);
      await limiters.accountFrom.check(fromKey, PASSWORD_BUSY);
      await limiters.accountSlowdown.hit(`signin:${name}`, PASSWORD_BUSY);
      await limiters.accountFrom.hit(fromKey, PASSWORD_BUSY);
      if (!(await check())) return false;
      await limiters.accountFrom.reset(fromKey);
      await limiters.accountSlowdown.reset(`signin:${name}`);
      return true;
    },
    async code(userId, ip, check) {
      await limiters.ip.hit(`signin:${ip}`);
      await limiters.secondStep.hit(`second-step:${userId}`, CODE_BUSY);
      if (!(await check())) return false;
      await limiters.secondStep.reset(`second-step:${userId}`);
      return true;
    },
  };
}
