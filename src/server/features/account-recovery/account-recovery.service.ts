import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_MINUTES } from '../../../shared/constants.js';
import type { ChangeEmailInput, ResetPasswordInput } from '../../../shared/schemas/sign-in.js';
import { AppError, badRequest } from '../../errors.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Mailer } from '../../mail/mailer.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import type { UserRow } from '../../plugins/session.js';
import { hashPassword, passwordProblem, verifyPassword, type CredentialChecks } from '../auth/index.js';
import type { AccountLinksRepo } from './account-links.repo.js';
import { emailChangeMail, passwordResetMail } from './mails.js';

export const RESET_MAIL_JOB = 'password-reset-mail';
export const EMAIL_CHANGE_MAIL_JOB = 'email-change-mail';
const EMAIL_CHANGE_HOURS = 24;
const EMAIL_TAKEN = 'An account with this email already exists';
export const RESET_LINK_REFUSED = 'This reset link is not valid: it was used already, it is more than an hour old, or it was mistyped. Ask for a new one.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export interface AccountRecoveryDeps {
  repo: AccountLinksRepo;
  /** The address links point to (PUBLIC_URL, or for the command line the address the app listens on). */
  baseUrl: string;
  mailer?: Mailer;
  jobs?: JobQueue;
  /** Reset emails per address in an hour, so nobody can fill a stranger's inbox. */
  mailLimiter?: RateLimiter;
  /** The sign-in limits a password check behind a session spends (the server's; the command line checks none). */
  credentials?: CredentialChecks;
  now?: () => Date;
}

export function createAccountRecoveryService(deps: AccountRecoveryDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function newLink(userId: string, purpose: 'password-reset' | 'email-change', minutes: number, newEmail?: string): Promise<string> {
    const token = newToken();
    await repo.create({ tokenHash: hashToken(token), userId, purpose, newEmail, expiresAt: new Date(now().getTime() + minutes * 60_000) });
    const page = purpose === 'password-reset' ? 'reset-password' : 'confirm-email';
    return `${deps.baseUrl}/${page}?token=${token}`;
  }

  return {
    /** Always the same to the caller: whether the address has an account shows only in that inbox. */
    async forgot(email: string): Promise<void> {
      if (!deps.mailer || !deps.jobs) return;
      try {
        await deps.mailLimiter?.hit(`reset:${email}`);
      } catch {
        return;
      }
      await deps.jobs.send(RESET_MAIL_JOB, { email });
    },

    /** The job behind forgot(): a link only for an account that exists, by email only. */
    async sendResetMail(email: string): Promise<void> {
      const user = await repo.findLocalUserByEmail(email);
      if (!user?.email || !deps.mailer) return;
      await deps.mailer.send(passwordResetMail(user.email, await newLink(user.id, 'password-reset', PASSWORD_RESET_MINUTES)));
    },

    /** For the instance's administrator (`twelvefold reset-password`): the link, to hand over however they like. */
    async adminResetLink(email: string): Promise<string> {
      const user = await repo.findLocalUserByEmail(email.trim().toLowerCase());
      if (!user) throw new Error(`No account signs in with the email ${email} and a password on this instance`);
      return newLink(user.id, 'password-reset', PASSWORD_RESET_MINUTES);
    },

    async reset(input: ResetPasswordInput): Promise<void> {
      const problem = passwordProblem(input.password);
      if (problem) throw badRequest('password', problem);
      const link = await repo.spend(hashToken(input.token), 'password-reset', now());
      if (!link) throw badRequest('token', RESET_LINK_REFUSED);
      await repo.setPassword(link.userId, await hashPassword(input.password));
    },

    /** With email, the new address must confirm; without, the password alone changes it. */
    async changeEmail(user: UserRow, input: ChangeEmailInput, ip: string): Promise<{ status: 'changed' | 'confirmation-sent'; email: string }> {
      const hash = user.passwordHash;
      if (user.authProvider !== 'local' || !hash) throw badRequest('email', 'Your sign-in provider manages this for your account');
      if (!deps.credentials) throw new Error('Changing the email checks a password, which needs the sign-in limits');
      if (!(await deps.credentials.password(user, ip, () => verifyPassword(hash, input.password)))) throw badRequest('password', 'Password is incorrect');
      if (input.email === user.email) throw badRequest('email', 'This is already your sign-in email');
      if (await repo.localEmailTaken(input.email, user.id)) throw new AppError(409, EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
      if (deps.mailer && deps.jobs) {
        await deps.jobs.send(EMAIL_CHANGE_MAIL_JOB, { userId: user.id, email: input.email });
        return { status: 'confirmation-sent', email: input.email };
      }
      await setEmail(user.id, input.email);
      return { status: 'changed', email: input.email };
    },

    async sendEmailChangeMail(userId: string, email: string): Promise<void> {
      if (!deps.mailer) return;
      await deps.mailer.send(emailChangeMail(email, await newLink(userId, 'email-change', EMAIL_CHANGE_HOURS * 60, email)));
    },

    async confirmEmail(token: string): Promise<{ userId: string; email: string }> {
      const link = await repo.spend(hashToken(token), 'email-change', now());
      if (!link?.newEmail) throw badRequest('token', 'This confirmation link is not valid: it was used already, it expired, or it was mistyped.');
      await setEmail(link.userId, link.newEmail);
      return { userId: link.userId, email: link.newEmail };
    },

    purge: () => repo.purge(now()),
  };

  async function setEmail(userId: string, email: string): Promise<void> {
    if (await repo.localEmailTaken(email, userId)) throw new AppError(409, EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
    try {
      await repo.setEmail(userId, email);
    } catch (error) {
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      if (code === '23505') throw new AppError(409, EMAIL_TAKEN, [{ path: 'email', message: EMAIL_TAKEN }]);
      throw error;
    }
  }
}

export type AccountRecoveryService = ReturnType<typeof createAccountRecoveryService>;
