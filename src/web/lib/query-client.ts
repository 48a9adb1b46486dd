import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './api';

// No retry, no refetch on focus, no interval refetching, data never stale (docs/product.md, Sessions and data fetching).
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: defaultQueryFn,
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
