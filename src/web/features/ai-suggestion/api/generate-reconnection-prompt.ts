import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReconnectionPromptRequest, ReconnectionPromptResponse } from '../../../../shared/schemas/ai';

export const SUGGESTION_SUCCESS_TITLE = 'AI suggestion generated!';
export const SUGGESTION_SUCCESS_TEXT = 'Click to copy the message';
export const SUGGESTION_FAILURE_TITLE = 'Failed to generate AI suggestion';
export const PROMPT_REQUEST_FAILED = 'Failed to generate prompt';
export const COPIED_TITLE = 'Message copied to clipboard!';

/** A non-OK response raises 'Failed to generate prompt' (docs/product.md, Requests and errors). */
export async function generateReconnectionPrompt(input: ReconnectionPromptRequest): Promise<ReconnectionPromptResponse> {
  const res = await fetch('/api/ai/reconnection-prompt', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
    credentials: 'include',
  });
  if (!res.ok) throw new Error(PROMPT_REQUEST_FAILED);
  return (await res.json()) as ReconnectionPromptResponse;
}

export function useGenerateReconnectionPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateReconnectionPrompt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/api/relationships'] }),
  });
}
