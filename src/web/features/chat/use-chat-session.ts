import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ChatAnswer } from '../../../shared/schemas/chat';
import { allRowsOldestFirst } from '@/lib/paged-query';
import { useChatHistory } from './api/get-chat-history';
import { useClearChat } from './api/clear-chat';
import { useSendChatMessage } from './api/send-chat-message';

/**
 * The conversation while the panel is open: the history, the message being typed and the one being answered (with
 * the reply as it streams in), and the scrolling that keeps the newest message in view and older pages in place.
 */
export function useChatSession(open: boolean) {
  const [input, setInput] = useState('');
  const [pendingText, setPendingText] = useState<string | null>(null);
  const [streamed, setStreamed] = useState('');
  const listEnd = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const history = useChatHistory(open);
  const send = useSendChatMessage((text) => setStreamed((s) => s + text));
  const clear = useClearChat();
  const messages = allRowsOldestFirst(history.data) ?? [];
  const pending = send.isPending;
  const newestId = messages.at(-1)?.id;
  const oldestId = messages[0]?.id;

  useEffect(() => {
    listEnd.current?.scrollIntoView({ block: 'end' });
  }, [newestId, streamed, pendingText]);

  // Older messages arrive above what the user is reading: keep it where it was.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || heightBeforeOlder.current === null) return;
    element.scrollTop += element.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [oldestId]);

  function loadOlder() {
    if (history.isFetchingNextPage) return;
    heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
    void history.fetchNextPage();
  }

  /** Sends typed words, or a button's words with the answer it gives (typed words in the field stay there). */
  function submit(text: string, answer?: ChatAnswer) {
    const content = text.trim();
    if (!content || pending) return;
    // The pressed button (Send, Undo, Confirm, a choice) is disabled until the reply comes, and a disabled button
    // drops focus to the page behind the panel: it waits in the message field instead.
    textarea.current?.focus();
    setPendingText(content);
    setStreamed('');
    send.mutate(answer ? { content, answer } : { content }, {
      onSuccess: () => {
        if (!answer) setInput('');
      },
      onSettled: () => {
        setPendingText(null);
        setStreamed('');
        textarea.current?.focus();
      },
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit(input);
    }
  }

  return {
    history,
    messages,
    clear,
    pending,
    pendingText,
    streamed,
    input,
    setInput,
    submit,
    onKeyDown,
    loadOlder,
    empty: !history.isLoading && messages.length === 0 && pendingText === null,
    refs: { listEnd, scroller, textarea },
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;
