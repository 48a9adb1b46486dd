import { useQuery } from '@tanstack/react-query';
import type { User } from '../../shared/schemas/auth';
import { getQueryFn } from './api';

export const authUserQueryKey = ['/api/auth/user'] as const;

/** The signed-in user, or null. A 401 means "signed out", not an error (docs/product.md, Sessions and data fetching). */
export function useAuth() {
  const { data, isLoading } = useQuery<User | null>({
    queryKey: authUserQueryKey,
    queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
    retry: false,
  });
  return { user: data ?? null, isLoading, isAuthenticated: !!data };
}
