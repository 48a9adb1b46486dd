import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema, type User } from '../../shared/schemas/auth';
import { readJson } from './api';
import { ApiError } from './errors';
import { noteAnswer } from './online-status';
import { authKeys } from './query-keys';

/** GET /api/auth/user: the user, or null on a 401, which means "signed out" rather than an error. */
export async function getAuthUser(): Promise<User | null> {
  const res = await fetch('/api/auth/user', { credentials: 'include' });
  noteAnswer(res);
  if (res.status === 401) {
    // Read to its end: an answer from the service worker whose body is left unread keeps its request open.
    await res.text();
    return null;
  }
  if (!res.ok) throw await ApiError.from(res);
  return readJson(res, userSchema);
}

export const authUserQueryOptions = queryOptions({ queryKey: authKeys.user, queryFn: getAuthUser, retry: false });

/** The signed-in user, or null (docs/product.md, Sessions and data fetching). */
export function useAuth() {
  const { data, isLoading } = useQuery(authUserQueryOptions);
  return { user: data ?? null, isLoading, isAuthenticated: !!data };
}
