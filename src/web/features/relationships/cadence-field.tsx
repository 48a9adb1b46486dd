import { useId } from 'react';
import type { Control } from 'react-hook-form';
import { CADENCE_DAYS_MAX, CADENCE_DAYS_MIN, CADENCE_PRESETS, type RelationshipFormValues } from '../../../shared/schemas/relationships';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const NONE = 'none';
const CUSTOM = 'custom';

/** A custom cadence is any other number, NaN while its box is empty. */
function choiceFor(days: number | null | undefined): string {
  if (days === null || days === undefined) return NONE;
  return CADENCE_PRESETS.some((p) => p.days === days) ? String(days) : CUSTOM;
}

/** How often to stay in touch: a preset, a custom number of days, or no rhythm. */
export function CadenceField({ control }: { control: Control<RelationshipFormValues> }) {
  const daysId = useId();
  return <FormField control={control} name="cadenceDays" render={({ field }) => <CadencePicker field={field} daysId={daysId} />} />;
}

function CadencePicker({
  field,
  daysId,
}: {
  field: {
    value: number | null | undefined;
    onChange: (v: number | null) => void;
    onBlur: () => void;
    name: string;
    ref: (el: HTMLButtonElement | null) => void;
  };
  daysId: string;
}) {
  const choice = choiceFor(field.value);

  function choose(next: string) {
    if (next === NONE) field.onChange(null);
    else if (next === CUSTOM) field.onChange(Number.NaN);
    else field.onChange(Number(next));
  }

  return (
    <FormItem>
      <FormLabel>Keep in touch</FormLabel>
      <Select value={choice} onValueChange={choose} name={field.name}>
        <FormControl>
          <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
            <SelectValue />
          </SelectTrigger>
        </FormControl>
        <SelectContent>
          <SelectItem value={NONE}>No rhythm</SelectItem>
          {CADENCE_PRESETS.map((p) => (
            <SelectItem key={p.days} value={String(p.days)}>
              {p.label}
            </SelectItem>
          ))}
          <SelectItem value={CUSTOM}>Custom</SelectItem>
        </SelectContent>
      </Select>
      {choice === CUSTOM && (
        <div className="flex items-center gap-2">
          <Label htmlFor={daysId}>Every</Label>
          <Input
            id={daysId}
            type="number"
            inputMode="numeric"
            min={CADENCE_DAYS_MIN}
            max={CADENCE_DAYS_MAX}
            step={1}
            className="w-24"
            value={typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : ''}
            onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : e.target.valueAsNumber)}
          />
          <span className="text-sm">days</span>
        </div>
      )}
      <FormDescription>People past their rhythm show as due on the dashboard and in the assistant.</FormDescription>
      <FormMessage />
    </FormItem>
  );
}
