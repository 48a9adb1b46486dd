import { Sparkles } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
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

export function ChatDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>AI Assistant</DialogTitle>
          <DialogDescription>
            Your life-planning assistant for your schedule, health, relationships and goals.
          </DialogDescription>
        </DialogHeader>
      </DialogContent>
    </Dialog>
  );
}
