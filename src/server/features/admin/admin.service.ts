import type { AdminRepo } from './admin.repo.js';

/**
 * The instance's admin: the accounts whose email ADMIN_EMAILS names, or else the first account created. An admin
 * sees the instance's backups in Settings; everything else an admin does goes through the `twelvefold` command.
 */
export function createAdminService(deps: { repo: AdminRepo; adminEmails: string[] }) {
  const adminEmails = new Set(deps.adminEmails.map((email) => email.toLowerCase()));
  return {
    async isAdmin(userId: string): Promise<boolean> {
      if (adminEmails.size > 0) {
        const email = await deps.repo.emailOf(userId);
        return email != null && adminEmails.has(email.toLowerCase());
      }
      return (await deps.repo.firstAccountId()) === userId;
    },

    async listAccounts() {
      const accounts = await deps.repo.listAccounts();
      const first = accounts[0]?.id;
      return accounts.map((account) => ({
        ...account,
        admin: adminEmails.size > 0 ? account.email != null && adminEmails.has(account.email.toLowerCase()) : account.id === first,
      }));
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
