import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_TIMEFRAME, formatTimeframe, TIMEFRAMES } from '../../../shared/goals';
import { goalFormSchema, type Goal, type GoalFormInput, type GoalFormValues } from '../../../shared/schemas/goals';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCreateGoal } from './api/create-goal';
import { useUpdateGoal } from './api/update-goal';
import { SelectField } from '@/components/select-field';
import { TextField } from '@/components/text-field';
import { changedFields } from '@/lib/changed-fields';
import { useFormat } from '@/lib/use-format';

export const CATEGORY_SUGGESTIONS = [
  'Health',
  'Career',
  'Relationships',
  'Learning',
  'Finance',
  'Family',
  'Creativity',
  'Fitness',
  'Mindfulness',
  'Home',
  'Travel',
  'Community',
];

const emptyValues: GoalFormInput = { title: '', category: '', timeframe: DEFAULT_TIMEFRAME, description: '' };

function valuesFor(goal: Goal | null): GoalFormInput {
  return goal ? { title: goal.title, category: goal.category, timeframe: goal.timeframe, description: goal.description } : emptyValues;
}

/** One dialog creates a goal when `goal` is null and edits it otherwise. */
export function GoalDialog({ open, goal, onOpenChange }: { open: boolean; goal: Goal | null; onOpenChange: (open: boolean) => void }) {
  const listId = useId();
  const createGoal = useCreateGoal();
  const updateGoal = useUpdateGoal();
  const fmt = useFormat();
  const form = useForm<GoalFormInput, unknown, GoalFormValues>({ resolver: zodResolver(goalFormSchema), defaultValues: valuesFor(goal) });
  const { reset } = form;

  useEffect(() => {
    if (open) reset(valuesFor(goal));
  }, [open, goal, reset]);

  const pending = createGoal.isPending || updateGoal.isPending;

  function onSubmit(values: GoalFormValues) {
    const done = { onSuccess: () => onOpenChange(false) };
    if (goal) updateGoal.mutate({ id: goal.id, ...changedFields(values, goal) }, done);
    else createGoal.mutate(values, done);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{goal ? 'Edit goal' : 'New goal'}</DialogTitle>
          <DialogDescription>
            {goal ? 'Changing the timeframe moves the end date.' : 'Progress starts at 0%. The goal starts today and ends after the timeframe you choose.'}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={(e) => void form.handleSubmit(onSubmit)(e)} className="grid gap-4">
            <TextField control={form.control} name="title" label="Title" placeholder="Run a half marathon" autoComplete="off" />
            <FormField
              control={form.control}
              name="category"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Category</FormLabel>
                  <FormControl>
                    <Input placeholder="Health" autoComplete="off" list={listId} {...field} />
                  </FormControl>
                  <datalist id={listId}>
                    {CATEGORY_SUGGESTIONS.map((c) => (
                      <option key={c} value={c} />
                    ))}
                  </datalist>
                  <FormMessage />
                </FormItem>
              )}
            />
            <SelectField
              control={form.control}
              name="timeframe"
              label="Timeframe"
              options={TIMEFRAMES.map((t) => ({ value: t, label: formatTimeframe(t, fmt.count) }))}
            />
            <FormField
              control={form.control}
              name="description"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Description (optional)</FormLabel>
                  <FormControl>
                    <Textarea rows={3} placeholder="Why it matters and what done looks like" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {goal ? 'Save changes' : 'Create goal'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
