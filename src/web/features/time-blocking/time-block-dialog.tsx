import { useEffect, useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_TIME_BLOCK_CATEGORY,
  MINUTE_MAX,
  MINUTE_STEP,
  startTimeOf,
  TIME_BLOCK_CATEGORIES,
  timeBlockFormSchema,
  type TimeBlock,
  type TimeBlockFormInput,
  type TimeBlockFormOutput,
  type TimeBlockInput,
} from '../../../shared/schemas/time-blocks';
import { blockEnd, HOURS_PER_DAY } from '../../../shared/time-blocks-layout';
import { repeatToRrule, rruleToRepeat, type RepeatValues } from '../../../shared/recurrence-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { errorIssues, type ApiIssue } from '@/lib/errors';
import { useCreateTimeBlock } from './api/create-time-block';
import { useUpdateTimeBlock } from './api/update-time-block';
import { CATEGORY_LABELS, CATEGORY_SWATCH_CLASSES } from './category-styles';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { changedFields } from '@/lib/changed-fields';
import { useFormat } from '@/lib/use-format';
import { RepeatFields } from '@/components/repeat-fields';
import { OverlapHint } from './overlap-hint';
import { RepeatScopeDialog, scopeQuery, type RepeatScope } from './repeat-scope-dialog';

type FormField = keyof TimeBlockFormInput;
/** Where the API's issues about a field go on the form. */
const FIELD_OF: Record<string, FormField> = {
  title: 'title',
  category: 'category',
  date: 'date',
  hour: 'start',
  minute: 'start',
  duration: 'lengthMinutes',
  durationMinutes: 'lengthMinutes',
};
const CATEGORY_OPTIONS = TIME_BLOCK_CATEGORIES.map((c) => ({
  value: c,
  label: (
    <span className="flex items-center gap-2">
      <span aria-hidden="true" className={`size-2.5 rounded-full ${CATEGORY_SWATCH_CLASSES[c]}`} />
      {CATEGORY_LABELS[c]}
    </span>
  ),
}));

/** A new block the server refused: the form again as it was sent, with the server's word on its fields. */
export interface RefusedBlock {
  values: TimeBlockFormInput;
  repeat: RepeatValues;
  issues: ApiIssue[];
}

export interface TimeBlockDialogState {
  open: boolean;
  /** The block being edited; null creates a new one. */
  block: TimeBlock | null;
  date: string;
  hour: number;
  /** Minutes past the hour a new block starts at (0 when left out). */
  minute?: number;
  /** A new block's length in minutes (an hour when left out). */
  minutes?: number;
  refused?: RefusedBlock;
}

interface TimeBlockDialogProps {
  state: TimeBlockDialogState;
  onOpenChange: (open: boolean) => void;
  /** A new block the server refused: the page opens the dialog again with it. */
  onRefused?: (refused: RefusedBlock) => void;
}

/**
 * Adds a block or edits one. A new block is shown on the grid as soon as the form is sent, and the dialog closes; if
 * the server refuses it, the block goes and the dialog comes back as it was, the server's word beside its fields.
 */
export function TimeBlockDialog({ state, onOpenChange, onRefused }: TimeBlockDialogProps) {
  const editing = state.block !== null;
  // Kept here rather than in the form, which is gone by the time the server answers.
  const create = useCreateTimeBlock();
  const onCreate = (input: TimeBlockInput, refused: Omit<RefusedBlock, 'issues'>) => {
    onOpenChange(false);
    create.mutate(input, { onError: (err) => onRefused?.({ ...refused, issues: [...errorIssues(err)] }) });
  };
  return (
    <Dialog open={state.open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit time block' : 'Add time block'}</DialogTitle>
          <DialogDescription>
            {editing ? 'Change the block and save.' : 'Choose a start time, how long it lasts and what kind of time it is.'}
          </DialogDescription>
        </DialogHeader>
        {state.open && (
          <TimeBlockForm
            key={state.block?.id ?? `new-${state.date}-${state.hour}-${state.refused ? 'refused' : ''}`}
            state={state}
            onCreate={onCreate}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A whole number input bound to a form field; empty reads as not a number, so the schema names it. `deps` are checked
 * again as it changes: the length's bound is reported on the minutes, and the hours can bring it back within it.
 */
function NumberField({
  control,
  name,
  label,
  max,
  step,
  deps,
}: {
  control: Control<TimeBlockFormInput, unknown, TimeBlockFormOutput>;
  name: 'lengthHours' | 'lengthMinutes';
  label: string;
  max: number;
  step: number;
  deps?: 'lengthMinutes';
}) {
  return (
    <FormField
      control={control}
      name={name}
      rules={deps && { deps }}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={max}
              step={step}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : ''}
              onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : e.target.valueAsNumber)}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** How long the block lasts, in hours and minutes, with the end time it gives. */
function LengthFields({ control, end }: { control: Control<TimeBlockFormInput, unknown, TimeBlockFormOutput>; end: number | null }) {
  const fmt = useFormat();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium leading-none">Length</legend>
      <div className="grid grid-cols-2 gap-2">
        <NumberField control={control} name="lengthHours" label="Hours" max={HOURS_PER_DAY / 2} step={1} deps="lengthMinutes" />
        <NumberField control={control} name="lengthMinutes" label="Minutes" max={MINUTE_MAX} step={MINUTE_STEP} />
      </div>
      {end !== null && (
        <p className="text-sm text-muted-foreground" data-testid="block-end">
          Ends at {fmt.hour(end)}
          {end > HOURS_PER_DAY && ' the next day'}
        </p>
      )}
    </fieldset>
  );
}

/** The form's values for a block, or for a new one at the chosen time. */
function defaultsOf(state: TimeBlockDialogState): TimeBlockFormInput {
  const block = state.block;
  if (state.refused) return state.refused.values;
  if (!block) {
    const minutes = state.minutes ?? 60;
    return {
      title: '',
      start: startTimeOf({ hour: state.hour, minute: state.minute ?? 0 }),
      lengthHours: Math.floor(minutes / 60),
      lengthMinutes: minutes % 60,
      category: DEFAULT_TIME_BLOCK_CATEGORY,
      date: state.date,
    };
  }
  const { durationMinutes } = block;
  return {
    title: block.title,
    start: startTimeOf(block),
    lengthHours: Math.floor(durationMinutes / 60),
    lengthMinutes: durationMinutes % 60,
    category: block.category,
    date: block.date,
  };
}

interface TimeBlockFormProps {
  state: TimeBlockDialogState;
  onCreate: (input: TimeBlockInput, refused: Omit<RefusedBlock, 'issues'>) => void;
  onDone: () => void;
}

function TimeBlockForm({ state, onCreate, onDone }: TimeBlockFormProps) {
  const update = useUpdateTimeBlock();
  const block = state.block;
  const form = useForm<TimeBlockFormInput, unknown, TimeBlockFormOutput>({ resolver: zodResolver(timeBlockFormSchema), defaultValues: defaultsOf(state) });

  const [repeat, setRepeat] = useState<RepeatValues>(() => state.refused?.repeat ?? rruleToRepeat(block?.rrule ?? null, block?.date ?? state.date));
  const [rruleError, setRruleError] = useState<string | null>(null);
  useEffect(() => showIssues(state.refused?.issues ?? []), []); // eslint-disable-line react-hooks/exhaustive-deps -- once, as it opens
  // A change to a repeating block waits here while the user says which occurrences it applies to.
  const [awaitingScope, setAwaitingScope] = useState<TimeBlockFormOutput | null>(null);

  /** The server's issues about fields, next to those fields. */
  function showIssues(issues: readonly ApiIssue[]) {
    for (const issue of issues) {
      const field = issue.path.split('.').pop();
      if (field === 'rrule') setRruleError(issue.message);
      else if (field && FIELD_OF[field]) form.setError(FIELD_OF[field], { message: issue.message });
    }
  }

  async function save(run: () => Promise<unknown>) {
    setRruleError(null);
    try {
      await run();
      onDone();
    } catch (err) {
      // The mutation's toast reports the failure.
      showIssues(errorIssues(err));
    }
  }

  async function onSubmit(values: TimeBlockFormOutput) {
    const rrule = repeatToRrule(repeat, values.date);
    if (!block) return onCreate({ ...values, ...(rrule ? { rrule } : {}) }, { values: form.getValues(), repeat });
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

  const pending = update.isPending;
  const watched = timeBlockFormSchema.safeParse(form.watch());
  const end = watched.success ? blockEnd({ ...watched.data, duration: watched.data.durationMinutes / 60 }) : null;
  return (
    <Form {...form}>
      <form noValidate onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="space-y-4" aria-label={block ? 'Edit time block' : 'Add time block'}>
        <TextField control={form.control} name="title" label="Title" autoComplete="off" placeholder="Deep work" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField control={form.control} name="start" label="Start time" type="time" step={MINUTE_STEP * 60} />
          <LengthFields control={form.control} end={end} />
          <SelectField control={form.control} name="category" label="Category" placeholder="Choose a category" options={CATEGORY_OPTIONS} />
          <TextField control={form.control} name="date" label="Date" type="date" />
        </div>
        {!block && <OverlapHint draft={watched.success ? watched.data : null} />}
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
