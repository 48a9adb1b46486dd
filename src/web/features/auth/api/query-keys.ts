/** The sign-in pages' query keys (the signed-in user's is app-wide, in lib/query-keys.ts). */
export const authPageKeys = {
  config: ['/api/auth/config'] as const,
};
