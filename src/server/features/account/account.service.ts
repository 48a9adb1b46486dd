import { minutesOfDay } from '../../../shared/plan-day.js';
import {
  deletionPhrase,
  WORKDAY_ORDER_MESSAGE,
  type ChangePasswordInput,
  type DeleteAccountInput,
  type UpdateProfileInput,
} from '../../../shared/schemas/account.js';
import { mergeHealthTargets } from '../../../shared/health-metrics.js';
import { badRequest } from '../../errors.js';
import type { UserRow } from '../../plugins/session.js';
import { hashPassword, passwordProblem, verifyPassword, type CredentialChecks } from '../auth/index.js';
import type { AccountRepo, UserChanges } from './account.repo.js';

/** The sign-in email opens the account, so changing it asks for the password (and, with email, the new inbox). */
export const EMAIL_NEEDS_PASSWORD = 'Change the sign-in email with your password (POST /api/account/email)';
const builtInOnly = (path: string) => badRequest(path, 'Your sign-in provider manages this for your account');

export function createAccountService(deps: { repo: AccountRepo; credentials: CredentialChecks }) {
  const { repo } = deps;
  return {
    async updateProfile(user: UserRow, input: UpdateProfileInput): Promise<UserRow> {
      const changes: UserChanges = {};
      if (input.firstName !== undefined) changes.firstName = input.firstName || null;
      if (input.lastName !== undefined) changes.lastName = input.lastName || null;
      if (input.timezone !== undefined) changes.timezone = input.timezone;
      if (input.numberBase !== undefined && input.numberBase !== user.numberBase) changes.numberBase = input.numberBase;
      if (input.timeFormat !== undefined) changes.timeFormat = input.timeFormat;
      if (input.weightUnit !== undefined) changes.weightUnit = input.weightUnit;
      if (input.healthTargets !== undefined) changes.healthTargets = mergeHealthTargets(user.healthTargets, input.healthTargets);
      if (input.workdayStart !== undefined) changes.workdayStart = input.workdayStart;
      if (input.workdayEnd !== undefined) changes.workdayEnd = input.workdayEnd;
      if (minutesOfDay(changes.workdayEnd ?? user.workdayEnd) <= minutesOfDay(changes.workdayStart ?? user.workdayStart)) {
        throw badRequest(input.workdayEnd !== undefined ? 'workdayEnd' : 'workdayStart', WORKDAY_ORDER_MESSAGE);
      }
      if (input.email !== undefined && input.email !== user.email) {
        if (user.authProvider !== 'local') throw builtInOnly('email');
        throw badRequest('email', EMAIL_NEEDS_PASSWORD);
      }
      if (Object.keys(changes).length === 0) return user;
      return (await repo.update(user.id, changes)) ?? user;
    },

    async changePassword(user: UserRow, input: ChangePasswordInput, currentSessionId: string | null, ip: string): Promise<void> {
      const hash = user.passwordHash;
      if (user.authProvider !== 'local' || !hash) throw builtInOnly('currentPassword');
      if (!(await deps.credentials.password(user, ip, () => verifyPassword(hash, input.currentPassword)))) {
        throw badRequest('currentPassword', 'Current password is incorrect');
      }
      const problem = passwordProblem(input.newPassword);
      if (problem) throw badRequest('newPassword', problem);
      if (input.newPassword === input.currentPassword) throw badRequest('newPassword', 'Choose a password different from the current one');
      await repo.changePassword(user.id, await hashPassword(input.newPassword), currentSessionId);
    },

    async deleteAccount(user: UserRow, input: DeleteAccountInput, ip: string): Promise<void> {
      const expected = deletionPhrase(user);
      const matches = async () => (user.authProvider === 'local' ? input.confirm.toLowerCase() === expected.toLowerCase() : input.confirm === expected);
      if (!(await deps.credentials.password(user, ip, matches))) throw badRequest('confirm', `Type ${expected} to confirm`);
      await repo.deleteEverything(user.id);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
