import { useId, useRef } from 'react';
import { Loader2, Send, Trash2 } from 'lucide-react';
import { CHAT_INPUT_ROWS } from '../../../shared/constants';
import { CHAT_MESSAGE_MAX } from '../../../shared/schemas/chat';
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
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { ChatSession } from './use-chat-session';

/** Clear, behind a confirmation; once cleared, the conversation continues in the message field. */
function ClearChatButton({ session }: { session: ChatSession }) {
  const { clear, messages, pending, refs } = session;
  const clearing = useRef(false);
  return (
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
          refs.textarea.current?.focus();
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
  );
}

/** The message field (Enter sends, Shift+Enter adds a line), Clear and Send. */
export function ChatComposer({ session }: { session: ChatSession }) {
  const { input, setInput, submit, onKeyDown, pending, refs } = session;
  const inputId = useId();
  return (
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
        ref={refs.textarea}
        rows={CHAT_INPUT_ROWS}
        maxLength={CHAT_MESSAGE_MAX}
        value={input}
        placeholder="Ask about your day, sleep, people or goals… (Enter sends, Shift+Enter adds a line)"
        className="min-h-0 resize-none"
        onChange={(event) => setInput(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="flex justify-between gap-2">
        <ClearChatButton session={session} />
        <Button type="submit" disabled={!input.trim() || pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
          Send
        </Button>
      </div>
    </form>
  );
}
