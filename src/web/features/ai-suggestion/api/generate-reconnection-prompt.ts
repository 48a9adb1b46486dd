import { useMutation } from '@tanstack/react-query';
import { reconnectionPromptResponseSchema, type ReconnectionPromptRequest, type ReconnectionPromptResponse } from '../../../../shared/schemas/ai';
import { readJson } from '@/lib/api';

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
  return readJson(res, reconnectionPromptResponseSchema);
}

/** `onGenerated` refreshes what shows the stored prompt: the person's card belongs to the page around the button. */
export function useGenerateReconnectionPrompt(onGenerated?: () => unknown) {
  return useMutation({
    mutationFn: generateReconnectionPrompt,
    onSuccess: () => onGenerated?.(),
  });
}
