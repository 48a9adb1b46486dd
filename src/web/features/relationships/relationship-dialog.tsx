import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createRelationshipSchema,
  RELATIONSHIP_INITIALS_MAX,
  type CreateRelationshipInput,
  type Relationship,
  type RelationshipFormValues,
} from '../../../shared/schemas/relationships';
import { initialsOf } from '../../../shared/initials';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { showFieldIssues } from '@/lib/form-issues';
import { CREATE_RELATIONSHIP_FAILURE, CREATE_RELATIONSHIP_SUCCESS, useCreateRelationship } from './api/create-relationship';
import { UPDATE_RELATIONSHIP_FAILURE, UPDATE_RELATIONSHIP_SUCCESS, useUpdateRelationship } from './api/update-relationship';
import { TextField } from '@/components/text-field';
import { changedFields } from '@/lib/changed-fields';
import { BirthdayField } from './birthday-field';
import { CadenceField } from './cadence-field';

const FIELDS = ['name', 'initials', 'notes', 'cadenceDays', 'birthday'] as const;

const blank: RelationshipFormValues = { name: '', initials: '', notes: '', cadenceDays: null, birthday: null };

/** One dialog: creates when `editing` is null, updates the person otherwise. */
export function RelationshipDialog({ open, onOpenChange, editing }: { open: boolean; onOpenChange: (open: boolean) => void; editing: Relationship | null }) {
  const create = useCreateRelationship();
  const update = useUpdateRelationship();
  const form = useForm<RelationshipFormValues, unknown, CreateRelationshipInput>({
    resolver: zodResolver(createRelationshipSchema),
    defaultValues: blank,
  });

  useEffect(() => {
    if (open)
      form.reset(
        editing
          ? { name: editing.name, initials: editing.initials, notes: editing.notes, cadenceDays: editing.cadenceDays, birthday: editing.birthday }
          : blank,
      );
  }, [open, editing, form]);

  async function onSubmit(values: CreateRelationshipInput) {
    const payload = {
      name: values.name,
      initials: values.initials || initialsOf(values.name),
      notes: values.notes ?? '',
      cadenceDays: values.cadenceDays ?? null,
      birthday: values.birthday ?? null,
    };
    try {
      if (editing) await update.mutateAsync({ id: editing.id, ...changedFields(payload, editing) });
      else await create.mutateAsync(payload);
      toast({ title: editing ? UPDATE_RELATIONSHIP_SUCCESS : CREATE_RELATIONSHIP_SUCCESS });
      onOpenChange(false);
    } catch (err) {
      showFieldIssues(form.setError, err, FIELDS);
      toast({ variant: 'destructive', title: editing ? UPDATE_RELATIONSHIP_FAILURE : CREATE_RELATIONSHIP_FAILURE, description: errorMessage(err) });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit person' : 'Add person'}</DialogTitle>
          <DialogDescription>{editing ? `Update ${editing.name}'s details.` : 'Someone you want to stay in touch with.'}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form
            noValidate
            onSubmit={(e) => {
              // Initials left empty are made from the name.
              if (!form.getValues('initials')?.trim()) form.setValue('initials', initialsOf(form.getValues('name') ?? ''));
              void form.handleSubmit(onSubmit)(e);
            }}
            className="space-y-4"
          >
            <TextField control={form.control} name="name" label="Name" autoComplete="off" />
            <TextField
              control={form.control}
              name="initials"
              label="Initials"
              description="Left empty, they are made from the name."
              autoComplete="off"
              maxLength={RELATIONSHIP_INITIALS_MAX}
              inputClassName="w-24 uppercase"
            />
            <FormField
              control={form.control}
              name="notes"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Notes</FormLabel>
                  <FormControl>
                    <Textarea rows={3} {...field} value={field.value ?? ''} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <BirthdayField control={form.control} />
            <CadenceField control={form.control} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {editing ? 'Save changes' : 'Add person'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
