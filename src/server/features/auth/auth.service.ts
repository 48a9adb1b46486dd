import type { SignInInput, SignUpInput } from '../../../shared/schemas/auth.js';
import { AppError } from '../../errors.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import type { AuthRepo } from './auth.repo.js';
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

export function createAuthService(deps: { repo: AuthRepo; allowSignup: boolean; ipLimiter: RateLimiter; accountLimiter: RateLimiter }) {
  const { repo, ipLimiter, accountLimiter } = deps;

  return {
    async signUp(input: SignUpInput, ip: string) {
      await ipLimiter.hit(`signup:${ip}`);
      if (!deps.allowSignup) throw new AppError(403, 'Sign-up is disabled on this server');
      const problem = passwordProblem(input.password);
      if (problem) throw new AppError(400, `password: ${problem}`, [{ path: 'password', message: problem }]);
      if (await repo.findLocalByEmail(input.email)) {
        throw new AppError(409, 'An account with this email already exists', [{ path: 'email', message: 'An account with this email already exists' }]);
      }
      const user = await repo.insert({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        timezone: input.timezone ?? 'UTC',
        authProvider: 'local',
      });
      if (!user) throw new AppError(409, 'An account with this email already exists', [{ path: 'email', message: 'An account with this email already exists' }]);
      return user;
    },

    async signIn(input: SignInInput, ip: string) {
      await ipLimiter.hit(`signin:${ip}`);
      await accountLimiter.hit(`signin:${input.email}`, 'Too many sign-in attempts for this account. Please wait and try again.');
      const user = await repo.findLocalByEmail(input.email);
      if (!user?.passwordHash) {
        await verifyAgainstDummy(input.password);
        throw new AppError(401, INVALID_CREDENTIALS);
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) throw new AppError(401, INVALID_CREDENTIALS);
      await accountLimiter.reset(`signin:${input.email}`);
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
