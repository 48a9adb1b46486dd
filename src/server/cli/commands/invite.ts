import { createInvitation, INVITATION_DAYS } from '../../features/auth/index.js';
import { linkBaseUrl } from '../../features/account-recovery/index.js';
import { emailSchema } from '../../../shared/schemas/auth.js';
import { CliError, type CliCommand } from '../command.js';

export const inviteCommand: CliCommand = {
  name: 'invite',
  usage: '[email]',
  summary: `print a sign-up link (valid ${INVITATION_DAYS} days, once) that lets one person create an account, even with ALLOW_SIGNUP=false`,
  positionals: { min: 0, max: 1 },
  async run({ config, positionals, database, print }) {
    let email: string | undefined;
    if (positionals[0] !== undefined) {
      const parsed = emailSchema.safeParse(positionals[0]);
      if (!parsed.success) throw new CliError(`${positionals[0]} is not an email address`);
      email = parsed.data;
    }
    const { db } = await database();
    const { link, expiresAt } = await createInvitation(db, { baseUrl: linkBaseUrl(config), email });
    print(link);
    print(
      `Send this link to ${email ?? 'the person you invite'}: it creates one account${email ? ' with that email' : ''}, once, until ${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    );
  },
};
