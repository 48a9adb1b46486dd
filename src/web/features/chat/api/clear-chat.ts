import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { chatKeys } from './query-keys';

export const CLEAR_SUCCESS_TITLE = 'Chat cleared';
export const CLEAR_SUCCESS_TEXT = 'Conversation history has been cleared.';

export async function clearChat(): Promise<void> {
  await apiRequest('DELETE', '/api/chat');
}

export function useClearChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearChat,
    onSuccess: async () => {
      toast({ title: CLEAR_SUCCESS_TITLE, description: CLEAR_SUCCESS_TEXT });
      await queryClient.invalidateQueries({ queryKey: chatKeys.history });
    },
  });
}
