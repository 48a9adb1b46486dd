import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { NotebookPen } from 'lucide-react';
import { z } from 'zod';
import { isoDateSchema } from '../../../shared/schemas/common';
import {
  createInteractionSchema,
  INTERACTION_NOTES_MAX,
  INTERACTION_TYPES,
  interactionTypeSchema,
  type Relationship,
} from '../../../shared/schemas/relationships';
import { RadioField } from '@/components/radio-field';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { showFieldIssues } from '@/lib/form-issues';
import { LOG_INTERACTION_FAILURE, LOG_INTERACTION_SUCCESS, useLogInteraction } from './api/log-interaction';
import { INTERACTION_LABELS } from './relationship-format';

const FIELDS = ['type', 'date', 'notes'] as const;

/** The server's rules, with "not in the future" checked against the user's own today before sending. */
function logFormSchema(today: string) {
  return z.object({
    type: interactionTypeSchema,
    date: isoDateSchema.refine((date) => date <= today, { error: 'Date must not be in the future' }),
    notes: createInteractionSchema.shape.notes,
  });
}
type LogFormInput = z.input<ReturnType<typeof logFormSchema>>;
type LogFormValues = z.output<ReturnType<typeof logFormSchema>>;

/** Logs a call, message or meeting on a chosen day (today or earlier, in the user's time zone) with a note. */
export function LogInteractionDialog({ person, today }: { person: Relationship; today: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" data-focus-key={`log-details-${person.id}`}>
          <NotebookPen aria-hidden="true" />
          Log with details
          <span className="sr-only"> for {person.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Log an interaction with {person.name}</DialogTitle>
          <DialogDescription>Choose what it was and the day it happened, and add a note if you like.</DialogDescription>
        </DialogHeader>
        {open && <LogInteractionForm person={person} today={today} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function LogInteractionForm({ person, today, onDone }: { person: Relationship; today: string; onDone: () => void }) {
  const log = useLogInteraction();
  const schema = useMemo(() => logFormSchema(today), [today]);
  const form = useForm<LogFormInput, unknown, LogFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { type: 'call', date: today, notes: '' },
  });

  async function onSubmit(values: LogFormValues) {
    try {
      await log.mutateAsync({ relationshipId: person.id, ...values });
      toast({ title: LOG_INTERACTION_SUCCESS });
      onDone();
    } catch (err) {
      showFieldIssues(form.setError, err, FIELDS);
      toast({ variant: 'destructive', title: LOG_INTERACTION_FAILURE, description: errorMessage(err) });
    }
  }

  return (
    <Form {...form}>
      <form noValidate onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="space-y-4">
        <RadioField
          control={form.control}
          name="type"
          legend="Type"
          options={INTERACTION_TYPES.map((type) => ({ value: type, label: INTERACTION_LABELS[type] }))}
          optionsClassName="flex flex-wrap gap-x-5 gap-y-2"
        />
        <TextField control={form.control} name="date" label="Date" type="date" max={today} inputClassName="w-44" />
        <FormField
          control={form.control}
          name="notes"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Note</FormLabel>
              <FormControl>
                <Textarea rows={3} maxLength={INTERACTION_NOTES_MAX} {...field} value={field.value ?? ''} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Log interaction
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
