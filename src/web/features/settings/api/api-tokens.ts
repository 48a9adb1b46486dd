import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenDto, CreateApiTokenInput, CreatedApiTokenDto } from '../../../../shared/schemas/api-tokens';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, getQueryFn } from '@/lib/api';
import { errorMessage } from '@/lib/errors';

export const apiTokensQueryOptions = queryOptions<ApiTokenDto[]>({
  queryKey: ['/api/account/tokens'],
  queryFn: getQueryFn<ApiTokenDto[]>({ on401: 'throw' }),
});

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions);
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateApiTokenInput) => (await (await apiRequest('POST', '/api/account/tokens', input)).json()) as CreatedApiTokenDto,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: apiTokensQueryOptions.queryKey });
    },
  });
}

export const TOKEN_REVOKED = 'Token revoked';

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/account/tokens/${id}`);
    },
    onSuccess: async () => {
      toast({ title: TOKEN_REVOKED });
      await queryClient.invalidateQueries({ queryKey: apiTokensQueryOptions.queryKey });
    },
    onError: (error) => {
      toast({ title: 'Failed to revoke the token', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
