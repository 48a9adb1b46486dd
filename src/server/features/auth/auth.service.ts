import type { SignInInput, SignUpInput } from '../../../shared/schemas/auth.js';
import { AppError } from '../../errors.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import type { Db } from '../../db/database.js';
import type { AuthRepo } from './auth.repo.js';
import type { KnownDevice } from './known-device.js';
import { insertInvitedUser, invitationUsable } from './invitations.repo.js';
import { hashPassword, passwordProblem, verifyAgainstDummy, verifyPassword } from './password.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface OidcClaims {
  issuer: string;
  subject: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  picture?: string;
  timezone?: string;
}

export interface AuthLimiters {
  /** Every sign-up and sign-in attempt from one address, whatever the account. */
  ip: RateLimiter;
  /** Attempts at one account from one address, or from one browser that signed in to it before. */
  accountFrom: RateLimiter;
  /** Attempts at one account from browsers it never signed in with: a growing delay, never a wall. */
  accountSlowdown: Omit<RateLimiter, 'check'>;
}

/** Where an attempt comes from: the client's address and the account this browser signed in to before, if any. */
export interface SignInOrigin {
  ip: string;
  knownDevice?: KnownDevice;
}

const ACCOUNT_BUSY = 'Too many sign-in attempts for this account. Please wait and try again.';

/** Sign-up while ALLOW_SIGNUP is false, with a link whose invitation cannot be used. */
export const INVITATION_INVALID =
  'This invitation link cannot be used: it was used already, it expired, or it is for another email address. Ask for a new one.';

export function createAuthService(deps: { repo: AuthRepo; allowSignup: boolean; limiters: AuthLimiters; db: Db; now?: () => Date }) {
  const { repo, limiters } = deps;

  return {
    async signUp(input: SignUpInput, ip: string) {
      await limiters.ip.hit(`signup:${ip}`);
      const invited = !deps.allowSignup && input.invitation !== undefined;
      if (!deps.allowSignup && !invited) throw new AppError(403, 'Sign-up is disabled on this server');
      // Whether an email has an account is said only to someone the server lets sign up.
      if (invited && !(await invitationUsable(deps.db, input.invitation!, input.email, deps.now?.() ?? new Date()))) {
        throw new AppError(403, INVITATION_INVALID, [{ path: 'invitation', message: INVITATION_INVALID }]);
      }
      const problem = passwordProblem(input.password);
      if (problem) throw new AppError(400, `password: ${problem}`, [{ path: 'password', message: problem }]);
      if (await repo.findLocalByEmail(input.email)) {
        throw new AppError(409, 'An account with this email already exists', [{ path: 'email', message: 'An account with this email already exists' }]);
      }
      const values = {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        timezone: input.timezone ?? 'UTC',
        ...(input.weightUnit ? { weightUnit: input.weightUnit } : {}),
        authProvider: 'local' as const,
      };
      if (invited) {
        const user = await insertInvitedUser(deps.db, input.invitation!, values, deps.now?.() ?? new Date());
        if (user === 'invalid') throw new AppError(403, INVITATION_INVALID, [{ path: 'invitation', message: INVITATION_INVALID }]);
        return user;
      }
      const user = await repo.insert(values);
      if (!user)
        throw new AppError(409, 'An account with this email already exists', [{ path: 'email', message: 'An account with this email already exists' }]);
      return user;
    },

    async signIn(input: SignInInput, origin: SignInOrigin) {
      await limiters.ip.hit(`signin:${origin.ip}`);
      const user = await repo.findLocalByEmail(input.email);
      const device = user && origin.knownDevice?.userId === user.id ? origin.knownDevice.deviceId : undefined;
      const fromKey = device ? `signin:${input.email}:device:${device}` : `signin:${input.email}:ip:${origin.ip}`;
      // An attempt one budget refuses spends nothing of the other: a walled-off address cannot lengthen the
      // account's delay, and an owner waiting the delay out keeps their address's attempts.
      await limiters.accountFrom.check(fromKey, ACCOUNT_BUSY);
      if (!device) await limiters.accountSlowdown.hit(`signin:${input.email}`, ACCOUNT_BUSY);
      await limiters.accountFrom.hit(fromKey, ACCOUNT_BUSY);
      if (!user?.passwordHash) {
        await verifyAgainstDummy(input.password);
        throw new AppError(401, INVALID_CREDENTIALS);
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError(401, INVALID_CREDENTIALS);
      await limiters.accountFrom.reset(fromKey);
      if (!device) await limiters.accountSlowdown.reset(`signin:${input.email}`);
      if (input.timezone && input.timezone !== user.timezone) {
        return (await repo.update(user.id, { timezone: input.timezone })) ?? user;
      }
      return user;
    },

    async signInWithOidc(claims: OidcClaims) {
      const profile = {
        email: claims.email?.toLowerCase() ?? null,
        firstName: claims.firstName ?? null,
        lastName: claims.lastName ?? null,
        profileImageUrl: claims.picture ?? null,
        ...(claims.timezone ? { timezone: claims.timezone } : {}),
      };
      const existing = await repo.findByOidcIdentity(claims.issuer, claims.subject);
      if (existing) return (await repo.update(existing.id, profile)) ?? existing;
      const created = await repo.insert({ ...profile, authProvider: 'oidc', oidcIssuer: claims.issuer, oidcSubject: claims.subject });
      if (created) return created;
      const raced = await repo.findByOidcIdentity(claims.issuer, claims.subject);
      if (!raced) throw new Error('OIDC user could not be stored');
      return raced;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
