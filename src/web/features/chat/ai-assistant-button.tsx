import { Sparkles } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** Opens the assistant. The label is visible from lg up (or where `labelClassName` shows it) and stays the accessible name. */
export function AiAssistantButton({ className, showLabel = false, labelClassName, ...props }: ButtonProps & { showLabel?: boolean; labelClassName?: string }) {
  return (
    <Button variant="outline" className={cn('gap-2', className)} {...props}>
      <Sparkles aria-hidden="true" />
      <span className={showLabel ? undefined : (labelClassName ?? 'sr-only lg:not-sr-only')}>AI Assistant</span>
    </Button>
  );
}
