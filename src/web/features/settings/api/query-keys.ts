/** The settings page's query keys: every query of its data, and every invalidation of it, names them from here. */
export const settingsKeys = {
  sessions: ['/api/account/sessions'] as const,
  apiTokens: ['/api/account/tokens'] as const,
  twoFactor: ['/api/account/2fa'] as const,
  passkeys: ['/api/account/passkeys'] as const,
  notifications: ['/api/notifications/settings'] as const,
  backup: ['/api/admin/backup'] as const,
  recentlyDeleted: ['/api/recently-deleted'] as const,
};
