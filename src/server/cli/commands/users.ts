import { createAdminRepo, createAdminService } from '../../features/admin/index.js';
import type { CliCommand } from '../command.js';

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 16).replace('T', ' ') : 'never');

/** A plain table: columns padded to their widest cell, so it reads in a terminal and cuts with awk. */
export function formatTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  return [header, ...rows].map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
}

export const usersCommand: CliCommand = {
  name: 'users',
  usage: '',
  summary: 'list the accounts: email, sign-in, created, last seen (UTC), two-factor on or off, passkeys, admin',
  async run({ config, database, print }) {
    const { db } = await database();
    const accounts = await createAdminService({ repo: createAdminRepo(db), adminEmails: config.adminEmails }).listAccounts();
    if (accounts.length === 0) {
      print('No accounts yet. The first account to sign up becomes the admin.');
      return;
    }
    const rows = accounts.map((account) => [
      account.email ?? '(no email)',
      account.authProvider === 'oidc' ? 'OpenID' : 'password',
      day(account.createdAt),
      day(account.lastSeenAt),
      account.twoFactor ? 'on' : 'off',
      String(account.passkeys),
      account.admin ? 'admin' : '',
    ]);
    for (const line of formatTable(['EMAIL', 'SIGN-IN', 'CREATED', 'LAST SEEN', '2FA', 'PASSKEYS', 'ROLE'], rows)) print(line);
  },
};
