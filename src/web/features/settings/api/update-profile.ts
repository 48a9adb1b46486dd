import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '../../../../shared/schemas/account';
import { type User, userSchema } from '../../../../shared/schemas/auth';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { errorStatus } from '@/lib/errors';
import { invalidateAccountData } from '@/lib/query-keys';
import { authUserQueryOptions } from '@/lib/use-auth';

export const PROFILE_UPDATED = 'Profile updated successfully';
export const PROFILE_UPDATE_FAILED = 'Failed to update profile';
export const EMAIL_TAKEN = 'An account with this email already exists';

export async function updateProfile(input: UpdateProfileInput): Promise<User> {
  return requestJson('PATCH', '/api/account/profile', userSchema, input);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      toast({ title: PROFILE_UPDATED });
      queryClient.setQueryData(authUserQueryOptions.queryKey, user);
      // The timezone decides "today" and the number base every count the server writes, so every page's data is refreshed.
      await invalidateAccountData(queryClient);
    },
    onError: (error) => {
      toast({ title: PROFILE_UPDATE_FAILED, description: errorStatus(error) === 409 ? EMAIL_TAKEN : undefined, variant: 'destructive' });
    },
  });
}
