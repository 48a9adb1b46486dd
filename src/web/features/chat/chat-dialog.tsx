import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { LoadMore } from '@/components/load-more';
import { cn } from '@/lib/utils';
import { ChatComposer } from './chat-composer';
import { ChatWelcome, ConversationSkeleton, MessageList } from './chat-messages';
import { useChatSession } from './use-chat-session';

/** Chat panel width from sm up; the page leaves this much room on its right while the panel is open. */
export const CHAT_PANEL_CLASS = 'sm:max-w-md';

export function ChatDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const session = useChatSession(open);
  const { history, refs } = session;

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
          refs.textarea.current?.focus();
        }}
      >
        <SheetHeader className="pr-8">
          <SheetTitle>AI Assistant</SheetTitle>
          <SheetDescription>Your life-planning assistant for your schedule, health, relationships and goals.</SheetDescription>
        </SheetHeader>

        <div
          ref={refs.scroller}
          className="min-h-0 flex-1 overflow-y-auto rounded-md border bg-background p-3"
          tabIndex={0}
          aria-label="Conversation"
          role="region"
        >
          {history.isLoading ? (
            <ConversationSkeleton />
          ) : session.empty ? (
            <ChatWelcome onPrompt={session.submit} />
          ) : (
            <>
              <LoadMore hasMore={history.hasNextPage} loading={history.isFetchingNextPage} onLoad={session.loadOlder} label="Show older messages" />
              <MessageList
                messages={session.messages}
                pendingText={session.pendingText}
                streamed={session.streamed}
                busy={session.pending}
                onSend={session.submit}
              />
            </>
          )}
          <div ref={refs.listEnd} />
        </div>

        <ChatComposer session={session} />
      </SheetContent>
    </Sheet>
  );
}
