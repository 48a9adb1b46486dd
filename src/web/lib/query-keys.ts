/** The app-wide query keys: the signed-in user, which the shell and every feature that changes the user share. */
export const authKeys = {
  user: ['/api/auth/user'] as const,
};
