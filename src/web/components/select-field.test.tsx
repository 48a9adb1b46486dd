import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Form } from '@/components/ui/form';
import { renderWithApp } from '@/test/render';
import { SelectField, SelectInput } from './select-field';

const HOURS = [8, 9, 10].map((h) => ({ value: h, label: `${h}:00` }));

function HourForm({ onSubmit }: { onSubmit: (values: { hour: number }) => void }) {
  const form = useForm<{ hour: number }>({ defaultValues: { hour: 9 } });
  return (
    <Form {...form}>
      <form onSubmit={(e) => void form.handleSubmit(onSubmit)(e)}>
        <SelectField control={form.control} name="hour" label="Start hour" options={HOURS} />
        <button type="submit">Save</button>
      </form>
    </Form>
  );
}

function UnitPicker() {
  const [unit, setUnit] = useState<'kg' | 'lbs'>('lbs');
  return (
    <>
      <SelectInput
        id="unit"
        label="Weight unit"
        value={unit}
        onChange={setUnit}
        options={[
          { value: 'kg', label: 'Kilograms' },
          { value: 'lbs', label: 'Pounds' },
        ]}
      />
      <p>Chosen: {unit}</p>
    </>
  );
}

describe('SelectField and SelectInput', () => {
  it('a form-bound select shows the field’s value and hands back the option’s own value, a number for an hour', async () => {
    let saved: { hour: number } | null = null;
    const { user } = renderWithApp(<HourForm onSubmit={(v) => (saved = v)} />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Start hour' })).toHaveTextContent('9:00'));
    await user.click(screen.getByRole('combobox', { name: 'Start hour' }));
    await user.click(await screen.findByRole('option', { name: '10:00' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual({ hour: 10 });
  });

  it('a state-held select is labelled and reports the chosen value', async () => {
    const { user } = renderWithApp(<UnitPicker />);
    await user.click(screen.getByRole('combobox', { name: 'Weight unit' }));
    await user.click(await screen.findByRole('option', { name: 'Kilograms' }));
    expect(screen.getByText('Chosen: kg')).toBeInTheDocument();
  });
});
