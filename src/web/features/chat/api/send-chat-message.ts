import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatDeltaEventSchema, chatDoneEventSchema, chatErrorEventSchema, type ChatAnswer, type ChatMessage } from '../../../../shared/schemas/chat';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/errors';
import { invalidateAccountData } from '@/lib/query-keys';
import { chatKeys } from './query-keys';

export const SEND_FAILURE_TITLE = 'Error';
export const SEND_FAILURE_TEXT = 'Failed to send message. Please try again.';

function parseEvent(block: string): { event: string; data: unknown } | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length === 0) return null;
  return { event, data: JSON.parse(data.join('\n')) };
}

/** What the user sends: their words, and the button they pressed under the latest reply when it was a press. */
export interface OutgoingMessage {
  content: string;
  answer?: ChatAnswer;
}

/**
 * POST /api/chat and read its server-sent events as they arrive: each text delta goes to onDelta,
 * and the stored reply from the final `done` event is returned.
 */
export async function sendChatMessage({ content, answer }: OutgoingMessage, onDelta: (text: string) => void): Promise<ChatMessage> {
  const res = await fetch('/api/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ role: 'user', content, ...(answer ? { answer } : {}) }),
    credentials: 'include',
  });
  if (!res.ok || !res.body) throw await ApiError.from(res);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const parsed = parseEvent(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
      if (!parsed) continue;
      if (parsed.event === 'delta') onDelta(chatDeltaEventSchema.parse(parsed.data).text);
      else if (parsed.event === 'done') return chatDoneEventSchema.parse(parsed.data).message;
      else if (parsed.event === 'error') throw new Error(chatErrorEventSchema.parse(parsed.data).message);
    }
    if (done) throw new Error('The reply ended before it was complete.');
  }
}

export function useSendChatMessage(onDelta: (text: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: OutgoingMessage) => sendChatMessage(message, onDelta),
    onSuccess: () => {
      // The reply may have changed blocks, interactions, goals or tasks: every open page refetches what it shows,
      // without holding up the conversation (the history's own refetch is the one awaited).
      void invalidateAccountData(queryClient, { except: chatKeys.history });
      return queryClient.invalidateQueries({ queryKey: chatKeys.history });
    },
    onError: () => {
      toast({ title: SEND_FAILURE_TITLE, description: SEND_FAILURE_TEXT, variant: 'destructive' });
      return queryClient.invalidateQueries({ queryKey: chatKeys.history });
    },
  });
}
