import { useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_TIME_BLOCK_CATEGORY,
  DURATION_MAX,
  DURATION_MIN,
  TIME_BLOCK_CATEGORIES,
  timeBlockInputSchema,
  type TimeBlock,
  type TimeBlockFormValues,
  type TimeBlockInput,
} from '../../../shared/schemas/time-blocks';
import { blockEnd, HOURS_PER_DAY } from '../../../shared/time-blocks-layout';
import { repeatToRrule, rruleToRepeat, type RepeatValues } from '../../../shared/recurrence-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { parseApiError } from '@/lib/errors';
import { useCreateTimeBlock } from './api/create-time-block';
import { useUpdateTimeBlock } from './api/update-time-block';
import { CATEGORY_LABELS, CATEGORY_SWATCH_CLASSES } from './category-styles';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { changedFields } from '@/lib/changed-fields';
import { useFormat } from '@/lib/use-format';
import { RepeatFields } from './repeat-fields';
import { RepeatScopeDialog, scopeQuery, type RepeatScope } from './repeat-scope-dialog';

const FIELDS = ['hour', 'title', 'category', 'duration', 'date'] as const;
const HOURS = Array.from({ length: HOURS_PER_DAY }, (_, h) => h);
const CATEGORY_OPTIONS = TIME_BLOCK_CATEGORIES.map((c) => ({
  value: c,
  label: (
    <span className="flex items-center gap-2">
      <span aria-hidden="true" className={`size-2.5 rounded-full ${CATEGORY_SWATCH_CLASSES[c]}`} />
      {CATEGORY_LABELS[c]}
    </span>
  ),
}));

export interface TimeBlockDialogState {
  open: boolean;
  /** The block being edited; null creates a new one. */
  block: TimeBlock | null;
  date: string;
  hour: number;
}

export function TimeBlockDialog({ state, onOpenChange }: { state: TimeBlockDialogState; onOpenChange: (open: boolean) => void }) {
  const editing = state.block !== null;
  return (
    <Dialog open={state.open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit time block' : 'Add time block'}</DialogTitle>
          <DialogDescription>
            {editing ? 'Change the block and save.' : 'Choose a start hour, how many hours it lasts and what kind of time it is.'}
          </DialogDescription>
        </DialogHeader>
        {state.open && (
          <TimeBlockForm
            key={state.block?.id ?? `new-${state.date}-${state.hour}`}
            state={state}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Hours as a whole number, with the end time it gives. */
function DurationField({ control, end }: { control: Control<TimeBlockFormValues, unknown, TimeBlockInput>; end: number | null }) {
  const fmt = useFormat();
  return (
    <FormField
      control={control}
      name="duration"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Duration (hours)</FormLabel>
          <FormControl>
            <Input
              type="number"
              inputMode="numeric"
              min={DURATION_MIN}
              max={DURATION_MAX}
              step={1}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : ''}
              onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : e.target.valueAsNumber)}
            />
          </FormControl>
          {end !== null && (
            <FormDescription>
              Ends at {fmt.hour(end)}
              {end > HOURS_PER_DAY && ' the next day'}
            </FormDescription>
          )}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

function TimeBlockForm({ state, onDone }: { state: TimeBlockDialogState; onDone: () => void }) {
  const create = useCreateTimeBlock();
  const update = useUpdateTimeBlock();
  const block = state.block;
  const form = useForm<TimeBlockFormValues, unknown, TimeBlockInput>({
    resolver: zodResolver(timeBlockInputSchema),
    defaultValues: block
      ? { title: block.title, hour: block.hour, duration: block.duration, category: block.category, date: block.date }
      : { title: '', hour: state.hour, duration: 1, category: DEFAULT_TIME_BLOCK_CATEGORY, date: state.date },
  });

  const [repeat, setRepeat] = useState<RepeatValues>(() => rruleToRepeat(block?.rrule ?? null, block?.date ?? state.date));
  const [rruleError, setRruleError] = useState<string | null>(null);
  // A change to a repeating block waits here while the user says which occurrences it applies to.
  const [awaitingScope, setAwaitingScope] = useState<TimeBlockInput | null>(null);

  async function save(run: () => Promise<unknown>) {
    setRruleError(null);
    try {
      await run();
      onDone();
    } catch (err) {
      // The mutation's toast reports the failure; field issues also go next to their fields.
      for (const issue of parseApiError(err).issues) {
        const field = issue.path.split('.').pop();
        if (field === 'rrule') setRruleError(issue.message);
        else if (field && (FIELDS as readonly string[]).includes(field)) {
          form.setError(field as (typeof FIELDS)[number], { message: issue.message });
        }
      }
    }
  }

  async function onSubmit(values: TimeBlockInput) {
    const rrule = repeatToRrule(repeat, values.date);
    if (!block) return save(() => create.mutateAsync({ ...values, ...(rrule ? { rrule } : {}) }));
    if (block.rrule !== null) {
      setAwaitingScope(values);
      return;
    }
    return save(() => update.mutateAsync({ id: block.id, patch: { ...changedFields(values, block), ...(rrule ? { rrule } : {}) } }));
  }

  function applyTo(scope: RepeatScope) {
    const values = awaitingScope;
    setAwaitingScope(null);
    if (!block || !values) return;
    const rrule = repeatToRrule(repeat, values.date);
    const fields = changedFields(values, block);
    const patch = scope === 'one' || rrule === block.rrule ? fields : { ...fields, rrule };
    if (Object.keys(patch).length === 0) return onDone();
    return save(() => update.mutateAsync({ id: block.id, patch, query: scopeQuery(scope, block.occurrence) }));
  }

  const pending = create.isPending || update.isPending;
  const fmt = useFormat();
  const [hour, duration] = form.watch(['hour', 'duration']);
  const end = Number.isInteger(hour) && Number.isInteger(duration) && duration >= DURATION_MIN && duration <= DURATION_MAX ? blockEnd({ hour, duration }) : null;
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4" aria-label={block ? 'Edit time block' : 'Add time block'}>
        <TextField control={form.control} name="title" label="Title" autoComplete="off" placeholder="Deep work" />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            control={form.control}
            name="hour"
            label="Start hour"
            placeholder="Choose an hour"
            contentClassName="max-h-72"
            options={HOURS.map((h) => ({ value: h, label: fmt.hour(h) }))}
          />
          <DurationField control={form.control} end={end} />
          <SelectField control={form.control} name="category" label="Category" placeholder="Choose a category" options={CATEGORY_OPTIONS} />
          <TextField control={form.control} name="date" label="Date" type="date" />
        </div>
        <RepeatFields value={repeat} onChange={setRepeat} error={rruleError} />
        <RepeatScopeDialog open={awaitingScope !== null} action="change" onChoose={(scope) => void applyTo(scope)} onCancel={() => setAwaitingScope(null)} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {block ? 'Save changes' : 'Create block'}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
