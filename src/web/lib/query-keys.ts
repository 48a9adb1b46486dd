import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The app-wide query keys: the signed-in user, which the shell and every feature that changes the user share. */
export const authKeys = {
  user: ['/api/auth/user'] as const,
};

/**
 * After a change that reaches all of the account's data at once (an import, the sample loaded or removed, what the
 * assistant did, a new timezone that moves "today"): every query of it is stale, the signed-in user aside, whose
 * answer the change hands back. Features own their keys, so this is the one place that names them all at once.
 */
export function invalidateAccountData(queryClient: QueryClient, { except }: { except?: QueryKey } = {}): Promise<void> {
  const kept = new Set([authKeys.user[0], except?.[0]]);
  return queryClient.invalidateQueries({ predicate: (query) => !kept.has(query.queryKey[0]) });
}
