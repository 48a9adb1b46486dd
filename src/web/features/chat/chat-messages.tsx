import { Fragment } from 'react';
import { Bot, Loader2, Sparkles, User } from 'lucide-react';
import { CHAT_SEPARATOR_GAP_MS } from '../../../shared/constants';
import type { ChatMessage } from '../../../shared/schemas/chat';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { MessageButtons, type SendPress } from './chat-message-buttons';

export const EXAMPLE_PROMPTS = [
  "What's on today?",
  'How did I sleep this week?',
  'Who should I call?',
  "How's my week going?",
  'Add a focus block tomorrow at 9am',
  'Convert 144 to dozenal',
];

/** A separator before the first message and wherever the gap exceeds five minutes (docs/product.md, Assistant). */
export function needsSeparator(previous: { createdAt: string } | undefined, current: { createdAt: string }): boolean {
  if (!previous) return true;
  return new Date(current.createdAt).getTime() - new Date(previous.createdAt).getTime() > CHAT_SEPARATOR_GAP_MS;
}

function Bubble({ role, children }: { role: ChatMessage['role']; children: React.ReactNode }) {
  const fromUser = role === 'user';
  return (
    <li className={cn('flex items-start gap-2', fromUser && 'flex-row-reverse')}>
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full',
          fromUser ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        {fromUser ? <User className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-lg px-3 py-2 text-sm',
          fromUser ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{fromUser ? 'You: ' : 'Assistant: '}</span>
        {children}
      </div>
    </li>
  );
}

export function ConversationSkeleton() {
  return (
    <div className="space-y-3" aria-label="Loading conversation">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="ml-auto h-10 w-1/2" />
      <Skeleton className="h-16 w-3/4" />
    </div>
  );
}

/** An empty conversation: what the assistant can do, and example prompts that send themselves. */
export function ChatWelcome({ onPrompt }: { onPrompt: (prompt: string) => void }) {
  return (
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
            <Button type="button" variant="outline" size="sm" className="h-auto whitespace-normal py-1.5" onClick={() => onPrompt(prompt)}>
              {prompt}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TimeSeparator({ createdAt }: { createdAt: string }) {
  const fmt = useFormat();
  return (
    <li className="flex items-center gap-2 py-1 text-xs text-muted-foreground">
      <span className="h-px flex-1 bg-border" role="separator" aria-hidden="true" />
      <time dateTime={createdAt}>{fmt.dateTime(createdAt)}</time>
      <span className="h-px flex-1 bg-border" aria-hidden="true" />
    </li>
  );
}

/** The message being answered, then the reply as it streams in (or "Thinking…" until its first words). */
function PendingTurn({ text, streamed }: { text: string; streamed: string }) {
  return (
    <>
      <Bubble role="user">{text}</Bubble>
      {streamed ? (
        <Bubble role="assistant">
          <span aria-live="polite">{streamed}</span>
        </Bubble>
      ) : (
        <li className="text-sm text-muted-foreground">
          <span role="status" className="flex items-center gap-2">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Thinking…
          </span>
        </li>
      )}
    </>
  );
}

interface MessageListProps {
  messages: ChatMessage[];
  pendingText: string | null;
  streamed: string;
  /** While a message is being answered, its actions and choices wait. */
  busy: boolean;
  onSend: SendPress;
}

export function MessageList({ messages, pendingText, streamed, busy, onSend }: MessageListProps) {
  return (
    <ol className="space-y-3" aria-label="Messages">
      {messages.map((m, i) => (
        <Fragment key={m.id}>
          {needsSeparator(messages[i - 1], m) && <TimeSeparator createdAt={m.createdAt} />}
          <Bubble role={m.role}>{m.content}</Bubble>
          {m.role === 'assistant' && <MessageButtons message={m} disabled={busy} onSend={onSend} />}
        </Fragment>
      ))}
      {pendingText !== null && <PendingTurn text={pendingText} streamed={streamed} />}
    </ol>
  );
}
