import { Sparkles } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Opens the assistant. The label is visible from lg up and stays the accessible name below it. */
export function AiAssistantButton({ className, showLabel = false, ...props }: ButtonProps & { showLabel?: boolean }) {
  return (
    <Button variant="outline" className={cn('gap-2', className)} {...props}>
      <Sparkles aria-hidden="true" />
      <span className={showLabel ? undefined : 'sr-only lg:not-sr-only'}>AI Assistant</span>
    </Button>
  );
}
