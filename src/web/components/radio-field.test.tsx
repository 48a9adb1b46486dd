import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Form } from '@/components/ui/form';
import { renderWithApp } from '@/test/render';
import { RadioField } from './radio-field';

type Values = { clock: '12h' | '24h' | null };

function ClockForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { clock: null } });
  return (
    <Form {...form}>
      <form onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}>
        <RadioField
          control={form.control}
          name="clock"
          legend="Clock"
          description="How times are shown."
          options={[
            { value: null, label: 'Follow this browser' },
            { value: '12h', label: '12-hour' },
            { value: '24h', label: '24-hour' },
          ]}
        />
        <button type="submit">Save</button>
      </form>
    </Form>
  );
}

describe('RadioField', () => {
  it('groups its choices under the legend, checks the field’s value, and a null choice is a value like the others', async () => {
    let saved: Values | null = null;
    const { user } = renderWithApp(<ClockForm onSubmit={(v) => (saved = v)} />);
    expect(screen.getByRole('group', { name: 'Clock' })).toHaveTextContent('How times are shown.');
    expect(screen.getByRole('radio', { name: 'Follow this browser' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: '24-hour' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual({ clock: '24h' });

    await user.click(screen.getByRole('radio', { name: 'Follow this browser' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual({ clock: null });
  });
});
