import { useState } from 'react';
import { Check, Pencil, Undo2, X } from 'lucide-react';
import { CHAT_ACTION_MESSAGE, type ChatAction, type ChatAnswer, type ChatMessage } from '../../../shared/schemas/chat';
import { Button } from '@/components/ui/button';

/** Sends a button's words, with the answer it gives when it answers the message it sits under. */
export type SendPress = (text: string, answer?: ChatAnswer) => void;

const ACTION_LABEL: Record<ChatAction, { label: string; icon: typeof Undo2 }> = {
  undo: { label: 'Undo', icon: Undo2 },
  confirm: { label: 'Confirm', icon: Check },
  cancel: { label: 'Cancel', icon: X },
};

/** Undo, or Confirm and Cancel under a proposal: each sends its word, Confirm and Cancel with the answer they give. */
function ActionButtons({ message, disabled, onSend }: { message: ChatMessage; disabled: boolean; onSend: SendPress }) {
  return (message.actions ?? []).map((action) => {
    const { label, icon: Icon } = ACTION_LABEL[action];
    const press = () => (action === 'undo' ? onSend(CHAT_ACTION_MESSAGE.undo) : onSend(CHAT_ACTION_MESSAGE[action], { messageId: message.id, action }));
    return (
      <Button key={action} type="button" size="sm" variant={action === 'confirm' ? 'default' : 'outline'} disabled={disabled} onClick={press}>
        <Icon aria-hidden="true" />
        {label}
      </Button>
    );
  });
}

function ChoiceButtons({ message, disabled, onSend }: { message: ChatMessage; disabled: boolean; onSend: SendPress }) {
  return (message.choices ?? []).map((choice, i) => (
    <Button
      key={choice}
      type="button"
      size="sm"
      variant="outline"
      disabled={disabled}
      onClick={() => onSend(choice, { messageId: message.id, action: 'choose', choice: i })}
    >
      {choice}
    </Button>
  ));
}

/**
 * The buttons under an assistant message: Undo; Confirm and Cancel under a proposal, with "Change…" showing the
 * other ways its open choice could go; or the answers to a question, one button each.
 */
export function MessageButtons({ message, disabled, onSend }: { message: ChatMessage; disabled: boolean; onSend: SendPress }) {
  const [changing, setChanging] = useState(false);
  const proposal = message.proposal !== undefined;
  const choices = (message.choices?.length ?? 0) > 0;
  if (!message.actions?.length && !choices) return null;
  return (
    <li className="flex flex-col gap-2 pl-9">
      <div className="flex flex-wrap gap-2" role="group" aria-label={proposal ? 'Proposed changes' : 'Answers'}>
        <ActionButtons message={message} disabled={disabled} onSend={onSend} />
        {proposal && choices && (
          <Button type="button" size="sm" variant="ghost" aria-expanded={changing} disabled={disabled} onClick={() => setChanging((open) => !open)}>
            <Pencil aria-hidden="true" />
            Change…
          </Button>
        )}
        {!proposal && <ChoiceButtons message={message} disabled={disabled} onSend={onSend} />}
      </div>
      {proposal && choices && changing && (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Other choices">
          <ChoiceButtons message={message} disabled={disabled} onSend={onSend} />
        </div>
      )}
    </li>
  );
}
