import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { subscriptionCreateSchema } from '../../../shared/schemas/calendar-subscriptions';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/errors';
import { showFieldIssues } from '@/lib/form-issues';
import { useAddSubscription } from './api/add-subscription';

/** The form's fields as typed: an empty name means "use the calendar's own". */
const formSchema = subscriptionCreateSchema.extend({ name: z.string().trim().max(100, { error: 'Name must be at most 100 characters' }) });
type FormValues = z.infer<typeof formSchema>;

/** Subscribes to a calendar by its address; the server fetches it at once and says why when it gives no calendar. */
export function SubscriptionForm() {
  const add = useAddSubscription();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { url: '', name: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ url, name }) =>
    add.mutate(
      { url, ...(name ? { name } : {}) },
      {
        onSuccess: () => form.reset(),
        onError: (err) => {
          if (showFieldIssues(form.setError, err, ['url', 'name'])) form.setError('root', { message: errorMessage(err) });
        },
      },
    ),
  );

  const field = (name: 'url' | 'name', label: string, props: React.ComponentProps<typeof Input>) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`subscription-${name}`}>{label}</Label>
      <Input
        id={`subscription-${name}`}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `subscription-${name}-error` : undefined}
        {...props}
        {...form.register(name)}
      />
      {errors[name] && (
        <p id={`subscription-${name}-error`} className="text-sm break-words text-destructive dark:text-red-300">
          {errors[name]?.message}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-3" noValidate aria-label="Subscribe to a calendar">
      {field('url', 'Calendar address', { type: 'url', inputMode: 'url', autoComplete: 'off', spellCheck: false, placeholder: 'https://… or webcal://…' })}
      {field('name', 'Name (optional)', { type: 'text', autoComplete: 'off', placeholder: 'Its own name' })}
      {errors.root && (
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? 'Subscribing…' : 'Subscribe'}
      </Button>
    </form>
  );
}
