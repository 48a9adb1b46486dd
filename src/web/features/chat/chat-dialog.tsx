import { Fragment, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Bot, Check, Loader2, Send, Sparkles, Trash2, Undo2, User, X } from 'lucide-react';
import { format } from 'date-fns';
import { CHAT_INPUT_ROWS, CHAT_SEPARATOR_GAP_MS } from '../../../shared/constants';
import { CHAT_ACTION_MESSAGE, CHAT_MESSAGE_MAX, type ChatAction, type ChatMessage } from '../../../shared/schemas/chat';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Label } from '@/components/ui/label';
import { LoadMore } from '@/components/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { allRowsOldestFirst } from '@/lib/paged-query';
import { useChatHistory } from './api/get-chat-history';
import { useClearChat } from './api/clear-chat';
import { useSendChatMessage } from './api/send-chat-message';

export const EXAMPLE_PROMPTS = [
  "What's on today?",
  'How did I sleep this week?',
  'Who should I call?',
  "How's my week going?",
  'Add a focus block tomorrow at 9am',
  'Convert 144 to dozenal',
];


/** Spec §4: a separator before the first message and wherever the gap exceeds five minutes. */
export function needsSeparator(previous: { createdAt: string } | undefined, current: { createdAt: string }): boolean {
  if (!previous) return true;
  return new Date(current.createdAt).getTime() - new Date(previous.createdAt).getTime() > CHAT_SEPARATOR_GAP_MS;
}

/** Chat panel width from sm up; the page leaves this much room on its right while the panel is open. */
export const CHAT_PANEL_CLASS = 'sm:max-w-md';

const ACTION_LABEL: Record<ChatAction, { label: string; icon: typeof Undo2 }> = {
  undo: { label: 'Undo', icon: Undo2 },
  confirm: { label: 'Yes, go ahead', icon: Check },
  cancel: { label: 'No, keep it', icon: X },
};

function MessageActions({ actions, disabled, onAction }: { actions: ChatAction[]; disabled: boolean; onAction: (action: ChatAction) => void }) {
  return (
    <li className="flex flex-wrap gap-2 pl-9">
      {actions.map((action) => {
        const { label, icon: Icon } = ACTION_LABEL[action];
        return (
          <Button key={action} type="button" size="sm" variant={action === 'confirm' ? 'default' : 'outline'} disabled={disabled} onClick={() => onAction(action)}>
            <Icon aria-hidden="true" />
            {label}
          </Button>
        );
      })}
    </li>
  );
}

/** The answers to the assistant's question, one button each; a button sends its own words. */
function MessageChoices({ choices, disabled, onChoose }: { choices: string[]; disabled: boolean; onChoose: (choice: string) => void }) {
  return (
    <li className="flex flex-wrap gap-2 pl-9">
      {choices.map((choice) => (
        <Button key={choice} type="button" size="sm" variant="outline" disabled={disabled} onClick={() => onChoose(choice)}>
          {choice}
        </Button>
      ))}
    </li>
  );
}

function Bubble({ role, children }: { role: ChatMessage['role']; children: React.ReactNode }) {
  const mine = role === 'user';
  return (
    <li className={cn('flex items-start gap-2', mine && 'flex-row-reverse')}>
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full',
          mine ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        {mine ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm',
          mine ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Assistant: '}</span>
        {children}
      </div>
    </li>
  );
}

export function ChatDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [input, setInput] = useState('');
  const [pendingText, setPendingText] = useState<string | null>(null);
  const [streamed, setStreamed] = useState('');
  const inputId = useId();
  const listEnd = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const clearing = useRef(false);

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

  function submit(text: string) {
    const content = text.trim();
    if (!content || pending) return;
    setPendingText(content);
    setStreamed('');
    send.mutate(content, {
      onSuccess: () => setInput(''),
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

  const empty = !history.isLoading && messages.length === 0 && pendingText === null;

  return (
    // A panel beside the page (a sheet from the bottom on phones), not modal: the plan stays in view and in use.
    <Sheet open={open} onOpenChange={onOpenChange} modal={false}>
      <SheetContent
        side="right"
        overlay={false}
        className={cn(
          'flex w-full flex-col gap-3 p-4 sm:p-6',
          CHAT_PANEL_CLASS,
          'max-sm:inset-x-0 max-sm:top-auto max-sm:bottom-0 max-sm:h-[85dvh] max-sm:rounded-t-lg max-sm:border-l-0 max-sm:border-t',
        )}
        onInteractOutside={(event) => event.preventDefault()}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          textarea.current?.focus();
        }}
      >
        <SheetHeader className="pr-8">
          <SheetTitle>AI Assistant</SheetTitle>
          <SheetDescription>Your life-planning assistant for your schedule, health, relationships and goals.</SheetDescription>
        </SheetHeader>

        <div
          ref={scroller}
          className="min-h-0 flex-1 overflow-y-auto rounded-md border bg-background p-3"
          tabIndex={0}
          aria-label="Conversation"
          role="region"
        >
          {history.isLoading ? (
            <div className="space-y-3" aria-label="Loading conversation">
              <Skeleton className="h-10 w-2/3" />
              <Skeleton className="ml-auto h-10 w-1/2" />
              <Skeleton className="h-16 w-3/4" />
            </div>
          ) : empty ? (
            <div className="flex h-full flex-col items-center justify-center gap-4 text-center">
              <Sparkles className="size-8 text-primary" aria-hidden="true" />
              <div>
                <h3 className="text-base font-semibold">Welcome to your AI assistant</h3>
                <p className="mt-1 max-w-md text-sm text-muted-foreground">
                  Ask about your schedule, sleep, people and goals, or ask it to block time or log a call. Try one of these:
                </p>
              </div>
              <ul className="flex max-w-lg flex-wrap justify-center gap-2">
                {EXAMPLE_PROMPTS.map((prompt) => (
                  <li key={prompt}>
                    <Button type="button" variant="outline" size="sm" className="h-auto whitespace-normal py-1.5" onClick={() => submit(prompt)}>
                      {prompt}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <>
              <LoadMore hasMore={history.hasNextPage} loading={history.isFetchingNextPage} onLoad={loadOlder} label="Show older messages" />
              <ol className="space-y-3" aria-label="Messages">
                {messages.map((m, i) => (
                  <Fragment key={m.id}>
                    {needsSeparator(messages[i - 1], m) && (
                      <li className="flex items-center gap-2 py-1 text-xs text-muted-foreground">
                        <span className="h-px flex-1 bg-border" role="separator" aria-hidden="true" />
                        <time dateTime={m.createdAt}>{format(new Date(m.createdAt), 'EEE d MMM, HH:mm')}</time>
                        <span className="h-px flex-1 bg-border" aria-hidden="true" />
                      </li>
                    )}
                    <Bubble role={m.role}>{m.content}</Bubble>
                    {m.role === 'assistant' && m.actions && m.actions.length > 0 && (
                      <MessageActions actions={m.actions} disabled={pending} onAction={(action) => submit(CHAT_ACTION_MESSAGE[action])} />
                    )}
                    {m.role === 'assistant' && m.choices && m.choices.length > 0 && <MessageChoices choices={m.choices} disabled={pending} onChoose={submit} />}
                  </Fragment>
                ))}
                {pendingText !== null && <Bubble role="user">{pendingText}</Bubble>}
                {pendingText !== null && streamed && (
                  <Bubble role="assistant">
                    <span aria-live="polite">{streamed}</span>
                  </Bubble>
                )}
                {pendingText !== null && !streamed && (
                  <li className="text-sm text-muted-foreground">
                    <span role="status" className="flex items-center gap-2">
                      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                      Thinking…
                    </span>
                  </li>
                )}
              </ol>
            </>
          )}
          <div ref={listEnd} />
        </div>

        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit(input);
          }}
        >
          <Label htmlFor={inputId} className="sr-only">
            Message
          </Label>
          <Textarea
            id={inputId}
            ref={textarea}
            rows={CHAT_INPUT_ROWS}
            maxLength={CHAT_MESSAGE_MAX}
            value={input}
            placeholder="Ask about your day, sleep, people or goals… (Enter sends, Shift+Enter adds a line)"
            className="min-h-0 resize-none"
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <div className="flex justify-between gap-2">
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button type="button" variant="outline" disabled={messages.length === 0 || clear.isPending || pending}>
                  <Trash2 aria-hidden="true" />
                  Clear
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent
                onCloseAutoFocus={(event) => {
                  // Clearing disables the Clear button: the conversation continues in the message field.
                  if (!clearing.current) return;
                  clearing.current = false;
                  event.preventDefault();
                  textarea.current?.focus();
                }}
              >
                <AlertDialogHeader>
                  <AlertDialogTitle>Clear the conversation?</AlertDialogTitle>
                  <AlertDialogDescription>Every message with the assistant is deleted. This cannot be undone.</AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Cancel</AlertDialogCancel>
                  <AlertDialogAction
                    onClick={() => {
                      clearing.current = true;
                      clear.mutate();
                    }}
                  >
                    Clear
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
            <Button type="submit" disabled={!input.trim() || pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
              Send
            </Button>
          </div>
        </form>
      </SheetContent>
    </Sheet>
  );
}
