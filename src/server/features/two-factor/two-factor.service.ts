import { createHash, randomBytes } from 'node:crypto';
import { TRUSTED_DEVICE_DAYS } from '../../../shared/constants.js';
import type { SecondStepInput, SignInMethod, TotpEnrolment, TwoFactorStatus } from '../../../shared/schemas/sign-in.js';
import { AppError, badRequest } from '../../errors.js';
import type { UserRow } from '../../plugins/session.js';
import type { SecretBox } from '../../secret-box.js';
import { verifyPassword, type CredentialChecks } from '../auth/index.js';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.js';
import type { TwoFactorRepo } from './two-factor.repo.js';

const DAY_MS = 86_400_000;
export const WRONG_CODE = 'That code is not right. Check your authenticator app and try again.';
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const builtInOnly = (path: string) => badRequest(path, 'Your sign-in provider manages this for your account');

export interface TwoFactorDeps {
  repo: TwoFactorRepo;
  /** Seals TOTP secrets at rest with a key derived from the session secret. */
  box: SecretBox;
  /** The sign-in limits every password and code check behind a session spends. */
  credentials: CredentialChecks;
  now?: () => Date;
}

export function createTwoFactorService(deps: TwoFactorDeps) {
  const { repo, box } = deps;
  const now = deps.now ?? (() => new Date());

  async function confirmedSecret(userId: string): Promise<string | null> {
    const row = await repo.findTotp(userId);
    return row?.confirmedAt ? box.open(row.sealedSecret) : null;
  }

  /** Whether a current code from the user's app is right, and not one used before. */
  async function checkTotp(userId: string, code: string): Promise<boolean> {
    const secret = await confirmedSecret(userId);
    if (!secret) return false;
    const step = matchTotp(secret, code, now().getTime());
    return step !== null && (await repo.takeStep(userId, step));
  }

  async function checkPassword(user: UserRow, password: string, ip: string): Promise<void> {
    const hash = user.passwordHash;
    if (user.authProvider !== 'local' || !hash) throw builtInOnly('password');
    if (!(await deps.credentials.password(user, ip, () => verifyPassword(hash, password)))) throw badRequest('password', 'Password is incorrect');
  }

  return {
    async status(user: UserRow): Promise<TwoFactorStatus> {
      const row = await repo.status(user.id);
      return { totp: row.totp, recoveryCodesLeft: row.codesLeft, passkeys: row.passkeys };
    },

    async startTotp(user: UserRow): Promise<TotpEnrolment> {
      if (user.authProvider !== 'local') throw new AppError(400, 'Your sign-in provider manages two-factor sign-in for your account');
      const secret = newTotpSecret();
      if (!(await repo.startTotp(user.id, box.seal(secret))))
        throw new AppError(409, 'Two-factor sign-in is already on. Turn it off first to set up another app.');
      return { secret, otpauthUrl: otpauthUrl(secret, user.email ?? user.id) };
    },

    async confirmTotp(user: UserRow, code: string, currentSessionId: string | null, ip: string): Promise<string[]> {
      const row = await repo.findTotp(user.id);
      if (!row || row.confirmedAt) throw new AppError(409, 'Start setting up an authenticator app first');
      let step: number | null = null;
      await deps.credentials.code(user.id, ip, async () => (step = matchTotp(box.open(row.sealedSecret), code, now().getTime())) !== null);
      if (step === null) throw badRequest('code', WRONG_CODE);
      const codes = newRecoveryCodes();
      if (!(await repo.confirmTotp(user.id, step, codes.map(hashRecoveryCode), currentSessionId))) {
        throw new AppError(409, 'Two-factor sign-in is already on');
      }
      return codes;
    },

    async disableTotp(user: UserRow, input: { password: string; code: string }, ip: string): Promise<void> {
      await checkPassword(user, input.password, ip);
      if (!(await deps.credentials.code(user.id, ip, () => checkTotp(user.id, input.code)))) throw badRequest('code', WRONG_CODE);
      await repo.removeTotp(user.id);
    },

    async regenerateRecoveryCodes(user: UserRow, password: string, ip: string): Promise<string[]> {
      await checkPassword(user, password, ip);
      if (!(await confirmedSecret(user.id))) throw new AppError(409, 'Turn on two-factor sign-in first');
      const codes = newRecoveryCodes();
      await repo.replaceRecoveryCodes(user.id, codes.map(hashRecoveryCode));
      return codes;
    },

    /** Whether a correct password must be followed by a second step, and with what. */
    async secondStepFor(userId: string, trustedToken: string | undefined): Promise<('totp' | 'passkey')[] | null> {
      if (!(await confirmedSecret(userId))) return null;
      if (trustedToken && trustedToken.length <= 128 && (await repo.isTrusted(userId, hashToken(trustedToken), now()))) return null;
      return (await repo.passkeyCount(userId)) > 0 ? ['totp', 'passkey'] : ['totp'];
    },

    /** The second step's code or recovery code; the method the session is recorded with, or null when wrong. */
    async checkSecondStep(userId: string, input: SecondStepInput): Promise<SignInMethod | null> {
      if ('code' in input) return (await checkTotp(userId, input.code)) ? 'password+totp' : null;
      if (!(await confirmedSecret(userId))) return null;
      return (await repo.useRecoveryCode(userId, hashRecoveryCode(input.recoveryCode), now())) ? 'password+recovery-code' : null;
    },

    /** A token for the browser's "trust this device" cookie; only its hash is kept. */
    async trustDevice(userId: string): Promise<{ token: string; maxAgeSeconds: number }> {
      const token = randomBytes(32).toString('base64url');
      await repo.trustDevice(userId, hashToken(token), new Date(now().getTime() + TRUSTED_DEVICE_DAYS * DAY_MS));
      return { token, maxAgeSeconds: TRUSTED_DEVICE_DAYS * 86_400 };
    },

    findUser: (userId: string) => repo.findUser(userId),
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
