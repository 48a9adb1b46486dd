import { createAccountLinksRepo, createAccountRecoveryService, linkBaseUrl } from '../../features/account-recovery/index.js';
import { createTwoFactorRepo } from '../../features/two-factor/index.js';
import { CliError, type CliCommand } from '../command.js';

export const resetPasswordCommand: CliCommand = {
  name: 'reset-password',
  usage: '<email>',
  summary: 'print a link (valid one hour, once) that lets this account choose a new password',
  positionals: { min: 1, max: 1 },
  async run({ config, positionals, database, print }) {
    const { db } = await database();
    const service = createAccountRecoveryService({ repo: createAccountLinksRepo(db), baseUrl: linkBaseUrl(config) });
    let link: string;
    try {
      link = await service.adminResetLink(positionals[0]);
    } catch (error) {
      throw new CliError((error as Error).message);
    }
    print(link);
    print('Send this link to the account holder: it works once, for one hour, and signs out their other sessions.');
  },
};

export const disableTwoFactorCommand: CliCommand = {
  name: 'disable-2fa',
  usage: '<email>',
  summary: 'turn off two-factor sign-in for an account locked out of its authenticator app',
  positionals: { min: 1, max: 1 },
  async run({ positionals, database, print }) {
    const { db } = await database();
    const email = positionals[0].trim().toLowerCase();
    const accounts = createAccountLinksRepo(db);
    const user = await accounts.findLocalUserByEmail(email);
    if (!user) throw new CliError(`No account signs in with the email ${positionals[0]} and a password on this instance`);
    const removed = await createTwoFactorRepo(db).removeTotp(user.id);
    print(
      removed
        ? `Two-factor sign-in is off for ${email}: the password alone signs in, and they can set it up again in Settings.`
        : `${email} did not have two-factor sign-in on.`,
    );
  },
};
