import { useId } from 'react';
import { WEEKDAY_CODES } from '../../shared/recurrence-rule';
import {
  CUSTOM_UNIT_LABELS,
  CUSTOM_UNITS,
  REPEAT_END_LABELS,
  REPEAT_ENDS,
  REPEAT_KINDS,
  REPEAT_LABELS,
  WEEKDAY_LABELS,
  type RepeatValues,
} from '../../shared/recurrence-form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectInput } from '@/components/select-field';

const numberOr = (value: string, fallback: number) => (value === '' || Number.isNaN(Number(value)) ? fallback : Math.trunc(Number(value)));

/** The Repeat and Ends fields of the block and task dialogs; `error` is the server's word on the rule they make. */
export function RepeatFields({ value, onChange, error }: { value: RepeatValues; onChange: (next: RepeatValues) => void; error?: string | null }) {
  const id = useId();
  const set = (patch: Partial<RepeatValues>) => onChange({ ...value, ...patch });
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectInput
        id={`${id}-repeat`}
        label="Repeat"
        value={value.kind}
        onChange={(kind) => set({ kind })}
        options={REPEAT_KINDS.map((kind) => ({ value: kind, label: REPEAT_LABELS[kind] }))}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      />
      {value.kind !== 'never' && (
        <SelectInput
          id={`${id}-ends`}
          label="Ends"
          value={value.ends}
          onChange={(ends) => set({ ends })}
          options={REPEAT_ENDS.map((ends) => ({ value: ends, label: REPEAT_END_LABELS[ends] }))}
        />
      )}
      {value.kind === 'weekly' && (
        <fieldset className="sm:col-span-2">
          <legend className="mb-1.5 text-sm font-medium">On</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {WEEKDAY_CODES.map((day) => (
              <label key={day} className="flex items-center gap-1.5 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={value.days.includes(day)}
                  onChange={(e) => set({ days: e.target.checked ? [...value.days, day] : value.days.filter((d) => d !== day) })}
                />
                {WEEKDAY_LABELS[day]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {value.kind === 'custom' && (
        <div className="grid grid-cols-2 gap-2 sm:col-span-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-interval`}>Every</Label>
            <Input
              id={`${id}-interval`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={value.interval}
              onChange={(e) => set({ interval: numberOr(e.target.value, 1) })}
            />
          </div>
          <SelectInput
            id={`${id}-unit`}
            label="Unit"
            value={value.unit}
            onChange={(unit) => set({ unit })}
            options={CUSTOM_UNITS.map((unit) => ({ value: unit, label: CUSTOM_UNIT_LABELS[unit] }))}
          />
        </div>
      )}
      {value.kind !== 'never' && value.ends === 'on' && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-until`}>Last date</Label>
          <Input id={`${id}-until`} type="date" value={value.until} onChange={(e) => set({ until: e.target.value })} />
        </div>
      )}
      {value.kind !== 'never' && value.ends === 'after' && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-count`}>Number of times</Label>
          <Input
            id={`${id}-count`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={value.count}
            onChange={(e) => set({ count: numberOr(e.target.value, 1) })}
          />
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive sm:col-span-2 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
