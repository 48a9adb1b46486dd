import { useEffect, useRef, useState } from 'react';
import { Check, Copy, Loader2, Sparkles } from 'lucide-react';
import { COPY_CONFIRMATION_MS } from '../../../shared/constants';
import { daysSinceContact } from '../../../shared/relationships-contact';
import { NEVER_CONTACTED_DAYS } from '../../../shared/schemas/ai';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useFormat } from '@/lib/use-format';
import {
  COPIED_TITLE,
  SUGGESTION_FAILURE_TITLE,
  SUGGESTION_SUCCESS_TEXT,
  SUGGESTION_SUCCESS_TITLE,
  useGenerateReconnectionPrompt,
} from './api/generate-reconnection-prompt';

export interface AiSuggestionPerson {
  id: string;
  name: string;
  lastContact: string | null;
  aiPrompt: string | null;
}

/** The AI suggestion on a relationship card: asks for a reconnection message, shows it, and copies it on click. */
export function AiSuggestionButton({ relationship, onGenerated }: { relationship: AiSuggestionPerson; onGenerated?: () => unknown }) {
  const generate = useGenerateReconnectionPrompt(onGenerated);
  const { timezone } = useFormat();
  const [prompt, setPrompt] = useState<string | null>(relationship.aiPrompt);
  const [notice, setNotice] = useState<string | undefined>();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => setPrompt(relationship.aiPrompt), [relationship.aiPrompt]);
  useEffect(() => () => clearTimeout(timer.current), []);

  function request() {
    const days = daysSinceContact(relationship.lastContact, { timezone }) ?? NEVER_CONTACTED_DAYS;
    generate.mutate(
      { relationshipId: relationship.id, name: relationship.name, daysSinceContact: days },
      {
        onSuccess: (result) => {
          setPrompt(result.prompt);
          setNotice(result.notice);
          toast({ title: SUGGESTION_SUCCESS_TITLE, description: SUGGESTION_SUCCESS_TEXT });
        },
        onError: () => toast({ title: SUGGESTION_FAILURE_TITLE, variant: 'destructive' }),
      },
    );
  }

  async function copy() {
    if (!prompt) return;
    await navigator.clipboard.writeText(prompt);
    setCopied(true);
    toast({ title: COPIED_TITLE });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  }

  return (
    <div data-slot="ai-suggestion" className="flex flex-col gap-2">
      <Button type="button" variant="secondary" size="sm" className="self-start" disabled={generate.isPending} onClick={request}>
        {generate.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
        AI suggestion<span className="sr-only"> for {relationship.name}</span>
      </Button>
      {prompt && (
        <button
          type="button"
          onClick={() => void copy()}
          className="group flex w-full items-start gap-2 rounded-md border border-dashed bg-muted/50 p-3 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <span className="flex-1 whitespace-pre-line break-words">
            <span className="sr-only">Copy message: </span>
            {prompt}
          </span>
          {copied ? (
            <Check className="size-4 shrink-0 text-green-700 dark:text-green-400" aria-label="Copied" />
          ) : (
            <Copy className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          )}
        </button>
      )}
      {notice && <p className="text-xs text-muted-foreground">{notice}</p>}
    </div>
  );
}
