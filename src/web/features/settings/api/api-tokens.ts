import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiTokenListSchema, type CreateApiTokenInput, createdApiTokenSchema } from '../../../../shared/schemas/api-tokens';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { settingsKeys } from './query-keys';

export const apiTokensQueryOptions = queryOptions({
  queryKey: settingsKeys.apiTokens,
  queryFn: () => requestJson('GET', '/api/account/tokens', apiTokenListSchema),
});

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions);
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateApiTokenInput) => requestJson('POST', '/api/account/tokens', createdApiTokenSchema, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsKeys.apiTokens });
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
      await queryClient.invalidateQueries({ queryKey: settingsKeys.apiTokens });
    },
    onError: (error) => {
      toast({ title: 'Failed to revoke the token', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
