import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

// Spec §4: no retry, no refetch on focus, no interval refetching, data never stale.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
});
